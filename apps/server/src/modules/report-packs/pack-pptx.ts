import PptxGenJS from 'pptxgenjs';
import { addChartSlide } from './pack-pptx-chart';
import { correctChartParts } from './pack-pptx-charts-xml';
import {
  addFramedSlide,
  BODY,
  type DeckContext,
  deckFont,
  deckLang,
  INK,
  SLIDE,
} from './pack-pptx-style';
import { addTableSlides, tableSlideCount } from './pack-pptx-table';
import type { ReportPackDocument } from './report-pack-document';

/**
 * A report pack as a PowerPoint deck (issue 15): a title slide (the report, its filters, when
 * it was made), a slide per chart with a native chart, then each table over as many slides
 * as it needs. Server only: pptxgenjs never reaches the web bundle.
 */
export async function renderPackPptx(doc: ReportPackDocument): Promise<Buffer> {
  const pptx = new PptxGenJS();
  const font = deckFont(doc.language);
  pptx.layout = 'LAYOUT_WIDE';
  pptx.title = doc.title;
  pptx.theme = { headFontFace: font, bodyFontFace: font };
  const ctx: DeckContext = {
    pptx,
    doc,
    font,
    lang: deckLang(doc.language),
    pages: 1 + doc.charts.length + doc.tables.reduce((sum, t) => sum + tableSlideCount(t), 0),
    added: 0,
  };

  addTitleSlide(ctx);
  for (const chart of doc.charts) addChartSlide(ctx, chart);
  for (const table of doc.tables) addTableSlides(ctx, table);

  const written = await pptx.write({ outputType: 'nodebuffer' });
  if (!Buffer.isBuffer(written)) throw new Error('pptxgenjs did not return a Buffer');
  return correctChartParts(written);
}

function addTitleSlide(ctx: DeckContext): void {
  const slide = addFramedSlide(ctx, '');
  const lines = [
    { text: ctx.doc.title, fontSize: 36, bold: true, color: INK.text },
    { text: ctx.doc.filters, fontSize: 18, bold: false, color: INK.secondary },
    { text: ctx.doc.madeAt, fontSize: 16, bold: false, color: INK.secondary },
  ];
  slide.addText(
    lines.map(({ text, ...options }) => ({ text, options: { ...options, breakLine: true } })),
    {
      x: SLIDE.margin,
      y: BODY.y,
      w: SLIDE.width - 2 * SLIDE.margin,
      h: BODY.h - 0.6,
      fontFace: ctx.font,
      lang: ctx.lang,
      valign: 'middle',
      paraSpaceAfter: 12,
    },
  );
}
