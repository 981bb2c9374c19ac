import type { CreateReportPackBody, Language, ReportPackJob } from '@lading/shared';
import pdfParse from 'pdf-parse/lib/pdf-parse.js';
import { expect } from 'vitest';
import { t } from '../../test/harness';
import { useReportWorld, w, type ReportWorld } from '../otd-reports/otd-reports.test-support';

/** Helpers the report pack API tests share (not a test file itself). */

/**
 * The OTD world (otd.routes.test.ts, receiving dates 2026-01-01 … 2026-06-30) plus what the
 * other three reports read:
 *
 *   C1 NG received 2026-03-12, ETD 2026-02-15, ATD 2026-02-20: A line (PV 10 pcs, row total
 *      USD 1,000.00) and B line (PV 20 pcs, USD 400.00) — 1 of the 2 on time (March 50.0 %)
 *   C2 KE received 2026-04-05: A lines 16 and 4 days late — April 0.0 %; OTD 1 of 4 = 25.0 %
 *   C3 at sea (ATD 2026-05-01, ETD 2026-04-28): A's line only, container AAAU1111111, POD Lagos
 *   C4 at sea (ATD 2026-05-03, ETD 2026-04-30): B's line only, container BBBU2222222, POD Mombasa
 *
 * Shipped (ATD 2026-01-01 … 2026-06-30): C1's USD 1,400.00 in February (A 1,000.00, B 400.00),
 * C3's and C4's in May at the factory's USD 10.00 a piece (A 7 pcs 70.00, B 3 pcs 30.00):
 * USD 1,500.00 in all, A's 1,070.00.
 */
export function usePackWorld() {
  useReportWorld('PACK', async (w) => {
    const poA = await w.order(w.supplierA.id, [
      { productId: w.packed.id, loadingPointId: w.ningbo.id, orderQty: 10, rdd: '2026-03-10' },
      { productId: w.loose.id, loadingPointId: w.ningbo.id, orderQty: 30, rdd: '2026-03-20' },
    ]);
    const poA2 = await w.order(w.supplierA.id, [
      { productId: w.packed.id, loadingPointId: w.ningbo.id, orderQty: 5, rdd: '2026-04-01' },
      { productId: w.heavy.id, loadingPointId: w.ningbo.id, orderQty: 7, rdd: '2026-02-01' },
    ]);
    const poB = await w.order(w.supplierB.id, [
      { productId: w.packed.id, loadingPointId: w.ningbo.id, orderQty: 20, rdd: '2026-03-15' },
      { productId: w.loose.id, loadingPointId: w.ningbo.id, orderQty: 3, rdd: '2026-06-01' },
    ]);
    const [a10, a20] = poA.lineIds as [number, number];
    const [a30, a40] = poA2.lineIds as [number, number];
    const [b10, b20] = poB.lineIds as [number, number];
    const db = t.db.kysely;
    for (const [id, cents] of [
      [a10, 100_000],
      [b10, 40_000],
    ] as const) {
      await db
        .updateTable('po_lines')
        .set({ row_total_usd_cents: cents })
        .where('id', '=', id)
        .execute();
    }
    await w.container(
      {
        status: 'Received',
        lines: [
          { poLineId: a10, qty: 10 },
          { poLineId: b10, qty: 20 },
        ],
      },
      { receiving_date: '2026-03-12', etd: '2026-02-15', atd: '2026-02-20' },
    );
    await w.container(
      {
        status: 'Received',
        destination: 'KE',
        lines: [
          { poLineId: a20, qty: 30 },
          { poLineId: a30, qty: 5 },
        ],
      },
      { receiving_date: '2026-04-05' },
    );
    await w.container(
      { status: 'Shipped', lines: [{ poLineId: a40, qty: 7 }] },
      { container_no: 'AAAU1111111', pod: 'Lagos', etd: '2026-04-28', atd: '2026-05-01' },
    );
    await w.container(
      { status: 'Shipped', lines: [{ poLineId: b20, qty: 3 }] },
      { container_no: 'BBBU2222222', pod: 'Mombasa', etd: '2026-04-30', atd: '2026-05-03' },
    );
  });
}

export { w, type ReportWorld };

/** The filters of every pack: the test data's half year. */
export const HALF_YEAR = {
  otd: { receivedFrom: '2026-01-01', receivedTo: '2026-06-30' },
  utilization: { etdFrom: '2026-01-01', etdTo: '2026-06-30' },
  seaReport: {},
  shippingAmountReport: { atdFrom: '2026-01-01', atdTo: '2026-06-30' },
} as const;

export const queuePack = (token: string, body: unknown, lang: Language = 'en') =>
  t.call<{ jobId: number }>('POST', '/api/reports/packs', { token, body, lang });

export const readPackJob = (token: string, jobId: number, lang: Language = 'en') =>
  t.call<ReportPackJob>('GET', `/api/reports/packs/${jobId}`, { token, lang });

export const downloadPack = (token: string, jobId: number) =>
  t.call('GET', `/api/reports/packs/${jobId}/file`, { token });

/** Queues a pack, runs the queue, and answers the finished job, the download and its text. */
export async function makePack(token: string, body: CreateReportPackBody, lang: Language = 'en') {
  const queued = await queuePack(token, body, lang);
  expect(queued.status).toBe(200);
  const { jobId } = queued.body.data;
  await t.app.jobs.drain();
  const job = (await readPackJob(token, jobId, lang)).body.data;
  expect(job).toMatchObject({ id: jobId, status: 'succeeded', stage: 'done', error: null });
  const file = await downloadPack(token, jobId);
  expect(file.status).toBe(200);
  const text = body.format === 'pdf' ? (await pdfParse(file.raw)).text : '';
  return {
    job,
    file,
    text,
    pages: body.format === 'pdf' ? (await pdfParse(file.raw)).numpages : 0,
  };
}

/** The text with its line breaks as spaces (a table's cells come out one per line). */
export const flat = (text: string) => text.replace(/\s+/g, ' ');

/** A table row's cells as pdf-parse gives them: side by side. */
export const cells = (...texts: string[]) => texts.join('');
