import { sql, type RawBuilder } from 'kysely';
import type { Dialect } from './database';

/**
 * The database's own clock, `secondsAgo` before now (negative: after), as the text our time
 * columns hold (`2024-05-01T08:30:00.123Z`, what Date.toISOString writes). Leases and retry
 * times are kept with it, so processes on hosts whose clocks disagree still agree on when a
 * lease ran out.
 */
export function databaseNow(dialect: Dialect, secondsAgo = 0): RawBuilder<string> {
  if (dialect === 'postgres') {
    return sql<string>`to_char((clock_timestamp() - make_interval(secs => ${secondsAgo})) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  }
  return sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ${`${-secondsAgo} seconds`})`;
}
