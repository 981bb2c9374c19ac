import {
  MASTER_DATA_ENTITIES,
  endOfRange,
  fieldLabels,
  startOfRange,
  type AuditFieldChange,
  type Language,
  type ListMasterDataChangesQuery,
  type MasterDataChange,
  type Page,
} from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import { pageAnswer } from '../../db/paging';
import {
  changedFields,
  parseSnapshot,
  type AuditSnapshot,
} from '../../platform/audit/audit-changes';
import { masterDataAuditRepository } from './master-data-audit.repository';

/** A field's label in the caller's language; `countryShortNames.NG` reads "Country short names · NG". */
export function fieldLabel(lang: Language, field: string): string {
  const [head = field, ...rest] = field.split('.');
  const label = fieldLabels[head]?.[lang] ?? head;
  return rest.length ? `${label} · ${rest.join('.')}` : label;
}

/** Derived values that change with the fields they come from (not changes of their own). */
const DERIVED: ReadonlySet<string> = new Set(['id', 'createdAt', 'updatedAt', 'cbm', 'unitCbm']);

/** Keys whose value names a record best, in order of preference. */
const NAME_KEYS = ['productId', 'code', 'username', 'name', 'shortName'] as const;

function recordName(snapshot: AuditSnapshot): string {
  for (const key of NAME_KEYS) {
    const value = snapshot[key];
    if (typeof value === 'string' && value) return value;
  }
  if (typeof snapshot.pol === 'string' && typeof snapshot.pod === 'string') {
    return `${snapshot.pol} → ${snapshot.pod}`;
  }
  if (typeof snapshot.country === 'string' && typeof snapshot.containerType === 'string') {
    return `${snapshot.country} · ${snapshot.containerType}`;
  }
  return '';
}

export interface AuditLogRow {
  id: number;
  at: string;
  actor_name: string;
  action: string;
  entity: string;
  entity_id: string;
  before_json: string | null;
  after_json: string | null;
  reason: string;
}

/** One audit row as the revision screen shows it: its field changes, labels localized. */
export function toMasterDataChange(lang: Language, row: AuditLogRow): MasterDataChange {
  const before = parseSnapshot(row.before_json);
  const after = parseSnapshot(row.after_json);
  const changes: AuditFieldChange[] = changedFields(before, after, DERIVED).map((change) => ({
    ...change,
    label: fieldLabel(lang, change.field),
  }));
  const labels = MASTER_DATA_ENTITIES[row.entity as keyof typeof MASTER_DATA_ENTITIES];
  return {
    id: row.id,
    at: row.at,
    actor: row.actor_name,
    action: row.action.slice(row.action.indexOf('.') + 1),
    entity: row.entity,
    entityLabel: labels?.[lang] ?? row.entity,
    entityId: row.entity_id,
    recordName: recordName(after) || recordName(before),
    reason: row.reason,
    changes,
  };
}

/** spec §2 /production/modificationRecord: master-data revisions, newest first. */
export async function listMasterDataChanges(
  deps: AppDeps,
  lang: Language,
  query: ListMasterDataChangesQuery,
): Promise<Page<MasterDataChange>> {
  const { total, list } = await masterDataAuditRepository.page(
    deps.db.kysely,
    {
      entity: query.entity,
      entityId: query.entityId,
      keyword: query.keyword,
      actor: query.actor,
      from: query.startTime ? startOfRange(query.startTime) : undefined,
      to: query.endTime ? endOfRange(query.endTime) : undefined,
    },
    query,
  );
  return pageAnswer(
    list.map((row) => toMasterDataChange(lang, row)),
    total,
    query,
  );
}
