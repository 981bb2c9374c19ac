import type { AppConfig } from './config';
import type { Db } from './db/database';
import type { DemoAccounts } from './db/seed/demo-accounts';

/** What `npm start` prints once the server listens: where, on which database, how to sign in. */
export function startBanner(
  config: AppConfig,
  db: Pick<Db, 'dialect' | 'where'>,
  seeded: boolean,
  demoAccounts: readonly DemoAccounts[],
): string {
  const lines = [
    '',
    `  Lading is running at http://${config.host}:${config.port}`,
    `  Database: ${db.dialect} (${db.where})${seeded ? ' — created and seeded just now' : ''}`,
  ];
  if (config.workers > 1) lines.push(`  Processes: ${config.workers} (WORKERS)`);
  lines.push(
    `  API reference: http://${config.host}:${config.port}/apiReference (signed in; the OpenAPI ` +
      'JSON at /api/docs with a Bearer token)',
  );
  if (config.adminPasswordIsDemo) {
    lines.push(
      `  Sign in as admin / ${config.adminPassword}`,
      '  WARNING: that is the public demo password. Change it after signing in, or start with',
      '           LADING_ADMIN_PASSWORD set before the first start.',
    );
  }
  if (demoAccounts.length > 0) {
    const password = config.demoPasswordIsDefault
      ? config.demoPassword
      : 'the one in LADING_DEMO_PASSWORD';
    lines.push(`  Demo accounts by role (password ${password}):`);
    for (const { group, usernames } of demoAccounts) {
      lines.push(`    ${group.padEnd(22)} ${usernames.join(', ')}`);
    }
  }
  return lines.join('\n') + '\n';
}
