import {
  auditActionLabel,
  formatDateTime,
  labelGroup,
  masterDataAuditOperations,
  withinDayRange,
  type AuditValue,
  type Language,
  type MasterDataChange,
  type ProductRevision,
} from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { pagesOf, serveExport } from '../../platform/export/export-route';
import type { ExportColumn } from '../../platform/export/xlsx-stream';
import { serve, type ServeOptions } from '../../platform/http/serve';
import { productRevisionHistory } from '../products/product.service';
import { fieldLabel, listMasterDataChanges } from './master-data-audit.service';

const HEADERS = labelGroup('audit', (labels) => labels.export);

const shown = (value: AuditValue) => (value === null ? '' : String(value));

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

const changeColumns = (lang: Language, timeZone: string): ExportColumn<ChangeLine>[] => [
  { header: HEADERS.at[lang], width: 18, value: (row) => formatDateTime(row.change.at, timeZone) },
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

const productRevisionColumns = (
  lang: Language,
  timeZone: string,
): ExportColumn<ProductRevision>[] => [
  { header: HEADERS.at[lang], width: 18, value: (row) => formatDateTime(row.at, timeZone) },
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
export function masterDataAuditRoutes(app: FastifyInstance, deps: AppDeps, options: ServeOptions) {
  const op = masterDataAuditOperations;
  serve(app, options, op.list, ({ query, request }) =>
    listMasterDataChanges(deps, request.lang, query),
  );
  serveExport(app, op.export, {
    fileName: (lang) => HEADERS.sheet[lang],
    columns: changeColumns,
    rows: ({ query, request }) =>
      changeLines(
        pagesOf((page) => listMasterDataChanges(deps, request.lang, { ...query, ...page }), 500),
      ),
  });

  serveExport(app, op.productRevisionsExport, {
    fileName: (lang) => HEADERS.productSheet[lang],
    columns: productRevisionColumns,
    // an id that is no product's simply has no revisions
    rows: async function* ({ query, params }) {
      const revisions = await productRevisionHistory(deps, params.id);
      yield* revisions.filter(
        (revision) =>
          (!query.field || revision.field === query.field) &&
          withinDayRange(revision.at, query.startTime, query.endTime),
      );
    },
  });
}
