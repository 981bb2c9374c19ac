import { Anchor, Card, Col, Row, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../app/document-title';
import { LanguageSelect } from '../../app/shell/LanguageSelect';
import { GENERAL_CHAPTERS, guideParts } from './guide-chapters';
import { GuideScreenSection } from './GuideScreenSection';

const PARTS = guideParts();

/**
 * /documentation: the user guide (public, so it helps before signing in too): the general
 * chapters, then a part per menu folder with a section (and screenshot) per screen.
 */
export default function DocumentationPage() {
  const { t } = useTranslation('docs');
  const { t: screenTitle } = useTranslation('screens');
  const { t: common } = useTranslation();
  useDocumentTitle(common('shell.documentation'));
  const contents = [
    {
      key: 'basics',
      href: '#basics',
      title: t('basics'),
      children: GENERAL_CHAPTERS.map((chapter) => ({
        key: chapter,
        href: `#${chapter}`,
        title: t(`${chapter}.title`),
      })),
    },
    ...PARTS.map((part) => ({
      key: part.name,
      href: `#part-${part.name}`,
      title: screenTitle(part.titleKey),
      children:
        part.sections.length === 1 && part.sections[0]!.screen.name === part.name
          ? []
          : part.sections.map(({ screen }) => ({
              key: screen.name,
              href: `#${screen.name}`,
              title: screenTitle(screen.titleKey),
            })),
    })),
  ];
  return (
    // issue 22: the whole guide is the page's main landmark; its parts are h2, screens h3
    <main style={{ maxWidth: 1200, margin: '0 auto', padding: 24 }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={1} style={{ fontSize: 30 }}>
          {t('title')}
        </Typography.Title>
        <Space>
          <LanguageSelect />
          <Link to="/">{t('backToApp')}</Link>
        </Space>
      </Space>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <Row gutter={24}>
        <Col xs={0} md={6}>
          <nav
            aria-label={t('contents')}
            style={{
              position: 'sticky',
              top: 16,
              maxHeight: 'calc(100vh - 32px)',
              overflow: 'auto',
            }}
          >
            <Typography.Text strong>{t('contents')}</Typography.Text>
            <Anchor affix={false} items={contents} />
          </nav>
        </Col>
        <Col xs={24} md={18}>
          <Space orientation="vertical" size="large" style={{ width: '100%' }}>
            <section id="basics">
              <Typography.Title level={2} style={{ fontSize: 24 }}>
                {t('basics')}
              </Typography.Title>
              <Space orientation="vertical" size="large" style={{ width: '100%' }}>
                {GENERAL_CHAPTERS.map((chapter) => (
                  <Card key={chapter} id={chapter} title={t(`${chapter}.title`)}>
                    {(t(`${chapter}.steps`, { returnObjects: true }) as string[]).map(
                      (step, index) => (
                        <Typography.Paragraph key={index}>{step}</Typography.Paragraph>
                      ),
                    )}
                  </Card>
                ))}
              </Space>
            </section>
            {PARTS.map((part) => (
              <section key={part.name} id={`part-${part.name}`}>
                <Typography.Title level={2} style={{ fontSize: 24 }}>
                  {screenTitle(part.titleKey)}
                </Typography.Title>
                <Space orientation="vertical" size="large" style={{ width: '100%' }}>
                  {part.sections.map((section) => (
                    <GuideScreenSection key={section.screen.name} section={section} />
                  ))}
                </Space>
              </section>
            ))}
          </Space>
        </Col>
      </Row>
    </main>
  );
}
