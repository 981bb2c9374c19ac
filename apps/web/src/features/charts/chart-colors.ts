/**
 * Series colours of every chart: one palette, in packages/shared, so the report packs the
 * server draws (PDF, PowerPoint) show the screen's colours (chart-colors.test.ts holds it to
 * the theme's palette.ts).
 */
export { BAND_COLORS, CHART_COLORS, LATE_COLORS } from '@lading/shared';
