import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { loadingPointRepository } from '../../modules/reference/loading-point.repository';
import { downloadExport, XLSX_TYPE } from '../../modules/reference/reference.test-support';
import { admin, t, useTestContext } from '../../test/harness';
import { dayOfText } from '../import/cell-text';
import { EXCEL_NUMBER_FORMATS, xlsxBuffer } from './xlsx-stream';

/**
 * Issue 13: an export writes a date-time as the screens show it — `YYYY-MM-DD HH:mm` text in
 * LADING_TIME_ZONE — and amounts as numbers shown with the screens' decimals.
 */

useTestContext({ admin: true, config: { timeZone: 'Asia/Shanghai' } });

describe('date-times in exports', () => {
  it('are YYYY-MM-DD HH:mm text in the configured zone, which the imports read back', async () => {
    const id = await loadingPointRepository.insert(t.db.kysely, {
      name: 'Zone Wharf',
      shortName: 'ZW',
      address: '1 Zone Road',
      // 00:30 the next day in Shanghai
      at: '2026-03-01T16:30:45.000Z',
    });
    expect(id).toBeGreaterThan(0);

    const answer = await downloadExport(t, '/api/loading-points/export', {
      token: admin,
      query: { keyword: 'Zone Wharf' },
    });
    expect(answer.status).toBe(200);
    expect(answer.contentType).toBe(XLSX_TYPE);
    expect(answer.rows).toEqual([
      ['Name', 'Short name', 'Address', 'Updated at'],
      ['Zone Wharf', 'ZW', '1 Zone Road', '2026-03-02 00:30'],
    ]);
    // a text cell, not an Excel date (no zone, no float rounding of the minute)
    const cell = answer.rows[1]![3];
    expect(typeof cell).toBe('string');
    expect(cell).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    // the imports' one date reader takes it (the day; the time is left out)
    expect(dayOfText(cell as string)).toEqual([2026, 3, 2]);
    // the file is named after the day in the same zone
    expect(decodeURIComponent(answer.disposition)).toMatch(/-\d{4}-\d{2}-\d{2}\.xlsx$/);
  });
});

describe('numbers in exports', () => {
  it('stay numbers, shown with the screens’ decimals', async () => {
    const buffer = await xlsxBuffer(
      'Loads',
      [
        {
          header: 'CBM',
          value: (row: { cbm: number; kg: number }) => row.cbm,
          numFmt: EXCEL_NUMBER_FORMATS.cbm,
        },
        {
          header: 'kg',
          value: (row: { cbm: number; kg: number }) => row.kg,
          numFmt: EXCEL_NUMBER_FORMATS.loadKg,
        },
      ],
      [{ cbm: 12.3456, kg: 21_600.5 }],
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer,
    );
    const row = workbook.worksheets[0]!.getRow(2);
    expect(row.getCell(1).value).toBe(12.3456);
    expect(row.getCell(1).numFmt).toBe('#,##0.000');
    expect(row.getCell(2).value).toBe(21_600.5);
    expect(row.getCell(2).numFmt).toBe('#,##0');
    expect(EXCEL_NUMBER_FORMATS.packageCbm).toBe('0.000000');
    expect(EXCEL_NUMBER_FORMATS.kg).toBe('#,##0.000');
  });
});
