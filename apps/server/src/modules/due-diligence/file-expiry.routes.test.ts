import type { ExpiryRunResult, FileVersionItem } from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, t, useTestContext } from '../../test/harness';
import { fileTypeIds, sampleFile, uploadFile } from './dd.test-support';

/*
 * Issue 17 "Expiry": the daily scan, run with the day passed in: approved versions come
 * into effect on their start day, versions in effect expire after their end day, and the
 * supplier's owners and users are warned 30 and 7 days before — each warning once, however
 * often (or however many processes at once) the scan runs.
 */
useTestContext({ admin: true });

let typeId: (name: string) => number;
let supplierId: number;
let owner: { token: string };
let supplierUser: { token: string };

beforeAll(async () => {
  typeId = await fileTypeIds(t);
  supplierId = (await t.buildSupplier({ name: 'Expiry Test Co' })).id;
  owner = await t.signedInUser('1-SCM', { supplierIds: [supplierId] });
  supplierUser = await t.signedInUser('7-Supplier', { supplierIds: [supplierId] });
});

const run = (day: string) =>
  t.call<ExpiryRunResult>('POST', '/api/supplier-files/expiry/run', {
    token: admin,
    body: { day },
  });

async function approved(type: string, validFrom: string, validUntil: string) {
  const up = await uploadFile(
    t,
    admin,
    supplierId,
    { fileTypeId: typeId(type), expiryControl: 1, validFrom, validUntil },
    `${type}.pdf`,
    await sampleFile('pdf'),
  );
  await t.call('POST', '/api/supplier-files/review', {
    token: admin,
    body: { versionIds: [up.body.data.versionId], decision: 'approve' },
  });
  return up.body.data.versionId;
}

const status = async (type: string) =>
  (
    await t.call<FileVersionItem[]>(
      'GET',
      `/api/suppliers/${supplierId}/files/${typeId(type)}/versions`,
      { token: admin },
    )
  ).body.data[0]!.status;

const titles = async (token: string) =>
  (
    await t.call<{ list: { title: string }[] }>(
      'GET',
      '/api/ea/stationMessageSendRecord/queryStationMessageList',
      { token, query: { pageSize: 100 } },
    )
  ).body.data.list.map((message) => message.title);

describe('the daily expiry scan', () => {
  it('warns 30 and 7 days before, each once, then expires the file and says so', async () => {
    await approved('NDA', '2026-01-01', '2026-12-31');
    expect(await status('NDA')).toBe('executed');

    expect((await run('2026-11-30')).body.data.warned).toBe(0);
    expect((await run('2026-12-01')).body.data.warned).toBe(1);
    expect((await run('2026-12-01')).body.data.warned).toBe(0);
    expect((await run('2026-12-20')).body.data.warned).toBe(0);
    // two scans at once (two processes): one warning
    const [a, b] = await Promise.all([run('2026-12-24'), run('2026-12-24')]);
    expect(a.body.data.warned + b.body.data.warned).toBe(1);
    expect((await run('2026-12-31')).body.data).toMatchObject({ expired: 0, warned: 0 });
    expect(await status('NDA')).toBe('executed');

    expect((await run('2027-01-01')).body.data).toMatchObject({ expired: 1, warned: 1 });
    expect((await run('2027-01-01')).body.data).toMatchObject({ expired: 0, warned: 0 });
    expect(await status('NDA')).toBe('expired');

    for (const token of [owner.token, supplierUser.token]) {
      const mine = (await titles(token)).filter(
        (title) => title.startsWith('NDA of Expiry Test Co') && !title.endsWith('approved'),
      );
      expect(mine.sort()).toEqual([
        'NDA of Expiry Test Co expires on 2026-12-31',
        'NDA of Expiry Test Co expires on 2026-12-31',
        'NDA of Expiry Test Co has expired',
      ]);
    }
  });

  it('puts an approved version into effect on its start day', async () => {
    await approved('Framework contract', '2099-01-10', '2100-01-09');
    expect(await status('Framework contract')).toBe('approved');
    expect((await run('2099-01-09')).body.data.executed).toBe(0);
    expect((await run('2099-01-10')).body.data.executed).toBe(1);
    expect(await status('Framework contract')).toBe('executed');
  });

  it('warns only the nearest threshold when first seen within 7 days', async () => {
    await approved('Business licence', '2026-01-01', '2099-06-05');
    const result = await run('2099-06-01');
    expect(result.body.data.warned).toBe(1);
    expect((await run('2099-06-02')).body.data.warned).toBe(0);
  });
});
