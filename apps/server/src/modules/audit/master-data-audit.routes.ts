import {
  auditActionLabel,
  idParams,
  listMasterDataChangesQuery,
  listMasterDataChangesResponse,
  productRecordExportQuery,
  withinDayRange,
  type AuditValue,
  type Language,
  type MasterDataChange,
  type ProductRevision,
} from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { defineExportRoute, pagesOf } from '../../platform/export/export-route';
import type { ExportColumn } from '../../platform/export/xlsx-stream';
import { defineRoute, type RouteOptions } from '../../platform/http/route';
import { productRepository } from '../products/product.repository';
import { revisionsOf } from '../products/product.revisions';
import { fieldLabel, listMasterDataChanges } from './master-data-audit.service';

const HEADERS = {
  at: { en: 'Time (UTC)', zh: '时间 (UTC)' },
  actor: { en: 'Changed by', zh: '修改人' },
  entity: { en: 'Record type', zh: '数据类型' },
  entityId: { en: 'Record ID', zh: '记录 ID' },
  recordName: { en: 'Record', zh: '记录' },
  action: { en: 'Action', zh: '操作' },
  field: { en: 'Field', zh: '字段' },
  before: { en: 'Before', zh: '修改前' },
  after: { en: 'After', zh: '修改后' },
  reason: { en: 'Note', zh: '备注' },
  sheet: { en: 'Revision history', zh: '修改记录' },
  productSheet: { en: 'Product revisions', zh: '产品修改记录' },
} as const;

const shown = (value: AuditValue) => (value === null ? '' : String(value));
const time = (at: string) => at.replace('T', ' ').slice(0, 19);

/** One export row per changed field (a change without fields is one row). */
interface ChangeLine {
  change: MasterDataChange;
  label: string;
  before: AuditValue;
  after: AuditValue;
}

async function* changeLines(changes: AsyncIterable<MasterDataChange>): AsyncGenerator<ChangeLine> {
  for await (const change of changes) {
    if (change.changes.length === 0) yield { change, label: '', before: null, after: null };
    for (const field of change.changes) yield { change, ...field };
  }
}

const changeColumns = (lang: Language): ExportColumn<ChangeLine>[] => [
  { header: HEADERS.at[lang], width: 20, value: (row) => time(row.change.at) },
  { header: HEADERS.actor[lang], width: 16, value: (row) => row.change.actor },
  { header: HEADERS.entity[lang], width: 18, value: (row) => row.change.entityLabel },
  { header: HEADERS.entityId[lang], width: 10, value: (row) => row.change.entityId },
  { header: HEADERS.recordName[lang], width: 24, value: (row) => row.change.recordName },
  {
    header: HEADERS.action[lang],
    width: 12,
    value: (row) => auditActionLabel(lang, row.change.action),
  },
  { header: HEADERS.field[lang], width: 24, value: (row) => row.label },
  { header: HEADERS.before[lang], width: 28, value: (row) => shown(row.before) },
  { header: HEADERS.after[lang], width: 28, value: (row) => shown(row.after) },
  { header: HEADERS.reason[lang], width: 20, value: (row) => row.change.reason },
];

const productRevisionColumns = (lang: Language): ExportColumn<ProductRevision>[] => [
  { header: HEADERS.at[lang], width: 20, value: (row) => time(row.at) },
  { header: HEADERS.actor[lang], width: 16, value: (row) => row.actor },
  { header: HEADERS.action[lang], width: 12, value: (row) => auditActionLabel(lang, row.action) },
  { header: HEADERS.field[lang], width: 26, value: (row) => fieldLabel(lang, row.field) },
  { header: HEADERS.before[lang], width: 28, value: (row) => shown(row.before) },
  { header: HEADERS.after[lang], width: 28, value: (row) => shown(row.after) },
];

/**
 * Revision history read from the audit trail: spec §2 /production/modificationRecord (all
 * master data) and the export of /production/productRecord (one product's revisions).
 */
export function masterDataAuditRoutes(app: FastifyInstance, deps: AppDeps, options: RouteOptions) {
  const tags = ['revision history'];
  const read = { resource: 'audit.masterData.read' } as const;

  defineRoute(app, options, {
    method: 'GET',
    url: '/audit/master-data',
    access: read,
    summary:
      'Master-data changes, newest first, each with its field changes (before → after); filters: entity, record id, keyword, actor, days',
    tags,
    query: listMasterDataChangesQuery,
    response: listMasterDataChangesResponse,
    handler: ({ query, request }) => listMasterDataChanges(deps, request.lang, query),
  });

  defineExportRoute(app, {
    url: '/audit/master-data/export',
    access: read,
    summary: 'Master-data changes as Excel, one row per changed field (same filters)',
    tags,
    query: listMasterDataChangesQuery,
    fileName: (lang) => HEADERS.sheet[lang],
    columns: changeColumns,
    rows: ({ query, request }) =>
      changeLines(
        pagesOf((page) => listMasterDataChanges(deps, request.lang, { ...query, ...page }), 500),
      ),
  });

  defineExportRoute(app, {
    url: '/products/:id/revisions/export',
    access: { resource: 'products.read' },
    summary: "A product's revision history as Excel; filters: field, days",
    tags: ['products'],
    query: productRecordExportQuery,
    params: idParams,
    fileName: (lang) => HEADERS.productSheet[lang],
    columns: productRevisionColumns,
    // an id that is no product's simply has no revisions
    rows: async function* ({ query, params }) {
      const revisions = revisionsOf(await productRepository.auditTrail(deps.db.kysely, params.id));
      yield* revisions.filter(
        (revision) =>
          (!query.field || revision.field === query.field) &&
          withinDayRange(revision.at, query.startTime, query.endTime),
      );
    },
  });
}
