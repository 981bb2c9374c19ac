import type { StationMessage } from '@lading/shared';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { t, useTestContext } from '../../test/harness';
import { splitBilingualBody, up as splitMessageBodies } from './0018-message-bodies-by-language';

useTestContext();

const HAN = /\p{Script=Han}/u;

/** Bodies as the demo seed and the generators wrote them before migration 0016. */
const OLD_SEED =
  '<p>A shipping plan with your PO lines was released. Please submit the ready dates.</p>' +
  '<p>包含贵司采购订单行的装柜计划已发布，请提交货好日期。</p>';
const OLD_READY_DATES =
  '<p>Ready dates rejected: 2 PO lines.</p><p>货好日期已驳回：2 个采购订单行。</p>' +
  '<ul><li>PO1001 / 1 · SKU-1 × 10 · S1 / C1 · 2024-05-01</li></ul><p>… +1</p>' +
  '<p>Reason · 原因：too late</p>' +
  '<p><a href="/reportForms/shippingDetails">Shipping plan details · 出货计划明细</a></p>';

describe('splitBilingualBody', () => {
  it('splits the old demo body into its English and Chinese paragraphs', () => {
    expect(splitBilingualBody(OLD_SEED)).toEqual({
      en: '<p>A shipping plan with your PO lines was released. Please submit the ready dates.</p>',
      zh: '<p>包含贵司采购订单行的装柜计划已发布，请提交货好日期。</p>',
    });
  });

  it('keeps the shared list in both, and words a paired label and link in each language', () => {
    expect(splitBilingualBody(OLD_READY_DATES)).toEqual({
      en:
        '<p>Ready dates rejected: 2 PO lines.</p>' +
        '<ul><li>PO1001 / 1 · SKU-1 × 10 · S1 / C1 · 2024-05-01</li></ul><p>… +1</p>' +
        '<p>Reason: too late</p>' +
        '<p><a href="/reportForms/shippingDetails">Shipping plan details</a></p>',
      zh:
        '<p>货好日期已驳回：2 个采购订单行。</p>' +
        '<ul><li>PO1001 / 1 · SKU-1 × 10 · S1 / C1 · 2024-05-01</li></ul><p>… +1</p>' +
        '<p>原因：too late</p>' +
        '<p><a href="/reportForms/shippingDetails">出货计划明细</a></p>',
    });
  });

  it('leaves a body in one language, or mixed within one paragraph, as it is', () => {
    expect(splitBilingualBody('<p>Only English here.</p>')).toBeNull();
    expect(splitBilingualBody('<p>只有中文。</p>')).toBeNull();
    expect(splitBilingualBody('<p>Container 集装箱 changed</p>')).toBeNull();
    expect(splitBilingualBody('Plain text 中文')).toBeNull();
  });
});

describe('migration 0018 on stored messages', () => {
  it('gives each reader the old bilingual messages in their own language only', async () => {
    const user = await t.signedInUser('1-SCM');
    const at = '2024-05-01T08:00:00.000Z';
    const old = async (content: string) => {
      const { id } = await t.db.kysely
        .insertInto('station_messages')
        .values({
          type: 1,
          title: 'Old',
          title_cn: '旧',
          content,
          content_cn: null,
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db.kysely
        .insertInto('station_message_recipients')
        .values({ message_id: id, user_id: user.id, read_status: 0, receive_time: at })
        .execute();
    };
    await old(OLD_SEED);
    await old(OLD_READY_DATES);
    await old('<p>Only English here.</p>');

    await splitMessageBodies(t.db.kysely as Kysely<unknown>, t.db.dialect);

    const inbox = async (lang: 'en' | 'zh') =>
      (
        await t.call<{ list: StationMessage[] }>(
          'GET',
          '/api/ea/stationMessageSendRecord/queryStationMessageList',
          { token: user.token, lang },
        )
      ).body.data.list.map((m) => m.message);
    const english = await inbox('en');
    const chinese = await inbox('zh');
    expect(english).toHaveLength(3);
    for (const body of english) expect(body).not.toMatch(HAN);
    expect(chinese.filter((body) => HAN.test(body))).toHaveLength(2);
    for (const body of chinese.filter((b) => HAN.test(b)))
      expect(body.replace(/<[^>]*>/g, '')).not.toMatch(/submit|rejected|details/i);
    expect(chinese).toContain('<p>Only English here.</p>'); // no Chinese body: the one it has
  });
});
