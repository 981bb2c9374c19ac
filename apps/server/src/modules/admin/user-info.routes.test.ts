import type { MenuNode, UserInfoResponse } from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { errorFields, t, useTestContext } from '../../test/harness';

useTestContext();

const flatten = (nodes: MenuNode[]): MenuNode[] =>
  nodes.flatMap((n) => [n, ...flatten(n.children)]);
const info = async (token: string) =>
  (await t.call<UserInfoResponse>('GET', '/api/admin/info', { token })).body.data;

describe('GET /api/admin/info', () => {
  it('gives the super administrator every menu of the screen tree, nested, highest sort first', async () => {
    const data = await info(await t.adminToken());
    expect(data.username).toBe('admin');
    expect(data.roles).toEqual(['超级管理员']);
    expect(data.supplierList).toEqual([]);
    expect(data.permissions).toContain('admin.user.write');
    const menuRows = await t.db.kysely.selectFrom('menus').select('id').execute();
    expect(flatten(data.menus)).toHaveLength(menuRows.length);
    expect(data.menus.map((m) => m.name)).toEqual([
      'home',
      'production',
      'stock',
      'factory',
      'myOrder',
      'scanCode',
      'datas',
      'verification',
      'arrange',
      'reportForms',
      'information',
      'user',
      'apiReference',
    ]);
    const production = data.menus.find((m) => m.name === 'production')!;
    const sorts = production.children.map((c) => c.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => b - a));
    const byName = new Map(flatten(data.menus).map((m) => [m.name, m]));
    expect(byName.get('product')).toMatchObject({
      keepAlive: 1,
      hidden: 0,
      entitle: 'Product List',
    });
    expect(byName.get('editProduct')).toMatchObject({ hidden: 1 });
    expect(byName.get('shippingPlan')).toMatchObject({ keepAlive: 1 });
  });

  it("gives a supplier user its group's menus and its suppliers", async () => {
    const supplier = await t.buildSupplier({ code: 'SUN01', name: 'Sunrise' });
    const user = await t.signedInUser('7-Supplier', { supplierIds: [supplier.id] });
    const data = await info(user.token);
    expect(data.roles).toEqual(['7-Supplier']);
    expect(data.supplierList).toEqual([{ id: supplier.id, code: 'SUN01', name: 'Sunrise' }]);
    expect(data.permissions).toEqual([
      'orders.po.read',
      'readyDates.read',
      'readyDates.submit',
      'serials.bind',
      'serials.read',
      'stock.deliveryNote.read',
      'stock.deliveryNote.write',
      'suppliers.dd.upload',
      'suppliers.read',
    ]);
    const names = flatten(data.menus).map((m) => m.name);
    expect(names).toContain('orderList');
    expect(names).toContain('shippingDetails');
    expect(names).toContain('reportForms');
    expect(names).not.toContain('user');
    expect(names).not.toContain('riskbuyPo');
    // their delivery notes (issue 16), and nothing else of the stock folder
    expect(names).toContain('deliveryNote');
    expect(names).not.toContain('inventory');
    // their scan stations (issue 18), not the container's nor the templates
    expect(names).toContain('scanCartonBox');
    expect(names).not.toContain('scanContainer');
    expect(names).not.toContain('productTemplate');
  });

  it('follows a change of the group menus at once', async () => {
    const user = await t.signedInUser('6-DDC');
    const before = flatten((await info(user.token)).menus).map((m) => m.name);
    expect(before).not.toContain('riskbuyPo');
    const riskBuy = await t.db.kysely
      .selectFrom('menus')
      .select(['id'])
      .where('name', '=', 'riskbuyPo')
      .executeTakeFirstOrThrow();
    const admin = await t.adminToken();
    const menus = await t.db.kysely
      .selectFrom('group_menus')
      .select('menu_id')
      .where('group_id', '=', user.groupId)
      .execute();
    const answer = await t.call('POST', '/api/role/allocMenu', {
      token: admin,
      body: { roleId: user.groupId, menuIds: [...menus.map((m) => m.menu_id), riskBuy.id] },
    });
    expect(answer.status).toBe(200);
    const after = flatten((await info(user.token)).menus).map((m) => m.name);
    expect(after).toContain('riskbuyPo');
    expect(after).toContain('stock');
  });
});

describe('POST /api/admin/changePassword', () => {
  const change = (token: string, body: Record<string, string>, lang?: 'zh') =>
    t.call('POST', '/api/admin/changePassword', { token, body, ...(lang ? { lang } : {}) });

  it('checks every spec §5 rule, naming the field', async () => {
    const user = await t.signedInUser('1-SCM', { password: 'old-pass' });
    const cases: [Record<string, string>, string][] = [
      [{ oldPassword: 'old-pass', newPassword: 'new-pass' }, 'retypeNewPassword'],
      [{ oldPassword: 'old-pass', newPassword: 'ab', retypeNewPassword: 'ab' }, 'newPassword'],
      [
        { oldPassword: 'old-pass', newPassword: 'new-pas', retypeNewPassword: 'new-pas' },
        'newPassword',
      ],
      [
        { oldPassword: 'old-pass', newPassword: 'n'.repeat(65), retypeNewPassword: 'n'.repeat(65) },
        'newPassword',
      ],
      [{ oldPassword: '', newPassword: 'new-pass', retypeNewPassword: 'new-pass' }, 'oldPassword'],
      [
        { oldPassword: 'old-pass', newPassword: 'new-pass', retypeNewPassword: 'new-pazz' },
        'retypeNewPassword',
      ],
    ];
    for (const [body, field] of cases) {
      const answer = await change(user.token, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(errorFields(answer)).toContain(field);
    }
    const mismatch = await change(
      user.token,
      { oldPassword: 'old-pass', newPassword: 'new-pass', retypeNewPassword: 'new-pazz' },
      'zh',
    );
    expect(mismatch.body.message).toBe('确认新密码：两次输入的新密码不一致');
    const wrongOld = await change(user.token, {
      oldPassword: 'not-it',
      newPassword: 'new-pass',
      retypeNewPassword: 'new-pass',
    });
    expect(wrongOld.status).toBe(422);
    expect(wrongOld.body.message).toBe('The old password is incorrect');
    expect((await t.call('GET', '/api/admin/info', { token: user.token })).status).toBe(200);
  });

  it('changes the password and ends every session of the user', async () => {
    const user = await t.signedInUser('1-SCM', { password: 'old-pass' });
    const elsewhere = await t.login(user.username, 'old-pass');
    const answer = await change(user.token, {
      oldPassword: 'old-pass',
      newPassword: 'new-pass',
      retypeNewPassword: 'new-pass',
    });
    expect(answer.status).toBe(200);
    expect((await t.call('GET', '/api/admin/info', { token: user.token })).status).toBe(401);
    expect((await t.call('GET', '/api/admin/info', { token: elsewhere })).status).toBe(401);
    await expect(t.login(user.username, 'old-pass')).rejects.toThrow(/Incorrect/);
    expect(await t.login(user.username, 'new-pass')).toBeTruthy();
    const row = await t.db.kysely
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
