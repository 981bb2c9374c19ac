import type { SupplierItem, SupplierRevision } from '@lading/shared';

/** Derived or bookkeeping fields: they change with others and are not revisions of their own. */
const NOT_REVISED = new Set(['id', 'name', 'createdAt', 'updatedAt']);

type Snapshot = Partial<Record<string, unknown>>;
type Value = SupplierRevision['before'];

const asValue = (value: unknown): Value =>
  value === undefined || value === null
    ? null
    : Array.isArray(value)
      ? value.join(', ')
      : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? value
        : JSON.stringify(value);

/** The fields that differ between two snapshots, in the contract's order. */
export function changedFields(before: Snapshot, after: Snapshot) {
  const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])].filter(
    (key) => !NOT_REVISED.has(key),
  );
  return keys
    .map((field) => ({ field, before: asValue(before[field]), after: asValue(after[field]) }))
    .filter((change) => change.before !== change.after);
}

export interface SupplierAuditRow {
  at: string;
  actor_name: string;
  action: string;
  before_json: string | null;
  after_json: string | null;
}

const parse = (json: string | null): Snapshot =>
  json === null ? {} : (JSON.parse(json) as Partial<SupplierItem>);

/**
 * One revision per changed field of each save, newest first. A create is one line naming
 * the new supplier's code (its other fields are the record itself, not changes). Audit
 * rows of other supplier actions (stages, owners, files) show the fields they changed.
 */
export function revisionsOf(rows: readonly SupplierAuditRow[]): SupplierRevision[] {
  return rows.flatMap((row): SupplierRevision[] => {
    const base = { at: row.at, actor: row.actor_name };
    if (row.action === 'supplier.create') {
      const after = parse(row.after_json);
      return [
        { ...base, action: 'create', field: 'code', before: null, after: asValue(after.code) },
      ];
    }
    if (row.before_json === null || row.after_json === null) return [];
    return changedFields(parse(row.before_json), parse(row.after_json)).map((change) => ({
      ...base,
      action: 'update' as const,
      ...change,
    }));
  });
}

/** The revision-history screen's filters: one field, days from/to inclusive (UTC days). */
export function filterRevisions(
  revisions: readonly SupplierRevision[],
  filter: { field?: string | undefined; from?: string | undefined; to?: string | undefined },
): SupplierRevision[] {
  return revisions.filter(
    (revision) =>
      (!filter.field || revision.field === filter.field) &&
      (!filter.from || revision.at.slice(0, 10) >= filter.from) &&
      (!filter.to || revision.at.slice(0, 10) <= filter.to),
  );
}
