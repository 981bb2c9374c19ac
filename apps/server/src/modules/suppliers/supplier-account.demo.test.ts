import { listSupplierAccountsResponse, listSupplierOwnersResponse } from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_USER_PASSWORD } from '../../config';
import { verifyPassword } from '../../platform/auth/password';
import { deps, useDemoDatabase } from '../../test/harness';
import { listSupplierAccounts } from './supplier-account.service';
import { listSupplierOwners } from './supplier-owner.service';

useDemoDatabase();

describe('the demo seed’s supplier owners and accounts', () => {
  it('gives every supplier owners (scm among them) and its own supplier account', async () => {
    const owners = listSupplierOwnersResponse.parse(
      await listSupplierOwners(deps, { pageNum: 1, pageSize: 100 }),
    );
    expect(owners.total).toBeGreaterThanOrEqual(4);
    for (const row of owners.list) {
      const names = row.owners.map((owner) => owner.username);
      expect(names, row.code).toContain('scm');
      expect(names.length, row.code).toBeGreaterThanOrEqual(2);
    }

    const accounts = listSupplierAccountsResponse.parse(
      await listSupplierAccounts(deps, { pageNum: 1, pageSize: 100 }),
    );
    for (const row of owners.list) {
      const own = accounts.list.filter(
        (account) =>
          account.group === '7-Supplier' &&
          account.suppliers.length === 1 &&
          account.suppliers[0]!.id === row.supplierId,
      );
      expect(own.length, row.code).toBeGreaterThanOrEqual(1);
    }
    expect(accounts.list.filter((account) => account.group === '11-Supplier QRC').length).toBe(3);
    const usernames = accounts.list.map((account) => account.username);
    expect(usernames).toEqual(expect.arrayContaining(['supplier', 'supplierqrc', 'sup001']));
    expect(usernames).toContain('sup001qrc');

    const sup001 = await deps.db.kysely
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', 'sup001')
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(sup001.password_hash, DEMO_USER_PASSWORD)).toBe(true);
  });
});
