import type { OtdLineItem, OtdReport, Page, ReportSettings } from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../test/harness';
import { ALL_SUPPLIERS } from '../../platform/permissions/scope';
import { otdSummary } from './otd.service';
import { useReportWorld, w } from './otd-reports.test-support';

/**
 * The company's report settings (issue 15: the OTD tolerance "a setting, default 0 days").
 * One received container (2026-03-12): line 10 two days after its RDD, line 20 before it.
 */
const range = { receivedFrom: '2026-03-01', receivedTo: '2026-03-31' };

useReportWorld('OTDSET', async (w) => {
  const po = await w.order(w.supplierA.id, [
    { productId: w.packed.id, loadingPointId: w.ningbo.id, orderQty: 10, rdd: '2026-03-10' },
    { productId: w.loose.id, loadingPointId: w.ningbo.id, orderQty: 30, rdd: '2026-03-20' },
  ]);
  const [late, early] = po.lineIds as [number, number];
  await w.container(
    {
      status: 'Received',
      lines: [
        { poLineId: late, qty: 10 },
        { poLineId: early, qty: 30 },
      ],
    },
    { receiving_date: '2026-03-12' },
  );
});

let admin: string;
/** Reads the reports (its group has /reportForms), keeps no references. */
let reader: string;
/** 3-Logistic: keeps the logistics references (reference.write). */
let logistic: string;
beforeAll(async () => {
  admin = w.users.admin.token;
  reader = (await t.signedInUser('8-African OPS')).token;
  logistic = (await t.signedInUser('3-Logistic')).token;
});

const settingsOf = async (token: string) => {
  const answer = await t.call<ReportSettings>('GET', '/api/reports/settings', { token });
  expect(answer.status).toBe(200);
  return answer.body.data;
};
const put = (token: string, body: unknown) =>
  t.call<ReportSettings>('PUT', '/api/reports/settings', { token, body, lang: 'en' });
const report = async (query: Record<string, string | number> = {}) => {
  const answer = await t.call<OtdReport>('GET', '/api/reports/otd', {
    token: reader,
    query: { ...range, ...query },
  });
  expect(answer.status).toBe(200);
  return answer.body.data;
};
const lateLines = async (query: Record<string, string | number> = {}) => {
  const answer = await t.call<Page<OtdLineItem>>('GET', '/api/reports/otd/lines', {
    token: reader,
    query: { ...range, late: 1, ...query },
  });
  expect(answer.status).toBe(200);
  return answer.body.data;
};

describe('GET /api/reports/settings', () => {
  it('needs a session and reports.read', async () => {
    expect((await t.call('GET', '/api/reports/settings')).status).toBe(401);
    // 6-DDC has no /reportForms, so no reports.read
    const ddc = await t.signedInUser('6-DDC');
    expect((await t.call('GET', '/api/reports/settings', { token: ddc.token })).status).toBe(403);
  });

  it('answers the default, 0 days, before anyone changed it', async () => {
    expect(await settingsOf(reader)).toEqual({ otdToleranceDays: 0 });
  });
});

describe('PUT /api/reports/settings', () => {
  it('refuses a reader without reference.write (403), and changes nothing', async () => {
    const answer = await put(reader, { otdToleranceDays: 5 });
    expect(answer.status).toBe(403);
    expect(await settingsOf(reader)).toEqual({ otdToleranceDays: 0 });
  });

  it('refuses values out of range, not whole, of the wrong type or with unknown fields', async () => {
    const bodies: unknown[] = [
      { otdToleranceDays: -1 },
      { otdToleranceDays: 91 },
      { otdToleranceDays: 1.5 },
      { otdToleranceDays: '3' },
      { otdToleranceDays: null },
      {},
      { otdToleranceDays: 3, other: 1 },
    ];
    for (const body of bodies) {
      const answer = await put(admin, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message, JSON.stringify(body)).not.toBe('');
    }
    expect(await settingsOf(admin)).toEqual({ otdToleranceDays: 0 });
    const audited = await t.db.kysely
      .selectFrom('audit_log')
      .select('id')
      .where('entity', '=', 'reportSettings')
      .execute();
    expect(audited).toEqual([]);
  });

  it('lets who keeps the references change it, audited before → after', async () => {
    const answer = await put(logistic, { otdToleranceDays: 2 });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ otdToleranceDays: 2 });
    expect(await settingsOf(reader)).toEqual({ otdToleranceDays: 2 });
    const rows = await t.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'entity_id', 'before_json', 'after_json'])
      .where('entity', '=', 'reportSettings')
      .execute();
    expect(rows).toEqual([
      {
        action: 'reportSettings.update',
        entity_id: 'company',
        before_json: JSON.stringify({ otdToleranceDays: 0 }),
        after_json: JSON.stringify({ otdToleranceDays: 2 }),
      },
    ]);
    // changed again: replaced, not added
    expect((await put(admin, { otdToleranceDays: 90 })).status).toBe(200);
    expect(await settingsOf(reader)).toEqual({ otdToleranceDays: 90 });
  });
});

describe('OTD with the company tolerance', () => {
  it('counts with the setting when the filter names none; a filter still overrides it', async () => {
    expect((await put(admin, { otdToleranceDays: 0 })).status).toBe(200);
    expect((await report()).toleranceDays).toBe(0);
    expect((await report()).totals).toMatchObject({ delivered: 2, onTime: 1, rate: 50 });
    expect((await lateLines()).total).toBe(1);

    expect((await put(admin, { otdToleranceDays: 2 })).status).toBe(200);
    const data = await report();
    expect(data.toleranceDays).toBe(2);
    expect(data.totals).toMatchObject({ delivered: 2, onTime: 2, rate: 100 });
    expect((await lateLines()).total).toBe(0);

    // the URL's tolerance wins for that view
    const strict = await report({ toleranceDays: 0 });
    expect(strict).toMatchObject({ toleranceDays: 0, totals: { onTime: 1, rate: 50 } });
    expect((await lateLines({ toleranceDays: 0 })).total).toBe(1);
  });

  it("gives the home dashboard's OTD the same tolerance", async () => {
    expect((await put(admin, { otdToleranceDays: 2 })).status).toBe(200);
    expect(
      await otdSummary(t.db.kysely, ALL_SUPPLIERS, range.receivedFrom, range.receivedTo),
    ).toEqual({ delivered: 2, onTime: 2, rate: 100 });
    expect((await put(admin, { otdToleranceDays: 1 })).status).toBe(200);
    expect(
      await otdSummary(t.db.kysely, ALL_SUPPLIERS, range.receivedFrom, range.receivedTo),
    ).toEqual({ delivered: 2, onTime: 1, rate: 50 });
  });
});
