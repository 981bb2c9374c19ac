import { describe, expect, it } from 'vitest';
import { admin, t } from '../../../test/harness';
import { poFile, readOrderJob, uploadOrders } from './order-import.test-support';
import {
  newPoNumber,
  poRow,
  scm,
  supplier,
  useOrderImportWorld,
} from './order-import.world.test-support';

/** Who may import orders and read a job, and the upload refused before it is queued. */
useOrderImportWorld();

describe('access', () => {
  it('needs orders.import for every import route', async () => {
    const viewer = await t.signedInUser('2-View');
    const file = await poFile([poRow({ poNumber: newPoNumber() })]);
    for (const kind of ['purchase-orders', 'sales-orders'] as const) {
      expect(
        (await t.call('GET', `/api/${kind}/import/template`, { token: viewer.token })).status,
      ).toBe(403);
      expect((await uploadOrders(t, kind, viewer.token, file)).status).toBe(403);
      expect((await readOrderJob(t, kind, viewer.token, 1)).status).toBe(403);
      expect(
        (await t.call('GET', `/api/${kind}/import/1/report`, { token: viewer.token })).status,
      ).toBe(403);
    }
    const supplierUser = await t.signedInUser('7-Supplier', { supplierIds: [supplier.id] });
    expect((await uploadOrders(t, 'purchase-orders', supplierUser.token, file)).status).toBe(403);
  });

  it('shows a job to its creator and administrators only, and only under its own kind', async () => {
    const queued = await uploadOrders(
      t,
      'purchase-orders',
      scm.token,
      await poFile([poRow({ poNumber: newPoNumber() })]),
    );
    await t.app.jobs.drain();
    const jobId = queued.body.data.jobId;
    const colleague = await t.signedInUser('5-OPM');
    expect((await readOrderJob(t, 'purchase-orders', colleague.token, jobId)).status).toBe(404);
    expect(
      (
        await t.call('GET', `/api/purchase-orders/import/${jobId}/report`, {
          token: colleague.token,
        })
      ).status,
    ).toBe(404);
    expect((await readOrderJob(t, 'sales-orders', scm.token, jobId)).status).toBe(404);
    expect((await t.call('GET', `/api/products/import/${jobId}`, { token: admin })).status).toBe(
      404,
    );
    expect((await readOrderJob(t, 'purchase-orders', admin, jobId)).body.data.status).toBe(
      'succeeded',
    );
  });

  it('refuses a file that is neither a workbook nor a CSV before queueing it', async () => {
    const answer = await uploadOrders(
      t,
      'purchase-orders',
      scm.token,
      Buffer.from('%PDF-1.7\n\u0000\u0001 not a table'),
      'po.xlsx',
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      'The file must be an Excel workbook (.xlsx, .xlsm) or a CSV file',
    );
  });
});
