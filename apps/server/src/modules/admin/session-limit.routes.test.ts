import { describe, expect, it } from 'vitest';
import { t, useTestContext } from '../../test/harness';

/* A cap on live sessions per user (issue 12; default 10): the oldest ends. */
useTestContext();

const info = (token: string) => t.call('GET', '/api/admin/info', { token });

describe('live sessions per user', () => {
  it('ends the oldest live session when the 11th sign-in starts', async () => {
    const user = await t.buildUser({ group: '2-View', password: 'eight888' });
    const tokens: string[] = [];
    for (let i = 0; i < 10; i++) tokens.push(await t.login(user.username, 'eight888'));
    for (const token of tokens) expect((await info(token)).status).toBe(200);

    const eleventh = await t.login(user.username, 'eight888');
    expect((await info(tokens[0]!)).status).toBe(401);
    for (const token of [...tokens.slice(1), eleventh])
      expect((await info(token)).status).toBe(200);
    const ended = await t.db.kysely
      .selectFrom('sessions')
      .select('revoke_reason')
      .where('user_id', '=', user.id)
      .where('revoked_at', 'is not', null)
      .execute();
    expect(ended).toEqual([{ revoke_reason: 'sessionLimit' }]);
  });

  it("counts only live sessions, and never another user's", async () => {
    const user = await t.buildUser({ group: '2-View', password: 'eight888' });
    const neighbour = await t.signedInUser('2-View');
    const first = await t.login(user.username, 'eight888');
    await t.call('POST', '/api/admin/logout', { token: first });
    const tokens: string[] = [];
    for (let i = 0; i < 10; i++) tokens.push(await t.login(user.username, 'eight888'));
    for (const token of tokens) expect((await info(token)).status).toBe(200);
    expect((await info(neighbour.token)).status).toBe(200);
  });
});
