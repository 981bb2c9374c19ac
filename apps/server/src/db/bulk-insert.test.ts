import type { CompiledQuery } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { t, useTestContext } from '../test/harness';
import { insertInBlocks } from './bulk-insert';

/** Multi-row inserts of a few fixed sizes, each SQL text built once per handle. */
useTestContext();

const auditRow = (n: number) => ({
  at: '2026-11-26T00:00:00.000Z',
  actor_id: null,
  actor_name: 'bulk',
  action: 'bulk.test',
  entity: 'bulk',
  entity_id: String(n),
  before_json: null,
  after_json: JSON.stringify({ n }),
  reason: '',
  client_address: '127.0.0.1',
});

describe('insertInBlocks', () => {
  it('writes 1,234 rows in statements of 500, 50, 5 and 1 rows, in order, each size built once', async () => {
    const rows = Array.from({ length: 1_234 }, (_, n) => auditRow(n));
    const statementRows: number[] = [];
    const built: number[] = [];
    const answered = await t.db.kysely.transaction().execute(async (trx) => {
      const execute = vi.spyOn(trx, 'executeQuery');
      const ids = await insertInBlocks(trx, 'audit_log', rows, (block) => {
        built.push(block.length);
        return trx.insertInto('audit_log').values(block).returning(['id', 'entity_id']);
      });
      for (const [query] of execute.mock.calls) {
        const { parameters } = query as CompiledQuery;
        statementRows.push(parameters.length / Object.keys(rows[0]!).length);
      }
      return ids;
    });
    expect(statementRows).toEqual([500, 500, 50, 50, 50, 50, 5, 5, 5, 5, 5, 5, 1, 1, 1, 1]);
    expect(built).toEqual([500, 50, 5, 1]);
    expect(answered).toHaveLength(1_234);
    const stored = await t.db.kysely
      .selectFrom('audit_log')
      .select('entity_id')
      .where('action', '=', 'bulk.test')
      .orderBy('id')
      .execute();
    expect(stored.map((row) => Number(row.entity_id))).toEqual(rows.map((_, n) => n));
  });

  it('writes nothing for no rows, and refuses a row without one of the first row’s columns', async () => {
    const build = vi.fn();
    expect(await insertInBlocks(t.db.kysely, 'audit_log', [], build)).toEqual([]);
    expect(build).not.toHaveBeenCalled();
    const { reason: _, ...withoutReason } = auditRow(2);
    const rows: Partial<ReturnType<typeof auditRow>>[] = [auditRow(1), withoutReason];
    await expect(
      t.db.kysely
        .transaction()
        .execute((trx) =>
          insertInBlocks(trx, 'audit_log', rows, (block) =>
            trx.insertInto('audit_log').values(block as ReturnType<typeof auditRow>[]),
          ),
        ),
    ).rejects.toThrow('audit_log: row without reason');
  });
});
