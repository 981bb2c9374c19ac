import type { StationMessage } from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { t } from '../../test/harness';
import { expectChineseOnly, expectEnglishOnly } from '../messages/message-language.test-support';
import { decide, inbox, submit, useReadyDateWorld, w } from './ready-dates.test-support';

/**
 * issue 13: the messages a ready-date action sends read in the reader's language only —
 * the request's `lang` — title and body, list and link included.
 */
useReadyDateWorld('RM');

/** The newest message of a user's inbox, read in zh and in en. */
async function newest(token: string): Promise<{ en: StationMessage; zh: StationMessage }> {
  const [en] = await inbox(t, token, 'en');
  const [zh] = await inbox(t, token, 'zh');
  expect(zh!.id).toBe(en!.id);
  return { en: en!, zh: zh! };
}

const REASON = 'Factory closed for the holiday';

describe('ready-date messages in the reader’s language', () => {
  it('submission: the owners’ request to approve and the container owner’s notice', async () => {
    const answer = await submit(t, w.users.supplierA.token, {
      items: [
        { containerLineId: w.lines.a10, readyDate: '2027-02-20' },
        { containerLineId: w.lines.a20, readyDate: '2027-02-10' },
      ],
    });
    expect(answer.body.data.submitted, JSON.stringify(answer.body)).toBe(true);

    const toOwner = await newest(w.users.ownerA.token);
    expect(toOwner.en).toMatchObject({
      type: 2,
      title: 'Ready dates submitted, please approve (2 lines)',
      titleCn: '货好日期已提交，请审批（2 行）',
    });
    expect(toOwner.en.message).toContain(
      '<p>Ready dates submitted, please approve: 2 PO lines.</p>',
    );
    expect(toOwner.en.message).toContain('>Shipping plan details</a>');
    expect(toOwner.en.message).toContain(`${w.poA.poNumber} / 10`);
    expectEnglishOnly(toOwner.en);
    expect(toOwner.zh.message).toContain('<p>货好日期已提交，请审批：2 个采购订单行。</p>');
    expect(toOwner.zh.message).toContain('>出货计划明细</a>');
    expect(toOwner.zh.message).toContain(`${w.poA.poNumber} / 10`);
    expect(toOwner.zh.message).toContain('confirmReadyDate=0,3&amp;owner=1');
    expectChineseOnly(toOwner.zh);

    const toContainerOwner = await newest(w.users.containerOwner.token);
    expect(toContainerOwner.en).toMatchObject({
      type: 5,
      title: 'Container changed: ready dates submitted (2 lines)',
      titleCn: '集装箱变更：货好日期已提交（2 行）',
    });
    expect(toContainerOwner.en.message).toContain('>Container change history</a>');
    expectEnglishOnly(toContainerOwner.en);
    expect(toContainerOwner.zh.message).toContain('集装箱变更：货好日期已提交：2 个采购订单行。');
    expect(toContainerOwner.zh.message).toContain('>集装箱变更记录</a>');
    expectChineseOnly(toContainerOwner.zh);
  });

  it('approval: the supplier’s users read it in their language, opening it too', async () => {
    const answer = await decide(t, w.users.ownerA.token, 'approve', {
      containerLineIds: [w.lines.a10],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const approved = await newest(w.users.supplierA.token);
    expect(approved.en).toMatchObject({ type: 3, title: 'Ready dates approved (1 line)' });
    expect(approved.en.message).toContain('<p>Ready dates approved: 1 PO line.</p>');
    expectEnglishOnly(approved.en);
    expect(approved.zh.titleCn).toBe('货好日期已批准（1 行）');
    expect(approved.zh.message).toContain('<p>货好日期已批准：1 个采购订单行。</p>');
    expectChineseOnly(approved.zh);

    // readMessage answers the body in the caller's language as well
    const open = (lang: 'en' | 'zh') =>
      t.call<StationMessage>('GET', '/api/ea/stationMessageSendRecord/readMessage', {
        token: w.users.supplierA.token,
        query: { id: approved.en.id },
        lang,
      });
    expect((await open('zh')).body.data.message).toBe(approved.zh.message);
    expect((await open('en')).body.data).toEqual({ ...approved.en, readStatus: 1 });
  });

  it('rejection: the reason is quoted as typed, the words around it in the reader’s language', async () => {
    const answer = await decide(t, w.users.ownerA.token, 'reject', {
      containerLineIds: [w.lines.a20],
      reason: REASON,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const rejected = await newest(w.users.qrcA.token);
    expect(rejected.en).toMatchObject({
      type: 4,
      title: 'Ready dates rejected (1 line)',
      titleCn: '货好日期已驳回（1 行）',
    });
    expect(rejected.en.message).toContain(`<p>Reason: ${REASON}</p>`);
    expectEnglishOnly(rejected.en);
    expect(rejected.zh.message).toContain(`<p>原因：${REASON}</p>`);
    expect(rejected.zh.message).toContain('<p>货好日期已驳回：1 个采购订单行。</p>');
    expectChineseOnly(rejected.zh, [REASON]);
  });
});
