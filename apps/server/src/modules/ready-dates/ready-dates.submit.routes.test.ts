import { describe, expect, it } from 'vitest';
import { errorFields, t } from '../../test/harness';
import {
  changesOf,
  inbox,
  readyDateState,
  storedContainer,
  storedLine,
  submit,
  useReadyDateWorld,
  w,
} from './ready-dates.test-support';

useReadyDateWorld('RS');

const one = (containerLineId: number, readyDate: string, confirmWarnings = false) => ({
  items: [{ containerLineId, readyDate }],
  confirmWarnings,
});

describe('POST /api/ready-dates/submit: warnings first', () => {
  it('asks about each warning alone, and both, changing nothing until confirmed', async () => {
    const before = await readyDateState(t);
    const token = w.users.supplierA.token;
    // line 10: ready by 2027-03-01 for the RDD, 2027-03-02 for its 60-day lead time
    const late = await submit(t, token, one(w.lines.a10, '2027-03-02'));
    expect(late.status).toBe(200);
    expect(late.body.data).toEqual({
      submitted: false,
      warnings: [
        {
          containerLineId: w.lines.a10,
          poNumber: w.poA.poNumber,
          lineNo: 10,
          readyDate: '2027-03-02',
          codes: ['cannotMeetRdd'],
        },
      ],
      lines: [],
      notifiedUsers: 0,
    });
    // line 20: ready by 2027-05-01 for the RDD, 2027-02-15 for the product's 45 days
    const slow = await submit(t, token, one(w.lines.a20, '2027-03-10'));
    expect(slow.body.data.warnings[0]!.codes).toEqual(['longerThanLeadTime']);
    const both = await submit(t, token, one(w.lines.a20, '2027-05-02'));
    expect(both.body.data.warnings[0]!.codes).toEqual(['cannotMeetRdd', 'longerThanLeadTime']);
    expect(await readyDateState(t)).toEqual(before);
  });

  it('lists the warned lines of a batch and keeps the others out of the answer', async () => {
    const answer = await submit(t, w.users.supplierA.token, {
      items: [
        { containerLineId: w.lines.a10, readyDate: '2027-02-01' },
        { containerLineId: w.lines.a20, readyDate: '2027-03-10' },
      ],
    });
    expect(answer.body.data.submitted).toBe(false);
    expect(answer.body.data.warnings.map((x) => x.containerLineId)).toEqual([w.lines.a20]);
  });
});

describe('POST /api/ready-dates/submit: the submission', () => {
  it('submits a date without warnings: pending, original date, change row, owners asked', async () => {
    const answer = await submit(t, w.users.supplierA.token, one(w.lines.a10, '2027-02-20'));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.submitted).toBe(true);
    expect(answer.body.data.warnings).toEqual([]);
    const [line] = answer.body.data.lines;
    expect(line).toMatchObject({
      id: w.lines.a10,
      readyDate: '2027-02-20',
      originalReadyDate: '2027-02-20',
      confirmReadyDate: 0,
      rddReadyBy: '2027-03-01',
      leadTimeReadyBy: '2027-03-02',
      transitDays: 30,
      leadTimeDays: 60,
      warnings: [],
      editable: true,
    });
    expect(await storedLine(t, w.lines.a10)).toMatchObject({
      ready_date: '2027-02-20',
      original_ready_date: '2027-02-20',
      confirm_ready_date: 0,
    });
    expect((await changesOf(t, w.containers.a)).at(-1)).toEqual({
      field: 'lineReadyDate',
      before_value: null,
      after_value: '2027-02-20',
      reason: `${w.poA.poNumber} / 10`,
      actor_name: w.users.supplierA.username,
    });
    // both owners of A are asked to approve (type 2); A's QRC user and the container's owner
    // hear of the change (type 5); the submitter, B's people and the disabled user hear nothing
    const [toOwner] = await inbox(t, w.users.ownerA.token);
    expect(toOwner).toMatchObject({ type: 2, readStatus: 0 });
    expect(toOwner!.title).toBe('Ready dates submitted, please approve (1 line)');
    expect(toOwner!.titleCn).toBe('货好日期已提交，请审批（1 行）');
    expect(toOwner!.message).toContain(`${w.poA.poNumber} / 10`);
    expect(toOwner!.message).toContain('confirmReadyDate=0,3&amp;owner=1');
    expect((await inbox(t, w.users.ownerA2.token)).map((m) => m.type)).toEqual([2]);
    expect((await inbox(t, w.users.qrcA.token)).map((m) => m.type)).toEqual([5]);
    expect((await inbox(t, w.users.containerOwner.token)).map((m) => m.type)).toEqual([5]);
    expect(await inbox(t, w.users.supplierA.token)).toEqual([]);
    expect(await inbox(t, w.users.supplierB.token)).toEqual([]);
    expect(await inbox(t, w.users.ownerB.token)).toEqual([]);
    expect(answer.body.data.notifiedUsers).toBe(4);
  });

  it('submits through the warnings when confirmed, and keeps the first date as the original', async () => {
    const answer = await submit(t, w.users.supplierA.token, one(w.lines.a10, '2027-03-05', true));
    expect(answer.body.data.submitted).toBe(true);
    expect(answer.body.data.warnings).toEqual([
      expect.objectContaining({
        containerLineId: w.lines.a10,
        codes: ['cannotMeetRdd', 'longerThanLeadTime'],
      }),
    ]);
    expect(answer.body.data.lines[0]).toMatchObject({
      readyDate: '2027-03-05',
      originalReadyDate: '2027-02-20',
      confirmReadyDate: 0,
      warnings: ['cannotMeetRdd', 'longerThanLeadTime'],
    });
  });

  it('submits a batch in one action: one message per user listing every line', async () => {
    const ownerBefore = (await inbox(t, w.users.ownerA.token)).length;
    const answer = await submit(t, w.users.qrcA.token, {
      items: [
        { containerLineId: w.lines.a10, readyDate: '2027-02-25' },
        { containerLineId: w.lines.a20, readyDate: '2027-03-10' },
      ],
      confirmWarnings: true,
    });
    expect(answer.body.data.submitted).toBe(true);
    expect(answer.body.data.lines.map((l) => [l.id, l.readyDate, l.confirmReadyDate])).toEqual([
      [w.lines.a10, '2027-02-25', 0],
      [w.lines.a20, '2027-03-10', 0],
    ]);
    const owners = await inbox(t, w.users.ownerA.token);
    expect(owners.length).toBe(ownerBefore + 1);
    expect(owners[0]!.title).toBe('Ready dates submitted, please approve (2 lines)');
    expect(owners[0]!.message).toContain(`${w.poA.poNumber} / 20`);
    // the 7-Supplier user of A hears of it now (it was the QRC user who acted)
    expect((await inbox(t, w.users.supplierA.token)).map((m) => m.type)).toEqual([5]);
  });

  it('lets an internal planner submit for any supplier', async () => {
    const answer = await submit(t, w.users.planner.token, one(w.lines.b10, '2027-03-01', true));
    expect(answer.body.data.submitted).toBe(true);
    expect((await inbox(t, w.users.ownerB.token)).map((m) => m.type)).toEqual([2]);
    expect((await inbox(t, w.users.supplierB.token)).map((m) => m.type)).toEqual([5]);
  });
});

describe('POST /api/ready-dates/submit: refusals change nothing', () => {
  it('locks the ready date of a shipped container (422, localized)', async () => {
    const before = await readyDateState(t);
    const en = await submit(t, w.users.supplierA.token, one(w.lines.shipped, '2027-02-01', true));
    expect(en.status).toBe(422);
    expect(en.body.message).toContain('ready date not editable for shipped containers');
    expect(en.body.message).toContain(`PO ${w.poA.poNumber} line 20`);
    const zh = await submit(
      t,
      w.users.supplierA.token,
      {
        items: [
          { containerLineId: w.lines.a10, readyDate: '2027-02-01' },
          { containerLineId: w.lines.shipped, readyDate: '2027-02-01' },
        ],
        confirmWarnings: true,
      },
      'zh',
    );
    expect(zh.status).toBe(422);
    expect(zh.body.message).toContain('已发运集装箱的货好日期不可修改');
    expect(await readyDateState(t)).toEqual(before);
  });

  it("answers 404 for another supplier's line, a draft line and an unknown one", async () => {
    const before = await readyDateState(t);
    for (const id of [w.lines.b10, w.lines.draft, 999_999]) {
      const answer = await submit(t, w.users.supplierA.token, one(id, '2027-02-01', true));
      expect(answer.status, String(id)).toBe(404);
    }
    // a batch with one foreign line is refused whole
    const mixed = await submit(t, w.users.supplierA.token, {
      items: [
        { containerLineId: w.lines.a10, readyDate: '2027-02-01' },
        { containerLineId: w.lines.b10, readyDate: '2027-02-01' },
      ],
      confirmWarnings: true,
    });
    expect(mixed.status).toBe(404);
    expect(await readyDateState(t)).toEqual(before);
  });

  it('refuses bad input with 400 and the field', async () => {
    const token = w.users.supplierA.token;
    const cases: [unknown, string][] = [
      [{ items: [] }, 'items'],
      [{ items: [{ containerLineId: w.lines.a10, readyDate: '2027-02-30' }] }, 'items.0.readyDate'],
      [{ items: [{ containerLineId: w.lines.a10, readyDate: '' }] }, 'items.0.readyDate'],
      [
        {
          items: [
            { containerLineId: w.lines.a10, readyDate: '2027-02-01' },
            { containerLineId: w.lines.a10, readyDate: '2027-02-02' },
          ],
        },
        'items.1.containerLineId',
      ],
      [{ items: [{ containerLineId: w.lines.a10, readyDate: '2027-02-01' }], extra: 1 }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const answer = await t.call('POST', '/api/ready-dates/submit', { token, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(errorFields(answer)).toContain(field);
    }
  });

  it('refuses groups without the submit permission (403)', async () => {
    const answer = await submit(t, w.users.viewer.token, one(w.lines.a10, '2027-02-01'));
    expect(answer.status).toBe(403);
  });
});

describe('container ready date', () => {
  it('stays empty while no line is approved', async () => {
    expect(await storedContainer(t, w.containers.a)).toMatchObject({
      ready_date: null,
      original_ready_date: null,
    });
  });
});
