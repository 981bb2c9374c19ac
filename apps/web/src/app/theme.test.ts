import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { PALETTE } from './palette';
import { APP_THEME } from './theme';

/**
 * The proof of issue 22's theme: the WCAG 2.2 contrast ratio of each colour the app draws
 * text in (4.5:1, SC 1.4.3) or a meaningful border or icon in (3:1, SC 1.4.11), against each
 * background it is drawn on, read from antd's tokens as the theme resolves them.
 */

type Rgba = { r: number; g: number; b: number; a: number };

function parse(color: string): Rgba {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(color)?.[1];
  if (hex) {
    const digits = hex.length === 3 ? [...hex].map((d) => d + d).join('') : hex;
    const [r = 0, g = 0, b = 0, a = 255] = (digits.match(/../g) ?? []).map((pair) =>
      parseInt(pair, 16),
    );
    return { r, g, b, a: a / 255 };
  }
  const rgb = /^rgba?\(([^)]+)\)$/.exec(color.replace(/\s+/g, ''))?.[1];
  if (!rgb) throw new Error(`not a colour: ${color}`);
  const [r = 0, g = 0, b = 0, a = 1] = rgb.split(/[,/]/).map(Number);
  return { r, g, b, a };
}

/** `color` painted over `under` (antd's text colours are black at an opacity). */
function over(color: string, under: Rgba): Rgba {
  const c = parse(color);
  const mix = (top: number, bottom: number) => top * c.a + bottom * (1 - c.a);
  return { r: mix(c.r, under.r), g: mix(c.g, under.g), b: mix(c.b, under.b), a: 1 };
}

function luminance({ r, g, b }: Rgba): number {
  const linear = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/** The contrast ratio of `fg` drawn on `bg` (which is itself drawn on white). */
function contrast(fg: string, bg: string): number {
  const back = over(bg, WHITE);
  const [x, y] = [luminance(over(fg, back)), luminance(back)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

const token = theme.getDesignToken(APP_THEME);
const c = APP_THEME.components;
/** antd's dark menu draws open sub-menus on this (its darkSubMenuItemBg). */
const SIDER_SUBMENU = '#000c17';
const PRESETS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
] as const;

type Row = { use: string; fg: string; bg: string; min: 4.5 | 3 };
const text = (use: string, fg: string, ...bgs: string[]): Row[] =>
  bgs.map((bg) => ({ use, fg, bg, min: 4.5 }));
const ui = (use: string, fg: string, ...bgs: string[]): Row[] =>
  bgs.map((bg) => ({ use, fg, bg, min: 3 }));

const white = token.colorBgContainer;
const alter = token.colorFillAlter; // table header, hovered row
const layout = token.colorBgLayout; // page ground, language switch
const selected = c.Table.rowSelectedBg;

const ROWS: Row[] = [
  ...text('colorText', token.colorText, white, alter, layout, selected, c.Table.rowSelectedHoverBg),
  ...text('colorTextSecondary', token.colorTextSecondary, white, alter, layout, selected),
  ...text('colorTextTertiary', token.colorTextTertiary, white, alter, layout, selected),
  ...text('colorTextDescription', token.colorTextDescription, white, alter, layout, selected),
  ...text('colorTextQuaternary', token.colorTextQuaternary, white, alter),
  ...text('colorTextPlaceholder', token.colorTextPlaceholder, white, alter),
  ...text('Table headerColor', c.Table.headerColor, c.Table.headerBg),
  ...text('colorLink', token.colorLink, white, alter, selected),
  ...text('colorLinkHover', token.colorLinkHover, white, alter),
  ...text('colorLinkActive', token.colorLinkActive, white, alter),
  ...text('colorPrimary (text)', token.colorPrimary, white, alter, token.colorPrimaryBg),
  ...text('colorPrimaryTextHover', token.colorPrimaryTextHover, white),
  ...text('Button primaryColor', c.Button.primaryColor, token.colorPrimary),
  ...text('Button primaryColor (hover)', c.Button.primaryColor, token.colorPrimaryHover),
  ...text('Button primaryColor (active)', c.Button.primaryColor, token.colorPrimaryActive),
  ...text(
    'white on colorError (danger button, Badge)',
    token.colorTextLightSolid,
    token.colorError,
  ),
  ...text('white on colorErrorHover', token.colorTextLightSolid, token.colorErrorHover),
  ...text('white on colorErrorActive', token.colorTextLightSolid, token.colorErrorActive),
  ...text('colorError', token.colorError, white, alter, token.colorErrorBg),
  ...text('colorErrorHover', token.colorErrorHover, white),
  ...text('colorWarning', token.colorWarning, white, alter, token.colorWarningBg),
  ...text('colorWarning', token.colorWarning, token.colorWarningBgHover),
  ...text('colorSuccess', token.colorSuccess, white, alter, token.colorSuccessBg),
  ...text('colorInfo (processing tag)', token.colorInfo, white, token.colorInfoBg),
  ...text('colorText on alerts', token.colorText, token.colorSuccessBg, token.colorWarningBg),
  ...text('colorText on alerts', token.colorText, token.colorErrorBg, token.colorInfoBg),
  ...PRESETS.flatMap((p) => text(`Tag ${p} (${p}7 on ${p}1)`, token[`${p}7`], token[`${p}1`])),
  ...text('Tag default', token.colorText, alter),
  ...text('Menu darkItemColor', c.Menu.darkItemColor, c.Menu.darkItemBg, SIDER_SUBMENU),
  ...text('Menu darkItemSelectedColor', c.Menu.darkItemSelectedColor, c.Menu.darkItemSelectedBg),
  ...text('Menu itemSelectedColor', c.Menu.itemSelectedColor, c.Menu.itemSelectedBg),
  ...text('Breadcrumb itemColor', c.Breadcrumb.itemColor, white),
  ...text('Breadcrumb lastItemColor', c.Breadcrumb.lastItemColor, white),
  ...text('Pagination itemActiveColor', c.Pagination.itemActiveColor, c.Pagination.itemActiveBg),
  ...text('Segmented itemColor', c.Segmented.itemColor, c.Segmented.trackBg),
  ...text('Select option, selected', token.colorText, c.Select.optionSelectedBg),
  ...text('sign-in toggle', PALETTE.textTertiary, PALETTE.bgContainer),
  ...text('sign-in button', PALETTE.textOnDark, PALETTE.primary, PALETTE.primaryHover),
  ...text('sign-in backdrop (white text would read)', PALETTE.textOnDark, PALETTE.bgLoginFrom),
  ...ui('colorBorder (inputs, check boxes)', token.colorBorder, white, alter),
  ...ui('colorPrimary (checked box, focus, active page)', token.colorPrimary, white, alter),
  ...ui('colorTextQuaternary (select arrow, sort icons)', token.colorTextQuaternary, white, alter),
  ...ui('colorIcon', token.colorIcon, white, alter),
  ...ui('colorSuccess / Warning / Error (progress, icons)', token.colorSuccess, white),
  ...ui('colorSuccess / Warning / Error (progress, icons)', token.colorWarning, white),
  ...ui('colorSuccess / Warning / Error (progress, icons)', token.colorError, white),
  ...ui('Menu selected item on the sider', c.Menu.darkItemSelectedBg, c.Menu.darkItemBg),
  ...ui('Menu selected item on the sider', c.Menu.darkItemSelectedBg, SIDER_SUBMENU),
];

describe('the theme meets WCAG 2.2 AA contrast', () => {
  it.each(ROWS.map((row) => ({ ...row, ratio: contrast(row.fg, row.bg).toFixed(2) })))(
    '$use: $fg on $bg is $ratio:1 (≥ $min)',
    ({ fg, bg, min }) => {
      expect(contrast(fg, bg)).toBeGreaterThanOrEqual(min);
    },
  );

  it('sets both names of a Tag text shade (one CSS variable, --ant-gold-7)', () => {
    for (const p of PRESETS) expect(token[`${p}-7`]).toBe(token[`${p}7`]);
  });

  it('keeps the brand: a blue primary, the same hue family as antd’s', () => {
    const { r, g, b } = parse(token.colorPrimary);
    expect(b).toBeGreaterThan(r + 100);
    expect(b).toBeGreaterThan(g);
    expect(token.colorPrimary).toBe(PALETTE.primary);
  });

  it('computes contrast as WCAG does (known pairs)', () => {
    expect(contrast('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrast('#1677ff', '#fff')).toBeCloseTo(4.1, 1);
    expect(contrast('rgba(0, 0, 0, 0.45)', '#fff')).toBeCloseTo(3.35, 1);
  });
});
