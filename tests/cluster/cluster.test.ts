// `npm run test:cluster` (issue 23): three Lading processes on one fresh PostgreSQL database
// behind nginx (or the test proxy). Sessions, permissions, writes and sign-in counters,
// each checked on another process than the one that changed them, right away. Imports and
// dying workers: cluster-imports.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settle, startCluster, type Cluster } from './cluster';
import { ADMIN_PASSWORD, DEMO_PASSWORD, call, login, poLineTotal, signIn } from './cluster-api';
import { demoReferences } from './po-import-file';

let cluster: Cluster;
/** The three processes' ports, and the front proxy's. */
let p1: number, p2: number, p3: number, front: number;
let admin: string;

beforeAll(async () => {
  cluster = await startCluster(3);
  [p1, p2, p3] = cluster.processes.map((lading) => lading.port) as [number, number, number];
  front = cluster.front.port;
  console.log(`cluster: 3 processes behind ${cluster.front.kind}`);
});

afterAll(async () => {
  await cluster?.stop();
});

const info = (port: number, token: string) => call(port, 'GET', '/admin/info', { token });

async function userId(username: string) {
  const answer = await call<{ list: { id: number; username: string }[] }>(
    p1,
    'GET',
    `/admin/list?keyword=${username}&pageSize=50`,
    { token: admin },
  );
  return answer.data.list.find((user) => user.username === username)!.id;
}

async function userState(username: string) {
  const found = await cluster.db.query<{ failed_login_count: number; locked_until: string | null }>(
    'select failed_login_count, locked_until from users where username = $1',
    [username],
  );
  return found.rows[0]!;
}

describe('three processes on one PostgreSQL', () => {
  it('(a) all three become healthy when started at once on an empty database', async () => {
    const crashed = await settle(cluster);
    // signed in before the verdict, so the later scenarios run whatever it is
    admin = await signIn(p1, 'admin', ADMIN_PASSWORD);
    expect(crashed).toEqual([]);
  });

  it('(b) sign-out, password change and disabling take effect on the other processes at once', async () => {
    const scm = await signIn(p1, 'scm');
    expect((await info(p3, scm)).status).toBe(200);
    expect((await call(p2, 'POST', '/admin/logout', { token: scm })).status).toBe(200);
    expect((await info(p3, scm)).status).toBe(401);

    const quality = await signIn(p1, 'quality');
    const elsewhere = await signIn(p2, 'quality');
    expect((await info(p3, elsewhere)).status).toBe(200);
    const newPassword = 'cluster-pass-1';
    const changed = await call(p1, 'POST', '/admin/changePassword', {
      token: quality,
      json: { oldPassword: DEMO_PASSWORD, newPassword, retypeNewPassword: newPassword },
    });
    expect(changed.status).toBe(200);
    expect((await info(p3, elsewhere)).status).toBe(401);
    expect((await info(p2, quality)).status).toBe(401);
    expect((await login(p3, 'quality', DEMO_PASSWORD)).status).not.toBe(200);
    expect((await login(p3, 'quality', newPassword)).status).toBe(200);

    const opm = await signIn(p1, 'opm');
    expect((await info(p3, opm)).status).toBe(200);
    const id = await userId('opm');
    const disabled = await call(p2, 'POST', `/admin/updateStatus/${id}?status=0`, { token: admin });
    expect(disabled.status).toBe(200);
    expect((await info(p3, opm)).status).toBe(401);
    expect((await login(p1, 'opm', DEMO_PASSWORD)).status).not.toBe(200);
  });

  it('(c) a resource taken from a group is refused on another process at once', async () => {
    // orders.po.write: no screen of 1-SCM needs it to open (a screen's reads cannot be taken)
    const scm = await signIn(p1, 'scm');
    const page = await call<{ list: { id: number; unitPriceCents: number }[] }>(
      p3,
      'GET',
      '/po-lines?pageSize=1&status=Open',
      { token: scm },
    );
    const line = page.data.list[0]!;
    const save = () =>
      call(p3, 'PUT', `/po-lines/${line.id}`, {
        token: scm,
        json: { unitPriceCents: line.unitPriceCents },
      });
    expect((await save()).status).toBe(200);
    const groups = await call<{ id: number; name: string }[]>(p1, 'GET', '/role/listAll', {
      token: admin,
    });
    const group = groups.data.find((g) => g.name === '1-SCM')!;
    const held = await call<{ id: number; key: string }[]>(
      p1,
      'GET',
      `/role/listResource/${group.id}`,
      { token: admin },
    );
    expect(held.data.some((resource) => resource.key === 'orders.po.write')).toBe(true);
    const kept = held.data.filter((resource) => resource.key !== 'orders.po.write');
    const saved = await call(p2, 'POST', '/role/allocResource', {
      token: admin,
      json: { roleId: group.id, resourceIds: kept.map((resource) => resource.id) },
    });
    expect(saved.status, saved.message).toBe(200);
    expect((await save()).status).toBe(403);
  });

  it('(d) a write on one process reads back on the others at once', async () => {
    const page = await call<{ list: { id: number; unitPriceCents: number }[] }>(
      p2,
      'GET',
      '/po-lines?pageSize=1&status=Open',
      { token: admin },
    );
    const line = page.data.list[0]!;
    for (const port of [p2, p3]) {
      const before = await call<{ unitPriceCents: number }>(port, 'GET', `/po-lines/${line.id}`, {
        token: admin,
      });
      expect(before.data.unitPriceCents).toBe(line.unitPriceCents);
    }
    const unitPriceCents = line.unitPriceCents + 7;
    const changed = await call(p1, 'PUT', `/po-lines/${line.id}`, {
      token: admin,
      json: { unitPriceCents },
    });
    expect(changed.status).toBe(200);
    for (const port of [p2, p3]) {
      const after = await call<{ unitPriceCents: number }>(port, 'GET', `/po-lines/${line.id}`, {
        token: admin,
      });
      expect(after.data.unitPriceCents).toBe(unitPriceCents);
    }
  });

  it('(e) the PO-line list total is right at once on every process after a write', async () => {
    const refs = await demoReferences(cluster.db);
    const prefix = 'CLUSTER-E';
    for (const port of [p1, p2, p3]) expect(await poLineTotal(port, admin, prefix)).toBe(0);
    const line = (lineNo: number) => ({
      lineNo,
      productId: refs.productIds[lineNo]!,
      orderQty: 10 * lineNo,
      unitPriceCents: 1250,
      rdd: '2027-03-01',
      loadingPointId: refs.loadingPointId,
    });
    const created = await call<{ id: number }>(p1, 'POST', '/purchase-orders', {
      token: admin,
      json: {
        poNumber: `${prefix}-1`,
        supplierId: refs.supplierIds[0],
        originator: 'Cluster Buyer',
        destinationCountry: 'NG',
        currency: 'USD',
        lines: [line(1), line(2), line(3)],
      },
    });
    expect(created.status).toBe(200);
    for (const port of [p1, p2, p3]) expect(await poLineTotal(port, admin, prefix)).toBe(3);
    const added = await call(p2, 'POST', `/purchase-orders/${created.data.id}/lines`, {
      token: admin,
      json: line(4),
    });
    expect(added.status).toBe(200);
    for (const port of [p1, p2, p3]) expect(await poLineTotal(port, admin, prefix)).toBe(4);
  });

  it('(i) 30 wrong passwords at once through the proxy lock the account, 29 do not', async () => {
    const wrong = (username: string, count: number, net: number) =>
      Promise.all(
        Array.from({ length: count }, (_, i) =>
          login(front, username, 'not-the-password', `10.${net}.0.${i + 1}`),
        ),
      );
    const [under, at] = await Promise.all([wrong('viewer', 29, 29), wrong('logistic', 30, 30)]);
    expect(under.every((answer) => answer.status === 400)).toBe(true);
    expect(at.every((answer) => answer.status === 400)).toBe(true);
    expect((await userState('viewer')).failed_login_count).toBe(29);
    expect((await userState('logistic')).failed_login_count).toBe(30);
    expect((await userState('viewer')).locked_until).toBeNull();
    expect((await userState('logistic')).locked_until).not.toBeNull();
    // the right password: refused on the locked account, through any process
    for (const port of [p1, p2, p3]) {
      expect((await login(port, 'logistic', DEMO_PASSWORD, '192.0.2.10')).status).not.toBe(200);
    }
    expect((await login(p3, 'viewer', DEMO_PASSWORD, '192.0.2.11')).status).toBe(200);
  });

  it("(j) sign-in attempts and sessions record the client's address, not the proxy's", async () => {
    const client = '198.51.100.23';
    expect((await login(front, 'country', 'not-the-password', '198.51.100.24')).status).toBe(400);
    const signedIn = await login(front, 'country', DEMO_PASSWORD, client);
    expect(signedIn.status).toBe(200);
    const attempts = await cluster.db.query<{ client_address: string; succeeded: number }>(
      "select client_address, succeeded from login_attempts where username = 'country' order by id",
    );
    expect(attempts.rows.map((row) => [row.client_address, Number(row.succeeded)])).toEqual([
      ['198.51.100.24', 0],
      [client, 1],
    ]);
    const sessions = await cluster.db.query<{ client_address: string }>(
      "select s.client_address from sessions s join users u on u.id = s.user_id where u.username = 'country'",
    );
    expect(sessions.rows.map((row) => row.client_address)).toEqual([client]);
  });
});
