// `npm run backup [-- <folder>]`: a backup of the configured database (the same DATA_DIR /
// DATABASE_URL the server reads) into <folder> (default DATA_DIR/backups), named
// lading-YYYYMMDD-HHmmss (UTC). Safe while the server runs. Restore: README "Backup and restore".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { readConfig } from '../apps/server/src/config';
import { backupFileName, backupSqlite, pgDumpArgs } from '../apps/server/src/db/backup';
import { sqliteFileOf } from '../apps/server/src/db/database';

const config = readConfig();
const folder = path.resolve(process.argv[2] ?? path.join(config.dataDir, 'backups'));
fs.mkdirSync(folder, { recursive: true });
const now = new Date();

if (config.databaseUrl) {
  const file = path.join(folder, backupFileName(now, 'dump'));
  const args = pgDumpArgs(config.databaseUrl, file);
  const shown = `pg_dump ${args.map((arg) => (arg.startsWith('--dbname=') ? '--dbname=$DATABASE_URL' : arg)).join(' ')}`;
  console.log(`PostgreSQL: ${shown}`);
  const result = spawnSync('pg_dump', args, { stdio: 'inherit' });
  if (result.error) {
    console.error(
      `Could not run pg_dump (${result.error.message}). Install the PostgreSQL client tools ` +
        '(Debian: apt-get install postgresql-client, the same major version as the server or ' +
        'newer) and run the command above.',
    );
    process.exit(1);
  }
  if (result.status !== 0) process.exit(result.status ?? 1);
  console.log(`Backup written: ${file} (restore with pg_restore, see README)`);
} else {
  const source = sqliteFileOf(config.dataDir);
  if (!fs.existsSync(source)) {
    console.error(
      `No SQLite database at ${source}: set DATA_DIR (or DATABASE_URL) as the server has it.`,
    );
    process.exit(1);
  }
  const file = path.join(folder, backupFileName(now, 'sqlite'));
  const { pages } = await backupSqlite(source, file);
  const mb = (fs.statSync(file).size / 1024 / 1024).toFixed(1);
  console.log(`Backup written: ${file} (${pages} pages, ${mb} MB, integrity check ok)`);
}
