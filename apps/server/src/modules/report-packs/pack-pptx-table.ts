import type PptxGenJS from 'pptxgenjs';
import type { PackTable } from './report-pack-document';
import { addFramedSlide, BODY, type DeckContext, INK, SLIDE } from './pack-pptx-style';

/**
 * A table over as many slides as its rows need: the header row on every slide, the totals
 * row (bold) on the last one only, figures right-aligned, columns as wide as their relative
 * widths ask.
 */

/** rows of data per slide: with the header and the totals, 16 rows of 0.34 in fit the body */
export const TABLE_ROWS_PER_SLIDE = 14;
const ROW_HEIGHT = 0.34;

export function tableSlideCount(table: PackTable): number {
  return Math.max(1, Math.ceil(table.rows.length / TABLE_ROWS_PER_SLIDE));
}

export function addTableSlides(ctx: DeckContext, table: PackTable): void {
  const slides = tableSlideCount(table);
  const width = SLIDE.width - 2 * SLIDE.margin;
  const totalWeight = table.columns.reduce((sum, column) => sum + columnWeight(column), 0);
  const colW = table.columns.map((column) => (width * columnWeight(column)) / totalWeight);
  for (let index = 0; index < slides; index += 1) {
    const slide = addFramedSlide(ctx, table.title);
    const rows = table.rows.slice(index * TABLE_ROWS_PER_SLIDE, (index + 1) * TABLE_ROWS_PER_SLIDE);
    const tableRows: PptxGenJS.TableRow[] = [
      table.columns.map((column) =>
        cell(column.title, column.align, { bold: true, fill: { color: INK.headerFill } }),
      ),
      ...rows.map((row, rowIndex) =>
        table.columns.map((column, columnIndex) =>
          cell(row[columnIndex] ?? '', column.align, {
            fill: rowIndex % 2 === 1 ? { color: INK.zebraFill } : undefined,
          }),
        ),
      ),
    ];
    const last = index === slides - 1;
    if (last && table.totals) {
      const totals = table.totals;
      tableRows.push(
        table.columns.map((column, columnIndex) =>
          cell(totals[columnIndex] ?? '', column.align, { bold: true }),
        ),
      );
    }
    slide.addTable(tableRows, {
      x: SLIDE.margin,
      y: BODY.y,
      w: width,
      colW,
      rowH: ROW_HEIGHT,
      fontFace: ctx.font,
      lang: ctx.lang,
      fontSize: 11,
      color: INK.text,
      valign: 'middle',
      margin: [0.03, 0.08, 0.03, 0.08],
      border: { type: 'solid', pt: 0.75, color: INK.border },
    });
    if (table.rows.length === 0) {
      slide.addText(ctx.doc.labels.noData, {
        x: SLIDE.margin,
        y: BODY.y + ROW_HEIGHT * 2,
        w: width,
        h: 0.6,
        fontFace: ctx.font,
        lang: ctx.lang,
        fontSize: 14,
        color: INK.secondary,
        align: 'center',
      });
    }
  }
}

function columnWeight(column: PackTable['columns'][number]): number {
  return column.width !== undefined && column.width > 0 ? column.width : 1;
}

function cell(
  text: string,
  align: 'left' | 'right',
  options: PptxGenJS.TableCellProps,
): PptxGenJS.TableCell {
  return { text, options: { align, ...options } };
}
