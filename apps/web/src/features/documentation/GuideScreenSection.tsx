import { Card, Divider, Image, Typography } from 'antd';
import type { Screen, ScreenName } from '@lading/shared';
import { useTranslation } from 'react-i18next';
import { PALETTE } from '../../app/palette';
import { guideImage, type GuideSection } from './guide-chapters';

/** One screen's text and screenshot (the browser tests write the image, per language). */
function ScreenGuide({ screen, heading }: { screen: Screen; heading?: boolean }) {
  const { t, i18n } = useTranslation('docs');
  const { t: screenTitle } = useTranslation('screens');
  const title = screenTitle(screen.titleKey);
  const name = screen.name as ScreenName;
  const language = i18n.language.startsWith('zh') ? 'zh' : 'en';
  return (
    <div id={screen.name}>
      {heading && (
        <Typography.Title level={3} style={{ fontSize: 16 }}>
          {title}
        </Typography.Title>
      )}
      <Typography.Paragraph strong>{t(`screens.${name}.title`)}</Typography.Paragraph>
      {(t(`screens.${name}.steps`, { returnObjects: true }) as string[]).map((step, index) => (
        <Typography.Paragraph key={index}>{step}</Typography.Paragraph>
      ))}
      <Image
        src={guideImage(screen.name, language)}
        alt={t('screenshotAlt', { screen: title })}
        loading="lazy"
        width="100%"
        style={{ border: `1px solid ${PALETTE.split}` }}
        preview={{ mask: t('enlarge') }}
      />
    </div>
  );
}

/** A visible screen's section, with the hidden screens opened from it. */
export function GuideScreenSection({ section }: { section: GuideSection }) {
  const { t } = useTranslation('screens');
  return (
    <Card title={t(section.screen.titleKey)}>
      <ScreenGuide screen={section.screen} />
      {section.folded.map((screen) => (
        <div key={screen.name}>
          <Divider />
          <ScreenGuide screen={screen} heading />
        </div>
      ))}
    </Card>
  );
}
