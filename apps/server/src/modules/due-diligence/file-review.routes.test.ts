import type { ApprovalItem, FileVersionItem, Page, SupplierStageView } from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, t, useTestContext } from '../../test/harness';
import { ddCounts, fileTypeIds, sampleFile, uploadFile } from './dd.test-support';

/*
 * Issue 17 documentApproval: versions Awaiting Review → Under Review → Approved | Rejected;
 * an approved version in effect (Executed) from its start day, replacing the older one;
 * approving a termination file moves the supplier to EOL after a confirmation; the
 * uploader and the supplier's people are told; refusals change nothing.
 */
useTestContext({ admin: true });

let typeId: (name: string) => number;
let reviewer: { token: string; userId: number };
let uploader: { token: string; userId: number };
let supplierId: number;

beforeAll(async () => {
  typeId = await fileTypeIds(t);
  supplierId = (await t.buildSupplier({ name: 'Review Test Ltd' })).id;
  const ddc = await t.signedInUser('6-DDC');
  reviewer = { token: ddc.token, userId: ddc.id };
  const scm = await t.signedInUser('1-SCM', { supplierIds: [supplierId] });
  uploader = { token: scm.token, userId: scm.id };
});

async function upload(type: string, fields: Record<string, string | number> = {}) {
  const answer = await uploadFile(
    t,
    uploader.token,
    supplierId,
    { fileTypeId: typeId(type), ...fields },
    `${type}.pdf`,
    await sampleFile('pdf'),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.versionId;
}

const review = (body: object, token = reviewer.token) =>
  t.call<{ reviewed: number; movedToEol: string[] }>('POST', '/api/supplier-files/review', {
    token,
    body,
  });

const versions = async (type: string) =>
  (
    await t.call<FileVersionItem[]>(
      'GET',
      `/api/suppliers/${supplierId}/files/${typeId(type)}/versions`,
      { token: admin },
    )
  ).body.data;

const inbox = async (token: string) =>
  (
    await t.call<{ list: { title: string }[] }>(
      'GET',
      '/api/ea/stationMessageSendRecord/queryStationMessageList',
      {
        token,
        query: { pageSize: 50 },
      },
    )
  ).body.data.list;

describe('reviewing supplier files', () => {
  it('lists what waits, takes one into review, approves it into effect and tells the uploader', async () => {
    const id = await upload('Supplier information form');
    const queue = await t.call<Page<ApprovalItem>>('GET', '/api/supplier-files/approvals', {
      token: reviewer.token,
      query: { keyword: 'Review Test' },
    });
    expect(queue.body.data.list.map((row) => row.id)).toContain(id);

    const started = await t.call<FileVersionItem>(
      'POST',
      `/api/supplier-files/versions/${id}/start-review`,
      {
        token: reviewer.token,
        body: {},
      },
    );
    expect(started.body.data.status).toBe('underReview');
    const again = await t.call('POST', `/api/supplier-files/versions/${id}/start-review`, {
      token: reviewer.token,
      body: {},
    });
    expect(again.status).toBe(409);

    const answer = await review({ versionIds: [id], decision: 'approve', comment: 'Complete' });
    expect(answer.body.data).toEqual({ reviewed: 1, movedToEol: [] });
    // no expiry control: in effect at once
    expect((await versions('Supplier information form'))[0]).toMatchObject({
      status: 'executed',
      reviewedBy: expect.any(String),
      reviewComment: 'Complete',
    });
    expect((await inbox(uploader.token)).map((m) => m.title)).toContain(
      'Supplier information form of Review Test Ltd approved',
    );
  });

  it('keeps a version approved until its start day, and replaces the version in effect', async () => {
    const first = await upload('NDA', {
      expiryControl: 1,
      validFrom: '2020-01-01',
      validUntil: '2099-12-31',
    });
    await review({ versionIds: [first], decision: 'approve' });
    const later = await upload('NDA', {
      expiryControl: 1,
      validFrom: '2099-01-01',
      validUntil: '2099-12-31',
    });
    await review({ versionIds: [later], decision: 'approve' });
    expect((await versions('NDA')).map((v) => v.status)).toEqual(['approved', 'executed']);

    const now = await upload('NDA', {
      expiryControl: 1,
      validFrom: '2021-01-01',
      validUntil: '2099-12-31',
    });
    await review({ versionIds: [now], decision: 'approve' });
    // v3 in effect replaces the older ones: v1 in effect, and v2 that was waiting for its day
    expect((await versions('NDA')).map((v) => v.status)).toEqual([
      'executed',
      'expired',
      'expired',
    ]);
  });

  it('rejects with a reason only, and refuses deciding twice without changing anything', async () => {
    const id = await upload('Pre-due-diligence questionnaire');
    const noReason = await review({ versionIds: [id], decision: 'reject', comment: '' });
    expect(noReason.status).toBe(400);
    expect(
      (await review({ versionIds: [id], decision: 'reject', comment: 'Unsigned' })).status,
    ).toBe(200);
    expect((await versions('Pre-due-diligence questionnaire'))[0]!.status).toBe('rejected');

    const other = await upload('Factory audit report', {
      expiryControl: 1,
      validFrom: '2026-01-01',
      validUntil: '2099-01-01',
    });
    const before = await ddCounts(t);
    // a batch holding one decided version is refused whole
    const twice = await review({ versionIds: [other, id], decision: 'approve' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toMatch(/is Rejected: only files awaiting or under review/);
    expect(await ddCounts(t)).toEqual(before);
    expect((await versions('Factory audit report'))[0]!.status).toBe('awaitingReview');
    expect((await review({ versionIds: [999999], decision: 'approve' })).status).toBe(404);
  });

  it('moves the supplier to phase-out (EOL) on a termination file, once confirmed', async () => {
    const id = await upload('Termination letter');
    const before = await ddCounts(t);
    const asked = await review({ versionIds: [id], decision: 'approve' });
    expect(asked.status).toBe(409);
    expect(asked.body.data).toEqual({ confirm: 'dd.eolConfirm' });
    expect(asked.body.message).toBe(
      'Approving a termination file moves Review Test Ltd to phase-out (EOL). Confirm to go on',
    );
    expect(await ddCounts(t)).toEqual(before);

    const confirmed = await review({ versionIds: [id], decision: 'approve', confirmEol: true });
    expect(confirmed.body.data).toEqual({ reviewed: 1, movedToEol: ['Review Test Ltd'] });
    const view = await t.call<SupplierStageView>('GET', `/api/suppliers/${supplierId}/stage`, {
      token: admin,
    });
    expect(view.body.data.supplier.supplyStage).toBe('phaseOut');
    const records = await t.call<{ list: { event: string; toValue: string }[] }>(
      'GET',
      `/api/suppliers/${supplierId}/stage-records`,
      { token: admin },
    );
    expect(records.body.data.list.slice(0, 2).map((r) => [r.event, r.toValue])).toEqual([
      ['stage', 'phaseOut'],
      ['approve', 'executed'],
    ]);
  });

  it('is for the reviewing groups only', async () => {
    const id = await upload('Annual review', {
      expiryControl: 1,
      validFrom: '2026-01-01',
      validUntil: '2027-01-01',
    });
    expect((await review({ versionIds: [id], decision: 'approve' }, uploader.token)).status).toBe(
      403,
    );
    const mq = await t.signedInUser('4-MQ');
    expect((await review({ versionIds: [id], decision: 'approve' }, mq.token)).status).toBe(200);
  });
});
