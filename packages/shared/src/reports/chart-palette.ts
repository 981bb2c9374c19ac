/**
 * Series colours of every chart, on screen (apps/web EChart) and in the report packs (PDF,
 * PowerPoint): the theme's primary, success, warning and error (apps/web/src/app/palette.ts,
 * each ≥ 3:1 on white: WCAG 1.4.11 for graphics), then four more, in the order charts take
 * them. The web's chart-colors test holds the first four to the theme.
 */
export const CHART_COLORS = [
  '#0958d9',
  '#237804',
  '#a15c00',
  '#cf1322',
  '#531dab',
  '#006d75',
  '#c41d7f',
  '#595959',
] as const;

/** The utilization bands (spec §9): > 95 % (success), 90–95 % (warning), < 90 % (error). */
export const BAND_COLORS = {
  high: '#237804',
  mid: '#a15c00',
  low: '#cf1322',
} as const;

/** Late (error) and on time (success), as the seaReport chart draws them. */
export const LATE_COLORS = { late: '#cf1322', onTime: '#237804' } as const;
