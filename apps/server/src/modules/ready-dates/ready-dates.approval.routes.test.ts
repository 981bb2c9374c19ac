import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_SUPPLIERS } from '../../platform/permissions/scope';
import { admin, errorFields, t } from '../../test/harness';
import { planLineRepository } from './plan-line.repository';
import {
  changesOf,
  decide,
  inbox,
  readyDateState,
  storedContainer,
  storedLine,
  submit,
  useReadyDateWorld,
  w,
} from './ready-dates.test-support';

useReadyDateWorld('RA', { admin: true });

beforeAll(async () => {
  const a = await submit(t, w.users.supplierA.token, {
    items: [
      { containerLineId: w.lines.a10, readyDate: '2027-02-20' },
      { containerLineId: w.lines.a20, readyDate: '2027-02-10' },
    ],
  });
  expect(a.body.data.submitted, JSON.stringify(a.body)).toBe(true);
  const b = await submit(t, w.users.supplierB.token, {
    items: [{ containerLineId: w.lines.b10, readyDate: '2027-03-01' }],
    confirmWarnings: true,
  });
  expect(b.body.data.submitted).toBe(true);
});

/** Types of the messages in a user's inbox, oldest first. */
const typesOf = async (token: string) => (await inbox(t, token)).map((m) => m.type).reverse();

describe('who may approve', () => {
  it('refuses supplier users (no permission) and owners of other suppliers, changing nothing', async () => {
    const before = await readyDateState(t);
    const bySupplier = await decide(t, w.users.supplierA.token, 'approve', {
      containerLineIds: [w.lines.a10],
    });
    expect(bySupplier.status).toBe(403);
    const byOtherOwner = await decide(t, w.users.ownerB.token, 'approve', {
      containerLineIds: [w.lines.b10, w.lines.a10],
    });
    expect(byOtherOwner.status).toBe(403);
    expect(byOtherOwner.body.message).toBe(
      `PO ${w.poA.poNumber} line 10 belongs to supplier ${w.supplierA.code}, which you do not own; only its owners may approve or reject it. Nothing was changed`,
    );
    const zh = await decide(
      t,
      w.users.ownerB.token,
      'reject',
      { containerLineIds: [w.lines.a10], reason: 'x' },
      'zh',
    );
    expect(zh.body.message).toContain('您不是其负责人');
    expect(await readyDateState(t)).toEqual(before);
  });

  it('needs a reason to reject (400) and known lines (404)', async () => {
    const noReason = await decide(t, w.users.ownerA.token, 'reject', {
      containerLineIds: [w.lines.a10],
    });
    expect(noReason.status).toBe(400);
    expect(errorFields(noReason)).toEqual(['reason']);
    const blank = await decide(t, w.users.ownerA.token, 'reject', {
      containerLineIds: [w.lines.a10],
      reason: '   ',
    });
    expect(errorFields(blank)).toEqual(['reason']);
    const none = await decide(t, w.users.ownerA.token, 'approve', { containerLineIds: [] });
    expect(errorFields(none)).toEqual(['containerLineIds']);
    const unknown = await decide(t, w.users.ownerA.token, 'approve', {
      containerLineIds: [w.lines.draft],
    });
    expect(unknown.status).toBe(404);
    const cases: [Record<string, unknown>, string][] = [
      [{ containerLineIds: ['x'] }, 'containerLineIds.0'],
      [{ containerLineIds: [w.lines.a10, w.lines.a10] }, 'containerLineIds'],
      [{ containerLineIds: [w.lines.a10], extra: 1 }, 'extra'],
      [{ containerLineIds: [w.lines.a10], reason: 'x'.repeat(201) }, 'reason'],
    ];
    for (const [body, field] of cases) {
      const answer = await decide(t, w.users.ownerA.token, 'reject', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(errorFields(answer)).toContain(field);
    }
  });
});

describe('approve and reject', () => {
  it("approves: line approved, the container's ready date is the line's, supplier users told", async () => {
    const answer = await decide(t, w.users.ownerA.token, 'approve', {
      containerLineIds: [w.lines.a10],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.lines).toEqual([
      expect.objectContaining({
        id: w.lines.a10,
        confirmReadyDate: 1,
        containerReadyDate: '2027-02-20',
      }),
    ]);
    expect(await storedContainer(t, w.containers.a)).toMatchObject({
      ready_date: '2027-02-20',
      original_ready_date: '2027-02-20',
    });
    expect((await changesOf(t, w.containers.a)).slice(-2)).toEqual([
      {
        field: 'lineConfirmReadyDate',
        before_value: '0',
        after_value: '1',
        reason: `${w.poA.poNumber} / 10`,
        actor_name: w.users.ownerA.username,
      },
      {
        field: 'readyDate',
        before_value: null,
        after_value: '2027-02-20',
        reason: '',
        actor_name: w.users.ownerA.username,
      },
    ]);
    // type 3 to A's supplier users; type 5 to the other owner and the container's owner
    const [approved] = await inbox(t, w.users.supplierA.token);
    expect(approved).toMatchObject({ type: 3, title: 'Ready dates approved (1 line)' });
    expect((await inbox(t, w.users.qrcA.token))[0]!.type).toBe(3);
    expect((await inbox(t, w.users.ownerA2.token))[0]!.type).toBe(5);
    expect((await inbox(t, w.users.containerOwner.token))[0]!.title).toBe(
      'Container changed: ready dates approved (1 line)',
    );
    expect(await typesOf(w.users.ownerA.token)).toEqual([2]);
    expect(answer.body.data.notifiedUsers).toBe(4);
  });

  it('refuses a line that is not pending (422), whole batch', async () => {
    const before = await readyDateState(t);
    const answer = await decide(t, w.users.ownerA.token, 'approve', {
      containerLineIds: [w.lines.a20, w.lines.a10],
    });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(
      `PO ${w.poA.poNumber} line 10 is not pending approval (it is Approved). Nothing was changed`,
    );
    expect(await readyDateState(t)).toEqual(before);
  });

  it("rejects with a reason: the container's date stays, suppliers told why", async () => {
    const answer = await decide(t, w.users.ownerA2.token, 'reject', {
      containerLineIds: [w.lines.a20],
      reason: 'Factory closed for the holiday',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.lines[0]).toMatchObject({
      confirmReadyDate: 2,
      readyDate: '2027-02-10',
    });
    expect((await storedContainer(t, w.containers.a)).ready_date).toBe('2027-02-20');
    expect((await changesOf(t, w.containers.a)).at(-1)).toMatchObject({
      field: 'lineConfirmReadyDate',
      before_value: '0',
      after_value: '2',
      reason: `${w.poA.poNumber} / 20: Factory closed for the holiday`,
    });
    const [rejected] = await inbox(t, w.users.supplierA.token);
    expect(rejected).toMatchObject({ type: 4, titleCn: '货好日期已驳回（1 行）' });
    expect(rejected!.message).toContain('Factory closed for the holiday');
    expect((await inbox(t, w.users.ownerA.token))[0]!.type).toBe(5);
  });

  it('follows the latest approved line: resubmitted and approved by an administrator', async () => {
    await submit(t, w.users.supplierA.token, {
      items: [{ containerLineId: w.lines.a20, readyDate: '2027-02-14' }],
    });
    expect((await storedLine(t, w.lines.a20)).confirm_ready_date).toBe(0);
    // administrators may act on any supplier's lines
    const answer = await decide(t, admin, 'approve', { containerLineIds: [w.lines.a20] });
    expect(answer.status).toBe(200);
    expect(await storedContainer(t, w.containers.a)).toMatchObject({
      ready_date: '2027-02-20',
      original_ready_date: '2027-02-20',
    });
    // the approved line 10 is resubmitted later: pending again, the container follows line 20
    await submit(t, w.users.supplierA.token, {
      items: [{ containerLineId: w.lines.a10, readyDate: '2027-02-27' }],
    });
    expect(await storedContainer(t, w.containers.a)).toMatchObject({
      ready_date: '2027-02-14',
      original_ready_date: '2027-02-20',
    });
    await decide(t, w.users.ownerA.token, 'approve', { containerLineIds: [w.lines.a10] });
    expect((await storedContainer(t, w.containers.a)).ready_date).toBe('2027-02-27');
    expect(
      (await changesOf(t, w.containers.a))
        .filter((row) => row.field === 'readyDate')
        .map((row) => [row.before_value, row.after_value]),
    ).toEqual([
      [null, '2027-02-20'],
      ['2027-02-20', '2027-02-14'],
      ['2027-02-14', '2027-02-27'],
    ]);
  });

  it('decides a batch across suppliers in one action (administrator): one message per user', async () => {
    await submit(t, w.users.supplierA.token, {
      items: [{ containerLineId: w.lines.a20, readyDate: '2027-02-12' }],
    });
    const supplierABefore = (await inbox(t, w.users.supplierA.token)).length;
    const answer = await decide(t, admin, 'reject', {
      containerLineIds: [w.lines.a20, w.lines.b10],
      reason: 'Consolidate with the next shipment',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.lines.map((l) => l.confirmReadyDate)).toEqual([2, 2]);
    const toA = await inbox(t, w.users.supplierA.token);
    expect(toA.length).toBe(supplierABefore + 1);
    expect(toA[0]!.message).toContain(`${w.poA.poNumber} / 20`);
    expect(toA[0]!.message).not.toContain(w.poB.poNumber);
    const [toB] = await inbox(t, w.users.supplierB.token);
    expect(toB).toMatchObject({ type: 4 });
    expect(toB!.message).toContain(`${w.poB.poNumber} / 10`);
    // the container's owner holds both containers: one message listing both lines
    const [toContainerOwner] = await inbox(t, w.users.containerOwner.token);
    expect(toContainerOwner!.title).toBe('Container changed: ready dates rejected (2 lines)');
  });

  it('locks lines of shipped containers', async () => {
    await t.db.kysely
      .updateTable('container_lines')
      .set({ confirm_ready_date: 0, ready_date: '2027-01-30' })
      .where('id', '=', w.lines.shipped)
      .execute();
    const answer = await decide(t, admin, 'approve', { containerLineIds: [w.lines.shipped] });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toContain('ready date not editable for shipped containers');
  });

  it('decides only a line still pending with the date the approver read', async () => {
    await submit(t, w.users.supplierA.token, {
      items: [{ containerLineId: w.lines.a20, readyDate: '2027-02-13' }],
    });
    const at = new Date().toISOString();
    const db = t.db.kysely;
    expect(
      await planLineRepository.decide(
        db,
        ALL_SUPPLIERS,
        { id: w.lines.a20, readyDate: '2027-02-12' },
        1,
        at,
      ),
    ).toBe(false);
    expect((await storedLine(t, w.lines.a20)).confirm_ready_date).toBe(0);
    expect(
      await planLineRepository.decide(
        db,
        ALL_SUPPLIERS,
        { id: w.lines.a20, readyDate: '2027-02-13' },
        1,
        at,
      ),
    ).toBe(true);
  });
});
