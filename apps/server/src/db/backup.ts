import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

/**
 * Backups (`npm run backup`, README "Backup and restore"). SQLite: SQLite's online backup
 * API on a connection of its own, so the server keeps reading and writing meanwhile.
 * PostgreSQL: pg_dump's custom format, restored with pg_restore.
 */

/** The file name of a backup taken at `at`: lading-YYYYMMDD-HHmmss.<extension> (UTC). */
export function backupFileName(at: Date, extension: 'sqlite' | 'dump'): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `lading-${stamp}.${extension}`;
}

/**
 * Copies the SQLite database `source` to `destination`, consistent as of one moment while
 * other connections (the server) write. Every page goes in ONE backup step: the step reads
 * inside one read transaction (in WAL mode writers go on meanwhile), so the copy is the
 * database as of that transaction's start; a copy in several steps would start over each
 * time another connection commits between steps, and under steady writes never finish.
 * Written beside the destination first and renamed when checked (`PRAGMA integrity_check`),
 * so a file with the backup's name is always a whole, openable database in one file.
 */
export async function backupSqlite(
  source: string,
  destination: string,
): Promise<{ pages: number }> {
  if (!fs.existsSync(source)) throw new Error(`No SQLite database at ${source}`);
  fs.mkdirSync(path.dirname(destination), { recursive: true });
  const partial = `${destination}.partial`;
  fs.rmSync(partial, { force: true });
  const sqlite = new SQLite(source, { fileMustExist: true });
  try {
    sqlite.pragma('busy_timeout = 5000');
    // The first step only measures; every later step may copy all remaining pages at once.
    const { totalPages } = await sqlite.backup(partial, { progress: () => 0x7fffffff });
    const check = new SQLite(partial, { fileMustExist: true });
    try {
      // a single self-contained file (the source's WAL mode would leave -wal/-shm beside it);
      // the server turns WAL on again when it opens a restored file
      check.pragma('journal_mode = DELETE');
      const result = check.pragma('integrity_check', { simple: true });
      if (result !== 'ok') throw new Error(`The backup failed its integrity check: ${result}`);
    } finally {
      check.close();
    }
    fs.renameSync(partial, destination);
    return { pages: totalPages };
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  } finally {
    sqlite.close();
  }
}

/** The pg_dump call that backs up `databaseUrl` to `file` (custom format, for pg_restore). */
export function pgDumpArgs(databaseUrl: string, file: string): string[] {
  return ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${databaseUrl}`];
}
