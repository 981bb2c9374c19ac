import { describe, expect, it } from 'vitest';
import { t } from '../../../test/harness';
import { sheetsOf } from '../../products/import/import-sheets.test-support';
import { multipart } from '../../products/import/import.test-support';
import { TRACKING_COLUMNS } from './tracking-import-columns';
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
 * Tracking update by Excel (issue 15): a file of many containers applies all its rows in one
 * transaction or none, with a report naming each refused row, column and reason in the
 * reader's language.
 */
useTrackingImportWorld('TI');

describe('a good file', () => {
  it('applies every row: fields set, milestones move the status, history written', async () => {
    const { a, b } = w.containers;
    const historyBefore = (await containerState(t)).changes;
    const job = await importTracking(
      t,
      w.users.logistic.token,
      await trackingFile([
        {
          containerId: a,
          containerNo: 'MSKU1234567',
          etd: '2026-10-24',
          eta: '2026-12-01',
          loadingDate: '2026-10-20',
          atd: new Date(Date.UTC(2026, 9, 25)),
          vessel: 'MSC Anna',
          voyage: '612W',
          pol: 'Ningbo',
          pod: 'Lagos (Apapa)',
          hblNo: 'HBL-001',
          mblNo: 'MEDU123',
        },
        { containerId: b, etd: '2026-12-05', eta: '2027-01-10', trackingNo: 'DHL 55' },
      ]),
    );
    expect(job).toMatchObject({
      status: 'succeeded',
      imported: 2,
      updated: 2,
      unchanged: 0,
      refusedRows: 0,
      issues: [],
    });
    const after = await stored(t, [a, b]);
    expect(after.get(a)).toMatchObject({
      status: 'Shipped',
      container_no: 'MSKU1234567',
      etd: '2026-10-24',
      eta: '2026-12-01',
      loading_date: '2026-10-20',
      atd: '2026-10-25',
      vessel: 'MSC Anna',
      voyage: '612W',
      pol: 'Ningbo',
      pod: 'Lagos (Apapa)',
      hbl_no: 'HBL-001',
      mbl_no: 'MEDU123',
    });
    // future estimates are allowed; the status stays
    expect(after.get(b)).toMatchObject({
      status: 'Unshipped',
      etd: '2026-12-05',
      eta: '2027-01-10',
      tracking_no: 'DHL 55',
    });
    expect((await containerState(t)).changes).toBeGreaterThan(historyBefore);
  });
});

describe('all or nothing', () => {
  it('one bad row: nothing is applied and that row is reported', async () => {
    const { b, c1 } = w.containers;
    const before = await containerState(t);
    const job = await importTracking(
      t,
      w.users.logistic.token,
      await trackingFile([
        { containerId: c1, vessel: 'Never applied', etd: '2026-12-01' },
        // ATA before ATD on a container that has a container no. and its loading date
        {
          containerId: b,
          containerNo: 'TGHU7654321',
          loadingDate: '2026-10-01',
          atd: '2026-10-10',
          ata: '2026-10-05',
        },
      ]),
    );
    expect(job.status).toBe('failed');
    expect(job.refusedRows).toBe(1);
    expect(job.error).toBe('Refused rows: 1. Nothing was imported');
    expect(job.issues).toEqual([
      {
        row: 3,
        field: 'ata',
        column: 'ATA',
        message: expect.stringContaining('the ATA 2026-10-05 is before the ATD 2026-10-10'),
      },
    ]);
    expect(await containerState(t)).toEqual(before);
  });

  it('refusals name the row and column in the reader language', async () => {
    const before = await containerState(t);
    const job = await importTracking(
      t,
      w.users.logistic.token,
      await trackingFile(
        [
          { containerId: w.containers.a, eta: '01/02/2026' },
          { containerId: 999_999, vessel: 'X' },
          { containerId: w.containers.draft, vessel: 'X' },
          { containerId: w.containers.c1, atd: '2099-01-01' },
          { containerId: w.containers.c2, vessel: 'X'.repeat(101) },
          { containerId: w.containers.b, vessel: 'Once' },
          { containerId: w.containers.b, vessel: 'again' },
        ],
        { lang: 'zh' },
      ),
      'zh',
    );
    expect(job.status).toBe('failed');
    expect(job.issues.map(({ row, column, message }) => [row, column, message])).toEqual([
      [2, 'ETA', '不是有效的日期（YYYY-MM-DD）'],
      [3, '集装箱 ID', '集装箱 ID 999999 不是您可以更新的集装箱'],
      // a planner's draft is no shipment yet
      [4, '集装箱 ID', `集装箱 ID ${w.containers.draft} 不是您可以更新的集装箱`],
      [5, 'ATD', expect.stringContaining('实际离港日期（ATD） 2099-01-01 晚于今天')],
      [6, '船名', '最多 100 个字符'],
      [8, '集装箱 ID', `${w.containers.b} 与文件第 7 行重复`],
    ]);
    expect(await containerState(t)).toEqual(before);
  });
});

describe('a forwarder file without container IDs', () => {
  const byShipment = TRACKING_COLUMNS.filter((column) => column.field !== 'containerId');

  it('names containers by shipment no. (any case); a shipment of several is refused', async () => {
    const job = await importTracking(
      t,
      w.users.logistic.token,
      await trackingFile(
        [
          { shipmentNo: `${w.prefix}-sh2`, voyage: '77E' },
          { shipmentNo: `${w.prefix}-SH3`, voyage: '77E' },
          { shipmentNo: 'NO-SUCH', voyage: '77E' },
        ],
        { columns: byShipment },
      ),
    );
    expect(job.issues.map(({ row, column, message }) => [row, column, message])).toEqual([
      [
        3,
        'Shipment No.',
        `shipment ${w.prefix}-SH3 has 2 containers: give the container ID (the tracking template has it)`,
      ],
      [4, 'Shipment No.', 'no container you can update has shipment no. NO-SUCH'],
    ]);
    const fixed = await importTracking(
      t,
      w.users.logistic.token,
      await trackingFile([{ shipmentNo: `${w.prefix}-SH2`, voyage: '77E' }], {
        columns: byShipment,
      }),
    );
    expect(fixed).toMatchObject({ status: 'succeeded', updated: 1 });
    expect((await stored(t, [w.containers.b])).get(w.containers.b)!.voyage).toBe('77E');
  });
});

describe('access', () => {
  it('a supplier user and a viewer are refused (no tracking.write); nothing queued', async () => {
    const file = await trackingFile([{ containerId: w.containers.a, vessel: 'X' }]);
    for (const user of [w.users.supplierA, w.users.viewer]) {
      const upload = await t.call('POST', BASE, {
        token: user.token,
        ...multipart('t.xlsx', file),
      });
      expect(upload.status).toBe(403);
      const template = await t.call('GET', `${BASE}/containers-template`, {
        token: user.token,
        query: { ids: [w.containers.a] },
      });
      expect(template.status).toBe(403);
      expect((await t.call('GET', `${BASE}/template`, { token: user.token })).status).toBe(403);
    }
  });
});

describe('supplier scope', () => {
  it('given tracking.write, a supplier user reaches only its own suppliers containers', async () => {
    // no supplier group holds tracking.write; an administrator could grant it
    const db = t.db.kysely;
    const resource = await db
      .selectFrom('resources')
      .select('id')
      .where('resource_key', '=', 'tracking.write')
      .executeTakeFirstOrThrow();
    const group = await db
      .selectFrom('user_groups')
      .select('id')
      .where('name', '=', '7-Supplier')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('group_resources')
      .values({ group_id: group.id, resource_id: resource.id })
      .execute();
    const { a, b } = w.containers;
    const token = w.users.supplierA.token;

    const answer = await t.call('GET', `${BASE}/containers-template`, {
      token,
      query: { ids: [a, b] },
    });
    expect(answer.status).toBe(200);
    const [data] = await sheetsOf(answer.raw);
    expect(data!.getColumn(1).values.slice(2)).toEqual([a]);

    const before = await containerState(t);
    const job = await importTracking(
      t,
      token,
      await trackingFile([
        { containerId: a, trackingNo: 'A-1' },
        { containerId: b, trackingNo: 'B-1' },
      ]),
    );
    expect(job.issues.map(({ row, message }) => [row, message])).toEqual([
      [3, `container ID ${b} is not one of the containers you can update`],
    ]);
    expect(await containerState(t)).toEqual(before);
  });
});
