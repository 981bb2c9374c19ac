import type { PoUpsertRow, UpsertResult } from '@lading/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Actor } from '../../platform/auth/auth-context';
import { checkPurchaseOrderLines } from './po-upsert-check';
import { writePurchaseOrderLines } from './po-upsert-write';

/**
 * Validate a batch of PO rows (one per line, upsert by PO number + line no.) and, when no
 * row has a problem, write them all: new POs and lines, header and line changes, an audit
 * row for each. Runs inside the caller's transaction; answers problems instead of throwing
 * and writes nothing when there are any. A change of quantity or RDD on a line that is
 * already planned or shipped is a problem (reported, not applied).
 */
export async function upsertPurchaseOrderLines(
  trx: Transaction<Database>,
  actor: Actor,
  rows: readonly PoUpsertRow[],
  at: string = new Date().toISOString(),
): Promise<UpsertResult> {
  const checked = await checkPurchaseOrderLines(trx, rows);
  if (checked.problems.length) {
    return { problems: checked.problems, created: 0, updated: 0, unchanged: 0 };
  }
  return writePurchaseOrderLines(trx, actor, checked, at);
}
