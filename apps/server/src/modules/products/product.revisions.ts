import type { ProductItem, ProductRevision } from '@lading/shared';
import {
  BOOKKEEPING_FIELDS,
  asAuditValue as asValue,
  changedFields as changedFieldsOf,
  type AuditSnapshot,
} from '../../platform/audit/audit-changes';

/** Derived or bookkeeping fields: they change with others and are not revisions of their own. */
const NOT_REVISED: ReadonlySet<string> = new Set([...BOOKKEEPING_FIELDS, 'cbm', 'unitCbm']);

/** The fields that differ between two snapshots of a product (country names as `countryShortNames.NG`). */
export const changedFields = (before: AuditSnapshot, after: AuditSnapshot) =>
  changedFieldsOf(before, after, NOT_REVISED);

export interface AuditRow {
  at: string;
  actor_name: string;
  action: string;
  before_json: string | null;
  after_json: string | null;
}

const parse = (json: string | null): Partial<ProductItem> & AuditSnapshot =>
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
