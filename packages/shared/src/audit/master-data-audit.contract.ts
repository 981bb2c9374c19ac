import { z } from 'zod';
import type { Language } from '../i18n/languages';
import { endOfRange, startOfRange } from '../messages/station-message.contract';
import { pageOf, pageQuery } from '../http/envelope';

/**
 * The audit-log entities that are master data (spec §2 /production/modificationRecord):
 * the `entity` names their services pass to appendAudit, with a label per language.
 * A new master-data entity is one more line here.
 */
export const MASTER_DATA_ENTITIES = {
  product: { en: 'Product', zh: '产品' },
  kit: { en: 'Kit', zh: '套件' },
  packaging: { en: 'Packaging', zh: '包装信息' },
  leadTime: { en: 'Production lead time', zh: '生产交期' },
  supplier: { en: 'Supplier', zh: '供应商' },
  supplierOwner: { en: 'Supplier owners', zh: '供应商负责人' },
  supplierAccount: { en: 'Supplier account', zh: '供应商账号' },
  loadingPoint: { en: 'Loading location', zh: '装货地点' },
  shippingLine: { en: 'Shipping line', zh: '船公司' },
  transitTime: { en: 'Standard transit time', zh: '标准运输时效' },
  loadingLimit: { en: 'Container weight limit', zh: '集装箱限重' },
  containerType: { en: 'Container type', zh: '柜型' },
} as const satisfies Record<string, Record<Language, string>>;

export type MasterDataEntity = keyof typeof MASTER_DATA_ENTITIES;
export const MASTER_DATA_ENTITY_KEYS = Object.keys(MASTER_DATA_ENTITIES) as [
  MasterDataEntity,
  ...MasterDataEntity[],
];

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
export const AUDIT_ACTION_LABELS: Record<string, Record<Language, string>> = {
  create: { en: 'Created', zh: '新增' },
  update: { en: 'Edited', zh: '修改' },
  delete: { en: 'Deleted', zh: '删除' },
  copy: { en: 'Copied', zh: '复制' },
  import: { en: 'Imported', zh: '导入' },
  resetPassword: { en: 'Password reset', zh: '重置密码' },
};
export const auditActionLabel = (lang: Language, action: string): string =>
  AUDIT_ACTION_LABELS[action]?.[lang] ?? action;
