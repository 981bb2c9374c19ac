import type { KitItem, KitRevision } from '@lading/shared';
import type { AuditRow } from '../products/product.revisions';

type Snapshot = Partial<KitItem>;

/** The fields a person edits; components as one line "product ID ×qty, …". */
function revised(snapshot: Snapshot): Record<string, string | null> {
  return {
    kitCode: snapshot.kitCode ?? null,
    name: snapshot.name ?? null,
    lifeCycle: snapshot.lifeCycle ?? null,
    activeness: snapshot.activeness ?? null,
    description: snapshot.description ?? null,
    components:
      snapshot.components
        ?.map((component) => `${component.product.productId} ×${component.qty}`)
        .join(', ') ?? null,
  };
}

function changedFields(before: Snapshot, after: Snapshot) {
  const was = revised(before);
  const now = revised(after);
  return Object.keys(now)
    .filter((field) => was[field] !== now[field])
    .map((field) => ({ field, before: was[field] ?? null, after: now[field] ?? null }));
}

const parse = (json: string | null): Snapshot =>
  json === null ? {} : (JSON.parse(json) as Snapshot);

/** One revision per changed field of each save; a create is one line naming the kit code. */
export function kitRevisionsOf(rows: readonly AuditRow[]): KitRevision[] {
  return rows.flatMap((row): KitRevision[] => {
    const action = row.action.replace(/^kit\./, '');
    const base = { at: row.at, actor: row.actor_name };
    if (action === 'create') {
      const after = parse(row.after_json);
      return [{ ...base, action, field: 'kitCode', before: null, after: after.kitCode ?? null }];
    }
    if (action !== 'update') return [];
    return changedFields(parse(row.before_json), parse(row.after_json)).map((change) => ({
      ...base,
      action: 'update' as const,
      ...change,
    }));
  });
}
