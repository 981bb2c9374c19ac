import { Anchor, Card, Col, Row, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSelect } from '../../app/shell/LanguageSelect';

/** The chapters of the user guide, in order; each has a title and paragraphs in docs.json. */
const CHAPTERS = [
  'signIn',
  'language',
  'layout',
  'messages',
  'password',
  'products',
  'suppliers',
  'reference',
  'users',
] as const;

/** /documentation: the user guide (public, so it helps before signing in too). */
export default function DocumentationPage() {
  const { t } = useTranslation('docs');
  return (
    <div style={{ maxWidth: 1100, margin: '0 auto', padding: 24 }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={2}>{t('title')}</Typography.Title>
        <Space>
          <LanguageSelect />
          <Link to="/">{t('backToApp')}</Link>
        </Space>
      </Space>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <Row gutter={24}>
        <Col xs={0} md={6}>
          <Anchor
            items={CHAPTERS.map((chapter) => ({
              key: chapter,
              href: `#${chapter}`,
              title: t(`${chapter}.title`),
            }))}
          />
        </Col>
        <Col xs={24} md={18}>
          <Space orientation="vertical" size="large" style={{ width: '100%' }}>
            {CHAPTERS.map((chapter) => (
              <Card key={chapter} id={chapter} title={t(`${chapter}.title`)}>
                {(t(`${chapter}.steps`, { returnObjects: true }) as string[]).map((step, index) => (
                  <Typography.Paragraph key={index}>{step}</Typography.Paragraph>
                ))}
              </Card>
            ))}
          </Space>
        </Col>
      </Row>
    </div>
  );
}
