import { describe, expect, it } from 'vitest';
import { demoAccountsIn } from './db/seed/demo-accounts';
import { startBanner } from './start-banner';
import { t, useTestContext } from './test/harness';

/** Issue 14: `npm start` ends with one banner — where, which database, who can sign in. */
useTestContext({ config: { seedDemo: true } });

describe('the start banner', () => {
  it('lists every demo account by role, supplier accounts included', async () => {
    const accounts = await demoAccountsIn(t.db.kysely);
    const byGroup = new Map(accounts.map((a) => [a.group, a.usernames]));
    expect(byGroup.get('4-MQ')).toEqual(['quality']);
    expect(byGroup.get('7-Supplier')?.[0]).toBe('supplier');
    expect(byGroup.get('7-Supplier')).toContain('sup001');
    expect(byGroup.get('11-Supplier QRC')).toEqual(['supplierqrc', 'sup001qrc', 'sup002qrc']);
    expect(accounts).toHaveLength(13);

    const banner = startBanner(
      { ...t.config, host: '127.0.0.1', port: 8080, workers: 1 },
      t.db,
      true,
      accounts,
    );
    expect(banner).toContain('Lading is running at http://127.0.0.1:8080');
    expect(banner).toContain(`Database: ${t.db.dialect}`);
    expect(banner).toContain('/apiReference');
    expect(banner).toMatch(/Demo accounts by role \(password demo1234\):/);
    expect(banner).toMatch(/1-SCM\s+scm\n/);
  });

  it('names no account of a database seeded without the demo', async () => {
    await t.db.kysely
      .updateTable('users')
      .set({ enabled: 0 })
      .where('username', '!=', 'admin')
      .execute();
    expect(await demoAccountsIn(t.db.kysely)).toEqual([]);
    const banner = startBanner({ ...t.config, workers: 1 }, t.db, false, []);
    expect(banner).not.toContain('Demo accounts');
  });
});
