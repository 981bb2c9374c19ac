import type { Language } from '@lading/shared';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../../test/harness';
import { sheetsOf } from '../../products/import/import-sheets.test-support';
import { TRACKING_COLUMNS, trackingColumnForHeader } from './tracking-import-columns';
import {
  BASE,
  containerState,
  importTracking,
  stored,
  trackingFile,
  useTrackingImportWorld,
  w,
} from './tracking-import.test-support';

/*
 * The tracking templates (issue 15): the blank one, and the one of chosen containers with
 * their current values — downloaded and uploaded unchanged it changes nothing; a cell edited
 * changes that container only; made before someone else's change, it is refused.
 */
useTrackingImportWorld('TT');

const template = (
  query: Record<string, string | number | readonly number[]>,
  lang: Language = 'en',
) => t.call('GET', `${BASE}/containers-template`, { token: w.users.logistic.token, query, lang });

/** The data sheet's rows as header → value (the header row first). */
async function rowsOf(bytes: Buffer) {
  const [data] = await sheetsOf(bytes);
  const headers = (data!.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Record<string, unknown>[] = [];
  data!.eachRow((row, number) => {
    if (number === 1) return;
    const values = (row.values as unknown[]).slice(1);
    rows.push(Object.fromEntries(headers.map((header, i) => [header, values[i] ?? null])));
  });
  return { headers, rows };
}

/** The template with one cell changed (the row of container `id`, the column `header`). */
async function edited(bytes: Buffer, id: number, header: string, value: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).map(String);
  sheet.eachRow((row) => {
    if (row.getCell(1).value === id) row.getCell(headers.indexOf(header)).value = value;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

beforeAll(async () => {
  // the containers have a tracking record to carry: a is at sea, c1 is booked
  const job = await importTracking(
    t,
    w.users.logistic.token,
    await trackingFile([
      {
        containerId: w.containers.a,
        containerNo: 'MSKU1234567',
        loadingDate: '2026-10-20',
        atd: '2026-10-25',
        etd: '2026-10-24',
        eta: '2026-12-01',
        vessel: 'MSC Anna',
        hblNo: 'HBL-1',
      },
      { containerId: w.containers.c1, etd: '2026-12-05', eta: '2027-01-10', pol: 'Ningbo' },
    ]),
  );
  expect(job.status).toBe('succeeded');
});

describe('the blank template', () => {
  it.each(['en', 'zh'] as const)('in %s: headers the import reads, instructions', async (lang) => {
    const answer = await t.call('GET', `${BASE}/template`, { token: w.users.logistic.token, lang });
    expect(answer.status).toBe(200);
    const [data, instructions] = await sheetsOf(answer.raw);
    const headers = (data!.getRow(1).values as unknown[]).slice(1).map(String);
    // every column the import reads, plus the status (known, never read)
    expect(headers.map(trackingColumnForHeader).filter(Boolean)).toEqual(TRACKING_COLUMNS);
    expect(headers.map(trackingColumnForHeader)).toContain(null);
    expect(headers[0]).toBe(lang === 'zh' ? '集装箱 ID *' : 'Container ID *');
    expect(instructions!.getColumn(1).values).toEqual(
      expect.arrayContaining(TRACKING_COLUMNS.map((column) => column.title(lang))),
    );
    const job = await importTracking(t, w.users.logistic.token, answer.raw, lang);
    expect(job.error).toBe(
      lang === 'zh'
        ? '文件的标题行下没有集装箱'
        : 'The file has no containers under the header row',
    );
  });
});

describe('the template of chosen containers', () => {
  it('holds their current values, in the order chosen; a Draft is left out', async () => {
    const { a, b, c1, draft } = w.containers;
    const answer = await template({ ids: [c1, draft, a, b] });
    expect(answer.status).toBe(200);
    const { rows } = await rowsOf(answer.raw);
    expect(rows.map((row) => row['Container ID *'])).toEqual([c1, a, b]);
    const version = (await stored(t, [a])).get(a)!.version;
    expect(rows[1]).toMatchObject({
      'Shipment No.': 'TT-SH1',
      Status: 'Shipped',
      'Container / AWB No.': 'MSKU1234567',
      ETD: '2026-10-24',
      ETA: '2026-12-01',
      ATD: '2026-10-25',
      ATA: null,
      'Loading Date': '2026-10-20',
      Vessel: 'MSC Anna',
      'H/BL No.': 'HBL-1',
      Version: version,
    });
  });

  it.each(['en', 'zh'] as const)('in %s, uploaded unchanged, changes nothing', async (lang) => {
    const { a, b, c1 } = w.containers;
    const answer = await template({ ids: [a, b, c1] }, lang);
    const before = await containerState(t);
    const job = await importTracking(t, w.users.logistic.token, answer.raw, lang);
    expect(job).toMatchObject({ status: 'succeeded', imported: 3, updated: 0, unchanged: 3 });
    expect(await containerState(t)).toEqual(before);
  });

  it('with one cell edited, changes that container only', async () => {
    const { a, b, c1 } = w.containers;
    const answer = await template({ ids: [a, b, c1] });
    const before = await stored(t, [a, b, c1]);
    const job = await importTracking(
      t,
      w.users.logistic.token,
      await edited(answer.raw, c1, 'Vessel', 'CMA CGM Tage'),
    );
    expect(job).toMatchObject({ status: 'succeeded', updated: 1, unchanged: 2 });
    const after = await stored(t, [a, b, c1]);
    expect(after.get(c1)).toMatchObject({
      vessel: 'CMA CGM Tage',
      version: before.get(c1)!.version + 1,
    });
    expect(after.get(a)).toEqual(before.get(a));
    expect(after.get(b)).toEqual(before.get(b));
  });

  it('made before someone else changed a container: that row is refused', async () => {
    const { a, b } = w.containers;
    const answer = await template({ ids: [a, b] });
    const meanwhile = await importTracking(
      t,
      w.users.logistic.token,
      await trackingFile([{ containerId: b, voyage: '001E' }]),
    );
    expect(meanwhile.status).toBe('succeeded');
    const job = await importTracking(
      t,
      w.users.logistic.token,
      await edited(answer.raw, b, 'Voyage', '002E'),
    );
    expect(job.status).toBe('failed');
    expect(job.issues).toEqual([
      {
        row: 3,
        field: 'version',
        column: 'Version',
        message:
          'container TT-SH2 was changed by someone else meanwhile; reload and try again. Nothing was changed',
      },
    ]);
  });
});

describe('the template of the filtered list', () => {
  it('holds what the shipping plan filters find (no selection)', async () => {
    const answer = await template({ shipmentNo: 'TT-SH3' });
    const { rows } = await rowsOf(answer.raw);
    expect(rows.map((row) => row['Container ID *']).sort()).toEqual(
      [w.containers.c1, w.containers.c2].sort(),
    );
    const shipped = await rowsOf((await template({ status: 'Shipped' })).raw);
    expect(shipped.rows.map((row) => row['Container ID *'])).toEqual([w.containers.a]);
  });
});
