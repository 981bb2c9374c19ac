import type PptxGenJS from 'pptxgenjs';
import type { ReportPackDocument } from './report-pack-document';

/**
 * The look of a report pack deck (16:9, 13.33 × 7.5 in): fonts, colours and the frame every
 * slide shares (a heading and the page line).
 */

/** palette.ts: text (black at 0.88), textSecondary (0.65), borderSecondary, split, bgAlter */
export const INK = {
  text: '1F1F1F',
  secondary: '595959',
  border: 'D9D9D9',
  headerFill: 'F0F0F0',
  zebraFill: 'FAFAFA',
} as const;

/** PowerPoint takes a font by name; YaHei ships with Windows and Office for Mac. */
export function deckFont(language: ReportPackDocument['language']): string {
  return language === 'zh' ? 'Microsoft YaHei' : 'Calibri';
}

export function deckLang(language: ReportPackDocument['language']): string {
  return language === 'zh' ? 'zh-CN' : 'en-US';
}

export const SLIDE = { width: 13.333, height: 7.5, margin: 0.5 } as const;
/** where a slide's content starts and how tall it may be (between the heading and the page line) */
export const BODY = { y: 1.2, h: 5.6 } as const;

export interface DeckContext {
  pptx: PptxGenJS;
  doc: ReportPackDocument;
  font: string;
  lang: string;
  /** slides in the whole deck, for the page line */
  pages: number;
  /** slides added so far */
  added: number;
}

/** A new slide with its heading (none when empty) and its "Page n of N" line. */
export function addFramedSlide(ctx: DeckContext, heading: string): PptxGenJS.Slide {
  const slide = ctx.pptx.addSlide();
  ctx.added += 1;
  const page = ctx.added;
  const width = SLIDE.width - 2 * SLIDE.margin;
  if (heading) {
    slide.addText(heading, {
      x: SLIDE.margin,
      y: 0.35,
      w: width,
      h: 0.7,
      fontFace: ctx.font,
      lang: ctx.lang,
      fontSize: 24,
      bold: true,
      color: INK.text,
      valign: 'middle',
    });
  }
  slide.addText(pageLine(ctx.doc.labels.page, page, ctx.pages), {
    x: SLIDE.margin,
    y: SLIDE.height - 0.55,
    w: width,
    h: 0.35,
    fontFace: ctx.font,
    lang: ctx.lang,
    fontSize: 10,
    color: INK.secondary,
    align: 'right',
    valign: 'middle',
  });
  return slide;
}

export function pageLine(template: string, page: number, pages: number): string {
  return template.replaceAll('{{page}}', String(page)).replaceAll('{{pages}}', String(pages));
}
