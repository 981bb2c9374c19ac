/**
 * Lading's colours, in one place (issue 22 "theme"): antd's theme (theme.ts) and the plain CSS
 * of the sign-in page and the shell (CSS variables, see applyPaletteVariables) read them.
 * No antd import here: the sign-in page stays free of antd.
 *
 * Every colour that text is drawn in reaches WCAG 2.2 AA (4.5:1) on the backgrounds it is
 * drawn on, and the borders and icons that carry meaning reach 3:1; theme.test.ts computes
 * the ratios and docs/decisions.md lists them. Where antd's own colour fails, the next darker
 * shade of the same antd palette is taken, so the app keeps its look (blue, green, gold, red).
 */
export const PALETTE = {
  /** antd's blue-7 (its default #1677ff is 4.10:1 on white) */
  primary: '#0958d9',
  /** lighter than primary, as antd's hover is, but still 4.5:1 under white text */
  primaryHover: '#1668dc',
  primaryActive: '#003eb3',
  primaryBg: '#e6f4ff',
  primaryBgHover: '#bae0ff',
  primaryBorder: '#91caff',

  /** antd's green-8 (green-6 #52c41a is 2.27:1) on green-1/3 tints */
  success: '#237804',
  successHover: '#389e0d',
  successActive: '#135200',
  successBg: '#f6ffed',
  successBgHover: '#d9f7be',
  successBorder: '#b7eb8f',

  /** a dark gold (gold-6 #faad14 is 1.90:1, gold-8 #ad6800 4.41:1) on gold-1/3 tints */
  warning: '#a15c00',
  warningHover: '#ad6800',
  warningActive: '#874d00',
  warningBg: '#fffbe6',
  warningBgHover: '#fff1b8',
  warningBorder: '#ffe58f',

  /** antd's red-7 (its default #ff4d4f is 3.26:1) on red-1/3 tints */
  error: '#cf1322',
  errorHover: '#d4242c',
  errorActive: '#a8071a',
  errorBg: '#fff1f0',
  errorBgHover: '#ffccc7',
  errorBorder: '#ffa39e',

  /** antd's text is black at an opacity; tertiary and quaternary are raised to reach 4.5:1 */
  text: 'rgba(0, 0, 0, 0.88)',
  textSecondary: 'rgba(0, 0, 0, 0.65)',
  /** descriptions, secondary Typography, breadcrumb (antd 0.45, #8c8c8c, 3.36:1) */
  textTertiary: 'rgba(0, 0, 0, 0.6)',
  /** placeholders and the icons of inputs (antd 0.25, #bfbfbf, 1.83:1) */
  textQuaternary: 'rgba(0, 0, 0, 0.56)',
  /** disabled text is exempt from 1.4.3; lighter than a placeholder so it still reads as off */
  textDisabled: 'rgba(0, 0, 0, 0.4)',
  textOnDark: '#fff',
  /** the sidebar's menu text (antd's dark menu) */
  textOnSider: 'rgba(255, 255, 255, 0.65)',

  /** the borders of inputs, selects, check boxes: 3:1 on white (antd's #d9d9d9 is 1.36:1) */
  controlBorder: '#8c8c8c',
  /** borders that only decorate (cards, buttons and tags named by their text, dividers) */
  borderSecondary: '#d9d9d9',
  split: '#f0f0f0',

  bgContainer: '#fff',
  /** table header, default tag, alternate rows */
  bgAlter: '#fafafa',
  bgLayout: '#f5f5f5',
  bgSider: '#001529',
  /**
   * the sidebar's selected item: 3:1 against the sider (primary is 2.99:1 there) and 4.5:1
   * under its white text
   */
  siderSelected: '#1668dc',
  /** the sign-in page's backdrop runs from this navy to the primary blue */
  bgLoginFrom: '#0b2a4a',
} as const;

/**
 * The text colours of antd's preset Tag colours (`<Tag color="green">` draws its `green7` on
 * `green1`): the ones whose 7th shade is under 4.5:1 on their tint take the 8th or 9th.
 */
export const TAG_TEXT = {
  green: '#237804',
  cyan: '#006d75',
  orange: '#ad4e00',
  gold: '#a15c00',
  yellow: '#876800',
  lime: '#3f6600',
  volcano: '#ad2102',
} as const;

/** The palette as CSS variables (`--lading-primary` …) for the plain CSS of the app. */
export function paletteVariables(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(PALETTE).map(([name, value]) => [
      `--lading-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
      value,
    ]),
  );
}

/** Puts the palette's CSS variables on the document (before the first paint). */
export function applyPaletteVariables(root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(paletteVariables())) {
    root.style.setProperty(name, value);
  }
}
