import { createRequire } from 'node:module';
import pdfmake from 'pdfmake';

/**
 * pdfmake as every PDF of the server uses it (report packs, delivery notes): one font for
 * both languages — Noto Sans SC, a TTF installed with the server's dependencies (a TTC
 * fails in pdfmake's SVG path), so every machine makes the same PDF — and nothing read but
 * its two font files: no URL, no other local file. pdfmake keeps one font table per
 * process, so it is set here once, not by each producer.
 */

/** The family name PDFs (and the SVG charts drawn in them) use. */
export const PDF_FONT = 'NotoSansSC';

const require = createRequire(import.meta.url);
const FONT_FILES = {
  normal: require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
};
const READABLE = new Set(Object.values(FONT_FILES));

pdfmake.setFonts({
  [PDF_FONT]: { ...FONT_FILES, italics: FONT_FILES.normal, bolditalics: FONT_FILES.bold },
});
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => READABLE.has(path));

export { pdfmake };
