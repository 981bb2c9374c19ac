import type { ThemeConfig } from 'antd';
import { PALETTE as P, TAG_TEXT } from './palette';

/**
 * Status colours are set shade by shade from antd's own palettes (palette.ts): given only a
 * darker seed, antd would derive greyish tints from it (#adb8a5 for a green-8 seed).
 */
function statusTokens(
  name: 'Success' | 'Warning' | 'Error',
  c: { main: string; hover: string; active: string; bg: string; bgHover: string; border: string },
) {
  return {
    [`color${name}`]: c.main,
    [`color${name}Hover`]: c.hover,
    [`color${name}Active`]: c.active,
    [`color${name}Bg`]: c.bg,
    [`color${name}BgHover`]: c.bgHover,
    [`color${name}Border`]: c.border,
    [`color${name}BorderHover`]: c.hover,
    [`color${name}Text`]: c.main,
    [`color${name}TextHover`]: c.hover,
    [`color${name}TextActive`]: c.active,
  };
}

/**
 * `<Tag color="gold">` and the like draw `gold7` on `gold1`: the darker text shades. antd
 * keeps each shade twice (`gold7`, `gold-7`), both written as the CSS variable `--ant-gold-7`:
 * both are set, or the old one may win.
 */
const tagTextTokens = Object.fromEntries(
  Object.entries(TAG_TEXT).flatMap(([color, text]) => [
    [`${color}7`, text],
    [`${color}-7`, text],
  ]),
);

/**
 * Lading's antd theme (issue 22): antd's look, with every colour that fails WCAG 2.2 AA
 * contrast taken a shade darker in the same hue. theme.test.ts holds the proof.
 */
export const APP_THEME = {
  token: {
    colorPrimary: P.primary,
    colorInfo: P.primary,
    colorLink: P.primary,
    // antd derives the hovers a step lighter (#579df2, 2.9:1): keep them at 4.5:1
    colorPrimaryHover: P.primaryHover,
    colorPrimaryTextHover: P.primaryHover,
    colorInfoTextHover: P.primaryHover,
    colorLinkHover: P.primaryHover,
    colorLinkActive: P.primaryActive,
    ...statusTokens('Success', {
      main: P.success,
      hover: P.successHover,
      active: P.successActive,
      bg: P.successBg,
      bgHover: P.successBgHover,
      border: P.successBorder,
    }),
    ...statusTokens('Warning', {
      main: P.warning,
      hover: P.warningHover,
      active: P.warningActive,
      bg: P.warningBg,
      bgHover: P.warningBgHover,
      border: P.warningBorder,
    }),
    ...statusTokens('Error', {
      main: P.error,
      hover: P.errorHover,
      active: P.errorActive,
      bg: P.errorBg,
      bgHover: P.errorBgHover,
      border: P.errorBorder,
    }),
    colorErrorBgActive: P.errorBgHover,
    colorTextSecondary: P.textSecondary,
    colorTextTertiary: P.textTertiary,
    colorTextDescription: P.textTertiary,
    colorTextLabel: P.textSecondary,
    colorTextQuaternary: P.textQuaternary,
    colorTextPlaceholder: P.textQuaternary,
    colorTextDisabled: P.textDisabled,
    colorIcon: P.textTertiary,
    colorBorder: P.controlBorder,
    ...tagTextTokens,
  },
  components: {
    // the sidebar: antd's dark menu, its selected item white on a blue that stands out of it
    Layout: { siderBg: P.bgSider, triggerBg: P.bgSider },
    Menu: {
      darkItemBg: P.bgSider,
      darkItemColor: P.textOnSider,
      darkItemSelectedBg: P.siderSelected,
      darkItemSelectedColor: P.textOnDark,
      itemSelectedBg: P.primaryBg,
      itemSelectedColor: P.primary,
    },
    Table: {
      headerBg: P.bgAlter,
      headerColor: P.text,
      rowSelectedBg: P.primaryBg,
      rowSelectedHoverBg: P.primaryBgHover,
    },
    Button: { primaryColor: P.textOnDark, defaultBorderColor: P.borderSecondary },
    // a tag is named by its text: its border only decorates
    Tag: { colorBorder: P.borderSecondary },
    Pagination: { itemActiveBg: P.bgContainer, itemActiveColor: P.primary },
    Breadcrumb: {
      itemColor: P.textTertiary,
      linkColor: P.textTertiary,
      separatorColor: P.textTertiary,
      lastItemColor: P.text,
      linkHoverColor: P.text,
    },
    Segmented: { itemColor: P.textSecondary, trackBg: P.bgLayout },
    Select: { optionSelectedBg: P.primaryBg },
  },
} satisfies ThemeConfig;

/** The app's theme with antd's motion on or off (off for "reduce motion"). */
export function appTheme(motion: boolean): ThemeConfig {
  return { ...APP_THEME, token: { ...APP_THEME.token, motion } };
}
