import type { StationMessage, StationMessageType } from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { t, useTestContext } from '../../test/harness';
import { sendStationMessage } from './station-message.service';

/** spec §7 station messages: each user's own inbox, read state, day ranges, stored HTML. */
useTestContext();

const base = '/api/ea/stationMessageSendRecord';
type Inbox = { list: StationMessage[]; total: number };

const send = (
  recipientIds: number[],
  title: string,
  options: { type?: StationMessageType; html?: string; htmlCn?: string; at?: string } = {},
) =>
  sendStationMessage(
    t.db.kysely,
    {
      type: options.type ?? 1,
      title,
      titleCn: `中文 ${title}`,
      html: options.html ?? `<p>${title}</p>`,
      ...(options.htmlCn === undefined ? {} : { htmlCn: options.htmlCn }),
      recipientIds,
    },
    options.at ? new Date(options.at) : undefined,
  );
const inbox = (
  token: string,
  query: Record<string, string | number> = {},
  lang: 'en' | 'zh' = 'en',
) => t.call<Inbox>('GET', `${base}/queryStationMessageList`, { token, query, lang });
const unread = async (token: string) =>
  (await t.call<number>('GET', `${base}/queryUnReadMessage`, { token })).body.data;
const read = (token: string, id: number) =>
  t.call<StationMessage>('GET', `${base}/readMessage`, { token, query: { id } });

describe('queryStationMessageList', () => {
  it('lists your messages newest first with their fields, and pages them', async () => {
    const user = await t.signedInUser('1-SCM');
    const types = [1, 2, 3, 4, 5] as const;
    for (const [i, type] of types.entries()) {
      await send([user.id], `Paged ${type}`, { type, at: `2024-05-0${i + 1}T08:00:00.000Z` });
    }
    const all = await inbox(user.token);
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(5);
    expect(all.body.data.list.map((m) => m.type)).toEqual([5, 4, 3, 2, 1]);
    const newest = all.body.data.list[0]!;
    expect(Object.keys(newest).sort()).toEqual(
      ['id', 'message', 'readStatus', 'receiveTime', 'title', 'titleCn', 'type'].sort(),
    );
    expect(newest).toMatchObject({
      title: 'Paged 5',
      titleCn: '中文 Paged 5',
      message: '<p>Paged 5</p>',
      readStatus: 0,
    });
    expect(newest.receiveTime).toBe('2024-05-05T08:00:00.000Z');

    const second = await inbox(user.token, { pageNum: 2, pageSize: 2 });
    expect(second.body.data.total).toBe(5);
    expect(second.body.data.list.map((m) => m.title)).toEqual(['Paged 3', 'Paged 2']);
  });

  it('takes startTime/endTime as whole days, start of the first to the end of the last', async () => {
    const user = await t.signedInUser('1-SCM');
    const times = [
      '2024-03-09T23:59:59.000Z',
      '2024-03-10T00:00:00.000Z',
      '2024-03-11T12:00:00.000Z',
      '2024-03-12T23:59:59.000Z',
      '2024-03-13T00:00:00.000Z',
    ];
    for (const at of times) await send([user.id], `At ${at}`, { at });

    const range = await inbox(user.token, { startTime: '2024-03-10', endTime: '2024-03-12' });
    expect(range.status).toBe(200);
    expect(range.body.data.list.map((m) => m.title)).toEqual([
      'At 2024-03-12T23:59:59.000Z',
      'At 2024-03-11T12:00:00.000Z',
      'At 2024-03-10T00:00:00.000Z',
    ]);
    expect(range.body.data.total).toBe(3);
    const oneDay = await inbox(user.token, { startTime: '2024-03-11', endTime: '2024-03-11' });
    expect(oneDay.body.data.list.map((m) => m.title)).toEqual(['At 2024-03-11T12:00:00.000Z']);
    expect((await inbox(user.token, { startTime: '2024-03-13' })).body.data.total).toBe(1);
    expect((await inbox(user.token, { endTime: '2024-03-09' })).body.data.total).toBe(1);
  });

  it('refuses an end date before the start date with 400, in the caller language', async () => {
    const user = await t.signedInUser('1-SCM');
    const query = { startTime: '2024-03-12', endTime: '2024-03-11' };
    const en = await t.call<{ errors: { field: string }[] }>(
      'GET',
      `${base}/queryStationMessageList`,
      {
        token: user.token,
        query,
      },
    );
    expect(en.status).toBe(400);
    expect(en.body.message).toBe('End date: The end date cannot be before the start date');
    expect(en.body.data.errors.map((error) => error.field)).toEqual(['endTime']);
    const zh = await t.call('GET', `${base}/queryStationMessageList`, {
      token: user.token,
      query,
      lang: 'zh',
    });
    expect(zh.body.message).toBe('结束日期：结束日期不能早于开始日期');
    expect((await inbox(user.token, { startTime: '10/03/2024' })).status).toBe(400);
  });

  it('answers 401 without a token', async () => {
    for (const path of [
      'queryStationMessageList',
      'queryUnReadMessage',
      'readMessage?id=1',
      'readAllMessages',
    ]) {
      const answer = await t.call('GET', `${base}/${path}`);
      expect(answer.status, path).toBe(401);
    }
  });
});

describe('reading messages', () => {
  it('counts unread, and readMessage marks one read and answers it', async () => {
    const user = await t.signedInUser('3-Logistic');
    await send([user.id], 'First');
    await send([user.id], 'Second');
    expect(await unread(user.token)).toBe(2);

    const [latest] = (await inbox(user.token)).body.data.list;
    const opened = await read(user.token, latest!.id);
    expect(opened.status).toBe(200);
    expect(opened.body.data).toEqual({ ...latest, readStatus: 1 });
    expect(await unread(user.token)).toBe(1);
    expect((await inbox(user.token)).body.data.list.map((m) => [m.title, m.readStatus])).toEqual([
      ['Second', 1],
      ['First', 0],
    ]);
    // Opening it again changes nothing.
    expect((await read(user.token, latest!.id)).body.data.readStatus).toBe(1);
    expect(await unread(user.token)).toBe(1);
  });

  it("answers 404 for another user's message and leaves it unread for its owner", async () => {
    const owner = await t.signedInUser('3-Logistic');
    const other = await t.signedInUser('3-Logistic');
    await send([owner.id], 'Private');
    const [mine] = (await inbox(owner.token)).body.data.list;

    const answer = await t.call('GET', `${base}/readMessage`, {
      token: other.token,
      query: { id: mine!.id },
      lang: 'zh',
    });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('记录不存在');
    expect(await unread(owner.token)).toBe(1);
    expect((await inbox(owner.token)).body.data.list[0]!.readStatus).toBe(0);
  });

  it('readAllMessages marks every unread message read and answers how many changed', async () => {
    const user = await t.signedInUser('3-Logistic');
    const bystander = await t.signedInUser('3-Logistic');
    for (const title of ['A', 'B', 'C']) await send([user.id, bystander.id], title);
    await read(user.token, (await inbox(user.token)).body.data.list[0]!.id);

    const all = await t.call<number>('GET', `${base}/readAllMessages`, { token: user.token });
    expect(all.status).toBe(200);
    expect(all.body.data).toBe(2);
    expect(await unread(user.token)).toBe(0);
    expect((await inbox(user.token)).body.data.list.every((m) => m.readStatus === 1)).toBe(true);
    expect(
      (await t.call<number>('GET', `${base}/readAllMessages`, { token: user.token })).body.data,
    ).toBe(0);
    expect(await unread(bystander.token)).toBe(3);
  });

  it('shows each user only their own inbox', async () => {
    const alice = await t.signedInUser('5-OPM');
    const bob = await t.signedInUser('5-OPM');
    await send([alice.id], 'For Alice');
    await send([bob.id], 'For Bob');
    await send([alice.id, bob.id], 'For both');
    const titles = async (token: string) => (await inbox(token)).body.data.list.map((m) => m.title);
    expect(await titles(alice.token)).toEqual(['For both', 'For Alice']);
    expect(await titles(bob.token)).toEqual(['For both', 'For Bob']);
    expect(await unread(alice.token)).toBe(2);
  });
});

describe('sendStationMessage', () => {
  it('stores sanitized HTML: no scripts, handlers or javascript: links; formatting and http links kept', async () => {
    const user = await t.signedInUser('6-DDC');
    const html = [
      '<p>Ready date for <b>PO-17</b></p>',
      '<script>alert(1)</script>',
      '<img src="x" onerror="alert(2)">',
      '<span onclick="alert(3)">click</span>',
      '<a href="javascript:alert(4)">bad link</a>',
      '<a href="https://example.com/po/17">open PO</a>',
    ].join('');
    await send([user.id], 'Sanitized', { html });
    const { message } = (await inbox(user.token)).body.data.list[0]!;

    expect(message).not.toMatch(/<script|alert\(1\)|onerror|onclick|javascript:/i);
    expect(message).toContain('<p>Ready date for <b>PO-17</b></p>');
    expect(message).toContain('<span>click</span>');
    expect(message).toContain(
      '<a href="https://example.com/po/17" target="_blank" rel="noopener noreferrer">open PO</a>',
    );
  });

  it('keeps a body per language: each reader reads their own, sanitized alike', async () => {
    const user = await t.signedInUser('6-DDC');
    await send([user.id], 'Both', {
      html: '<p>In English</p><script>alert(1)</script>',
      htmlCn:
        '<p>中文正文</p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">链接</a>',
    });
    const [en] = (await inbox(user.token)).body.data.list;
    const [zh] = (await inbox(user.token, {}, 'zh')).body.data.list;
    expect(en!.message).toBe('<p>In English</p>');
    expect(zh!.message).toBe(
      '<p>中文正文</p><a target="_blank" rel="noopener noreferrer">链接</a>',
    );
    expect({ ...zh, message: en!.message }).toEqual(en);
    const opened = await t.call<StationMessage>('GET', `${base}/readMessage`, {
      token: user.token,
      query: { id: en!.id },
      lang: 'zh',
    });
    expect(opened.body.data.message).toBe(zh!.message);
  });

  it('shows a message with one body (written once, or stored before bodies per language) to every reader', async () => {
    const user = await t.signedInUser('6-DDC');
    await send([user.id], 'Once', { html: '<p>Both at once · 中英文同在</p>' });
    const stored = await t.db.kysely
      .selectFrom('station_messages')
      .select(['id', 'content_cn'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(stored.content_cn).toBeNull();
    for (const lang of ['en', 'zh'] as const) {
      const [message] = (await inbox(user.token, {}, lang)).body.data.list;
      expect(message!.message, lang).toBe('<p>Both at once · 中英文同在</p>');
    }
  });

  it('drops unknown and duplicate recipients', async () => {
    const user = await t.signedInUser('6-DDC');
    expect(await send([user.id, user.id, 999_999], 'Once')).toBe(1);
    expect(await send([999_998], 'Nobody')).toBe(0);
    expect(await send([], 'Empty')).toBe(0);
    const answer = await inbox(user.token);
    expect(answer.body.data.list.map((m) => m.title)).toEqual(['Once']);
    expect(await unread(user.token)).toBe(1);
  });
});
