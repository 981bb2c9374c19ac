import { z } from 'zod';
import type { Language } from '../i18n/languages';
import { endOfRange, startOfRange } from '../messages/station-message.contract';
import { pageOf, pageQuery } from '../http/envelope';
import { LABELS } from '../i18n/labels/index';
import { labelNames } from '../i18n/labels/label';

/**
 * The audit-log entities that are master data (spec §2 /production/modificationRecord):
 * the `entity` names their services pass to appendAudit, named per language in the labels
 * catalog. A new master-data entity is one more entry of the catalog's `audit:entities`.
 */
export type MasterDataEntity = keyof typeof LABELS.en.audit.entities;
export const MASTER_DATA_ENTITY_KEYS = Object.keys(LABELS.en.audit.entities) as [
  MasterDataEntity,
  ...MasterDataEntity[],
];
export const MASTER_DATA_ENTITIES = labelNames(
  MASTER_DATA_ENTITY_KEYS,
  (entity) => `audit:entities.${entity}` as const,
);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayEdge = z.union([z.string().regex(DAY), z.iso.datetime({ offset: true })]);

export const listMasterDataChangesQuery = pageQuery
  .extend({
    entity: z.enum(MASTER_DATA_ENTITY_KEYS).optional(),
    /** the record's id, exactly */
    entityId: z.string().trim().max(64).optional(),
    /** contained in the record's before or after values (e.g. a product ID or a name) */
    keyword: z.string().trim().max(50).optional(),
    /** the user who made the change: user ID contains */
    actor: z.string().trim().max(50).optional(),
    startTime: dayEdge.optional(),
    endTime: dayEdge.optional(),
  })
  .refine((q) => !q.startTime || !q.endTime || startOfRange(q.startTime) <= endOfRange(q.endTime), {
    path: ['endTime'],
    message: 'message.dateRange',
  });
export type ListMasterDataChangesQuery = z.infer<typeof listMasterDataChangesQuery>;

export const auditValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type AuditValue = z.infer<typeof auditValue>;

/** One changed field: its path (`countryShortNames.NG`), localized label, before → after. */
export const auditFieldChange = z.object({
  field: z.string(),
  label: z.string(),
  before: auditValue,
  after: auditValue,
});
export type AuditFieldChange = z.infer<typeof auditFieldChange>;

export const masterDataChange = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string(),
  /** the verb of the audit action: create, update, delete, copy, resetPassword… */
  action: z.string(),
  entity: z.string(),
  entityLabel: z.string(),
  entityId: z.string(),
  /** a readable name of the record (product ID, code, name…), '' when unknown */
  recordName: z.string(),
  reason: z.string(),
  changes: z.array(auditFieldChange),
});
export type MasterDataChange = z.infer<typeof masterDataChange>;
export const listMasterDataChangesResponse = pageOf(masterDataChange);

/** spec §2 /production/productRecord: the export's filters (the screen filters the same way). */
export const productRecordExportQuery = z
  .object({
    /** a revision's field path, exactly */
    field: z.string().trim().max(64).optional(),
    startTime: dayEdge.optional(),
    endTime: dayEdge.optional(),
  })
  .refine((q) => !q.startTime || !q.endTime || startOfRange(q.startTime) <= endOfRange(q.endTime), {
    path: ['endTime'],
    message: 'message.dateRange',
  });
export type ProductRecordExportQuery = z.infer<typeof productRecordExportQuery>;

/** Whether an instant lies in a day range (whole days, as the list filters). */
export const withinDayRange = (at: string, startTime?: string, endTime?: string): boolean =>
  (!startTime || at >= startOfRange(startTime)) && (!endTime || at <= endOfRange(endTime));

/** Labels of the audit actions' verbs (the part after the entity: `product.update` → update). */
type AuditAction = keyof typeof LABELS.en.audit.actions;
export const AUDIT_ACTION_LABELS: Record<string, Record<Language, string>> = labelNames(
  Object.keys(LABELS.en.audit.actions) as AuditAction[],
  (action) => `audit:actions.${action}` as const,
);
export const auditActionLabel = (lang: Language, action: string): string =>
  AUDIT_ACTION_LABELS[action]?.[lang] ?? action;
