import type { Queryable } from '../../db/database';

/**
 * The next number of a document: its prefix, the day (UTC) and a four-digit count of that
 * prefix's documents of the day — DN20261128-0001. The counter row is written in the
 * caller's transaction, so two writers on PostgreSQL wait for each other on it and SQLite
 * writes one transaction at a time: no number is given twice, none is skipped by a refusal.
 */
export async function nextDocumentNo(db: Queryable, prefix: string, at: string): Promise<string> {
  const day = at.slice(0, 10).replaceAll('-', '');
  const row = await db
    .insertInto('document_counters')
    .values({ prefix, day, last_no: 1 })
    .onConflict((oc) =>
      oc
        .columns(['prefix', 'day'])
        .doUpdateSet((eb) => ({ last_no: eb('document_counters.last_no', '+', 1) })),
    )
    .returning('last_no')
    .executeTakeFirstOrThrow();
  return `${prefix}${day}-${String(row.last_no).padStart(4, '0')}`;
}
