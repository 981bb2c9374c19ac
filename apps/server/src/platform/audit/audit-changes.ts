import type { AuditValue } from '@lading/shared';

/** A before/after snapshot as appendAudit stored it (parsed JSON). */
export type AuditSnapshot = Partial<Record<string, unknown>>;

/** Bookkeeping fields every entity carries: they change with others, never on their own. */
export const BOOKKEEPING_FIELDS: ReadonlySet<string> = new Set(['id', 'createdAt', 'updatedAt']);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One shown value: scalars as they are, a list of scalars joined, anything else as JSON. */
export const asAuditValue = (value: unknown): AuditValue => {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value;
  }
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) {
    return value.map(String).join(', ');
  }
  return JSON.stringify(value);
};

/** Top-level fields, nested objects flattened one level to `parent.child` (country names…). */
export function flattenSnapshot(
  snapshot: AuditSnapshot,
  ignore: ReadonlySet<string> = BOOKKEEPING_FIELDS,
): Map<string, AuditValue> {
  const fields = new Map<string, AuditValue>();
  for (const [key, value] of Object.entries(snapshot)) {
    if (ignore.has(key)) continue;
    if (isPlainObject(value)) {
      for (const [child, inner] of Object.entries(value)) {
        fields.set(`${key}.${child}`, asAuditValue(inner));
      }
    } else {
      fields.set(key, asAuditValue(value));
    }
  }
  return fields;
}

export interface FieldChange {
  field: string;
  before: AuditValue;
  after: AuditValue;
}

/**
 * The fields that differ between two snapshots, in the order they appear (after's first).
 * A create compares against `{}` (every field is new); a delete against `{}` the other way.
 */
export function changedFields(
  before: AuditSnapshot,
  after: AuditSnapshot,
  ignore: ReadonlySet<string> = BOOKKEEPING_FIELDS,
): FieldChange[] {
  const was = flattenSnapshot(before, ignore);
  const now = flattenSnapshot(after, ignore);
  const keys = [...new Set([...now.keys(), ...was.keys()])];
  return keys
    .filter((key) => (was.get(key) ?? null) !== (now.get(key) ?? null))
    .map((field) => ({ field, before: was.get(field) ?? null, after: now.get(field) ?? null }));
}

/** A stored JSON snapshot, `{}` when absent or not an object. */
export function parseSnapshot(json: string | null): AuditSnapshot {
  if (json === null) return {};
  const value: unknown = JSON.parse(json);
  return isPlainObject(value) ? value : {};
}
