import type { ProductItem, ProductRevision, RevisionValue } from '@lading/shared';

/** Derived or bookkeeping fields: they change with others and are not revisions of their own. */
const NOT_REVISED = new Set(['id', 'cbm', 'unitCbm', 'createdAt', 'updatedAt']);

type Snapshot = Partial<Record<string, unknown>>;

const asValue = (value: unknown): RevisionValue =>
  value === undefined || value === null
    ? null
    : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? value
      : JSON.stringify(value);

/** Top-level fields, with the country short names flattened to `countryShortNames.NG`. */
function flatten(snapshot: Snapshot): Map<string, RevisionValue> {
  const fields = new Map<string, RevisionValue>();
  for (const [key, value] of Object.entries(snapshot)) {
    if (NOT_REVISED.has(key)) continue;
    if (key === 'countryShortNames' && value && typeof value === 'object') {
      for (const [country, name] of Object.entries(value)) {
        fields.set(`countryShortNames.${country}`, asValue(name));
      }
    } else {
      fields.set(key, asValue(value));
    }
  }
  return fields;
}

/** The fields that differ between two snapshots of a product, in the contract's order. */
export function changedFields(before: Snapshot, after: Snapshot) {
  const was = flatten(before);
  const now = flatten(after);
  const keys = [...new Set([...now.keys(), ...was.keys()])];
  return keys
    .filter((key) => (was.get(key) ?? null) !== (now.get(key) ?? null))
    .map((field) => ({ field, before: was.get(field) ?? null, after: now.get(field) ?? null }));
}

export interface AuditRow {
  at: string;
  actor_name: string;
  action: string;
  before_json: string | null;
  after_json: string | null;
}

const parse = (json: string | null): Snapshot =>
  json === null ? {} : (JSON.parse(json) as Partial<ProductItem>);

/**
 * One revision per changed field of each save. A create or copy is one line naming the new
 * product ID (its other fields are the record itself, not changes).
 */
export function revisionsOf(rows: readonly AuditRow[]): ProductRevision[] {
  return rows.flatMap((row): ProductRevision[] => {
    const action = row.action.replace(/^product\./, '');
    const base = { at: row.at, actor: row.actor_name };
    if (action === 'create' || action === 'copy') {
      const after = parse(row.after_json);
      return [
        { ...base, action, field: 'productId', before: null, after: asValue(after.productId) },
      ];
    }
    if (action !== 'update') return [];
    return changedFields(parse(row.before_json), parse(row.after_json)).map((change) => ({
      ...base,
      action: 'update' as const,
      ...change,
    }));
  });
}
