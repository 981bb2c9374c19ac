import type { AvlRequestItem, Page, SupplierItem } from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, t, useTestContext } from '../../test/harness';
import { ddCounts } from './dd.test-support';

/*
 * Issue 17 avlApproval: an owner asks to change a supplier's status; the approving group
 * (6-DDC) approves or rejects; the status changes only on approval, in the supplier's
 * revisions too; both sides get station messages; refusals change nothing.
 */
useTestContext({ admin: true });

let supplierId: number;
let owner: { token: string; id: number };
let approver: { token: string; id: number };

beforeAll(async () => {
  supplierId = (await t.buildSupplier({ name: 'AVL Candidate Ltd' })).id;
  owner = await t.signedInUser('1-SCM', { supplierIds: [supplierId] });
  approver = await t.signedInUser('6-DDC');
});

const ask = (body: object, token = owner.token) =>
  t.call<AvlRequestItem>('POST', '/api/avl-requests', { token, body });
const decide = (id: number, verb: 'approve' | 'reject', comment = '', token = approver.token) =>
  t.call<AvlRequestItem>('POST', `/api/avl-requests/${id}/${verb}`, { token, body: { comment } });
const supplier = async () =>
  (await t.call<SupplierItem>('GET', `/api/suppliers/${supplierId}`, { token: admin })).body.data;
const titles = async (token: string) =>
  (
    await t.call<{ list: { title: string }[] }>(
      'GET',
      '/api/ea/stationMessageSendRecord/queryStationMessageList',
      { token, query: { pageSize: 100 } },
    )
  ).body.data.list.map((message) => message.title);

describe('supplier status change requests', () => {
  it('is asked by an owner, once at a time, and refused to others', async () => {
    const stranger = await t.signedInUser('1-SCM');
    const before = await ddCounts(t);
    expect(
      (await ask({ supplierId, toStatus: 'avl', reason: 'Audit passed' }, stranger.token)).status,
    ).toBe(403);
    expect((await ask({ supplierId, toStatus: 'pendingGlobal', reason: 'x' })).status).toBe(409);
    expect((await ask({ supplierId, toStatus: 'avl', reason: ' ' })).status).toBe(400);
    expect(await ddCounts(t)).toEqual(before);

    const asked = await ask({ supplierId, toStatus: 'avl', reason: 'Audit passed' });
    expect(asked.status).toBe(200);
    expect(asked.body.data).toMatchObject({
      status: 'pending',
      fromStatus: 'pendingGlobal',
      toStatus: 'avl',
    });
    const twice = await ask({ supplierId, toStatus: 'disqualified', reason: 'Changed my mind' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(
      'AVL Candidate Ltd already has a status change waiting for approval',
    );
    expect(await titles(approver.token)).toContain('Status change asked for AVL Candidate Ltd');
    expect((await supplier()).status).toBe('pendingGlobal');
  });

  it('changes the status only on approval, by someone else, and tells the requester', async () => {
    const list = await t.call<Page<AvlRequestItem>>('GET', '/api/avl-requests', {
      token: approver.token,
      query: { status: 'pending', keyword: 'AVL Candidate' },
    });
    const request = list.body.data.list[0]!;
    expect((await decide(request.id, 'approve', '', owner.token)).status).toBe(403);
    expect((await decide(request.id, 'reject', '')).status).toBe(409);

    const approved = await decide(request.id, 'approve', 'Welcome');
    expect(approved.body.data).toMatchObject({ status: 'approved', decisionComment: 'Welcome' });
    expect((await supplier()).status).toBe('avl');
    expect(await titles(owner.token)).toContain(
      'Status of AVL Candidate Ltd changed to AVL-Approved Vendor List',
    );
    const again = await decide(request.id, 'reject', 'Too late');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This request was already Approved. Nothing was changed');

    const revisions = await t.call<{ field: string; before: unknown; after: unknown }[]>(
      'GET',
      `/api/suppliers/${supplierId}/revisions`,
      { token: admin },
    );
    expect(revisions.body.data).toContainEqual(
      expect.objectContaining({ field: 'status', before: 'pendingGlobal', after: 'avl' }),
    );
  });

  it('keeps the status on rejection', async () => {
    const asked = await ask({ supplierId, toStatus: 'disqualified', reason: 'Late deliveries' });
    const rejected = await decide(asked.body.data.id, 'reject', 'Give them one more quarter');
    expect(rejected.body.data.status).toBe('rejected');
    expect((await supplier()).status).toBe('avl');
    expect(await titles(owner.token)).toContain('Status change for AVL Candidate Ltd rejected');
  });

  it('is listed to supplier users for their own suppliers only', async () => {
    const other = (await t.buildSupplier()).id;
    const user = await t.signedInUser('7-Supplier', { supplierIds: [other] });
    const list = await t.call<Page<AvlRequestItem>>('GET', '/api/avl-requests', {
      token: user.token,
    });
    expect(list.body.data.total).toBe(0);
    expect(
      (await ask({ supplierId: other, toStatus: 'avl', reason: 'x' }, user.token)).status,
    ).toBe(403);
  });
});
