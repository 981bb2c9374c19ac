import type { Queryable } from '../../../db/database';
import type { StoredIssue } from '../../../platform/import/import-issues';
import { applyTrackingUpdatesIn, type TrackingActor } from '../tracking-batch.service';
import type { RowUpdate } from './tracking-import-rows';

/**
 * The tracking file's changed rows handed to the tracking service, which applies them under
 * the lifecycle rules (ATD needs a container no., ATA not before ATD, no actual date in the
 * future, statuses moving forward…) inside the import's transaction; each refusal is put
 * back on the file row (and column) it came from.
 */
export async function applyTrackingRows(
  trx: Queryable,
  actor: TrackingActor,
  rows: readonly RowUpdate[],
  now: Date,
  today: string,
): Promise<{ issues: StoredIssue[] }> {
  if (rows.length === 0) return { issues: [] };
  const result = await applyTrackingUpdatesIn(
    trx,
    actor,
    rows.map((row) => row.update),
    now,
    today,
  );
  if (result.ok) return { issues: [] };
  return {
    issues: result.refusals.map((refusal) => ({
      row: rows[refusal.index]?.row ?? 0,
      // a row made from an older template: its version column is what is out of date
      field: refusal.key === 'tracking.changedMeanwhile' ? 'version' : refusal.field,
      key: refusal.key,
      params: refusal.params,
    })),
  };
}
