import bwipjs from 'bwip-js/node';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import PptxGenJS from 'pptxgenjs';
import type { FileFormat } from '@lading/shared';
import { xlsxBuffer } from '../../platform/export/xlsx-stream';
import { PDF_FONT, pdfmake } from '../../platform/pdf/pdfmake-fonts';

/**
 * Small real documents for the demo's supplier files (issue 17), so every preview of
 * `/viewFile` has something to show: a PDF with Chinese text, a Word document, a workbook,
 * a deck, and a PNG (a QR code standing in for a scanned certificate).
 */
export async function demoDocument(
  format: FileFormat,
  title: string,
  lines: readonly string[],
): Promise<Buffer> {
  switch (format) {
    case 'pdf':
      return pdfmake
        .createPdf({
          defaultStyle: { font: PDF_FONT, fontSize: 11 },
          content: [
            { text: title, fontSize: 18, bold: true, margin: [0, 0, 0, 12] },
            ...lines.map((line) => ({
              text: line,
              margin: [0, 0, 0, 6] as [number, number, number, number],
            })),
          ],
        })
        .getBuffer();
    case 'docx':
      return Packer.toBuffer(
        new Document({
          sections: [
            {
              children: [
                new Paragraph({ children: [new TextRun({ text: title, bold: true, size: 32 })] }),
                ...lines.map((line) => new Paragraph({ children: [new TextRun(line)] })),
              ],
            },
          ],
        }),
      );
    case 'xlsx':
      return xlsxBuffer(
        title.slice(0, 31),
        [
          { header: 'Item 项目', width: 36, value: (row: readonly string[]) => row[0] },
          { header: 'Answer 答复', width: 50, value: (row: readonly string[]) => row[1] },
        ],
        lines.map((line) => line.split(': ') as readonly string[]),
      );
    case 'pptx': {
      const deck = new PptxGenJS();
      deck.layout = 'LAYOUT_16x9';
      const cover = deck.addSlide();
      cover.addText(title, { x: 0.5, y: 1.5, w: 9, h: 1.2, fontSize: 30, bold: true });
      const body = deck.addSlide();
      body.addText(
        lines.map((line) => ({ text: line, options: { bullet: true, breakLine: true } })),
        { x: 0.5, y: 0.5, w: 9, h: 4.5, fontSize: 18 },
      );
      return (await deck.write({ outputType: 'nodebuffer' })) as Buffer;
    }
    case 'png':
    case 'jpg':
      return bwipjs.toBuffer({ bcid: 'qrcode', text: `${title}\n${lines.join('\n')}`, scale: 4 });
  }
}
