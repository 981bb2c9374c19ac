import {
  formatDateTime,
  labelGroup,
  supplierAccountOperations,
  type Language,
  type SupplierAccountItem,
} from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { pagesOf, serveExport } from '../../platform/export/export-route';
import type { ExportColumn } from '../../platform/export/xlsx-stream';
import { serve, type ServeOptions } from '../../platform/http/serve';
import * as accounts from './supplier-account.service';

const HEADERS = labelGroup('supplierAccess', (labels) => labels.accounts.export);

const accountColumns = (lang: Language, timeZone: string): ExportColumn<SupplierAccountItem>[] => [
  { header: HEADERS.username[lang], width: 18, value: (row) => row.username },
  { header: HEADERS.nickname[lang], width: 22, value: (row) => row.nickname },
  { header: HEADERS.email[lang], width: 28, value: (row) => row.email },
  { header: HEADERS.group[lang], width: 18, value: (row) => row.group },
  {
    header: HEADERS.supplierCode[lang],
    width: 14,
    value: (row) => row.suppliers.map((s) => s.code).join(', '),
  },
  {
    header: HEADERS.supplierName[lang],
    width: 44,
    value: (row) => row.suppliers.map((s) => s.name).join(', '),
  },
  {
    header: HEADERS.status[lang],
    width: 10,
    value: (row) => (row.status ? HEADERS.enabled[lang] : HEADERS.disabled[lang]),
  },
  {
    header: HEADERS.lastLoginAt[lang],
    width: 18,
    value: (row) => formatDateTime(row.lastLoginAt, timeZone),
  },
  {
    header: HEADERS.createdAt[lang],
    width: 18,
    value: (row) => formatDateTime(row.createdAt, timeZone),
  },
];

/**
 * spec §2 /factory/manufacturer: sign-in accounts of suppliers (7-Supplier, 11-Supplier QRC);
 * the handlers of `supplierAccountOperations`.
 */
export function supplierAccountRoutes(app: FastifyInstance, deps: AppDeps, options: ServeOptions) {
  const op = supplierAccountOperations;
  serve(app, options, op.list, ({ query }) => accounts.listSupplierAccounts(deps, query));
  serveExport(app, op.export, {
    fileName: (lang) => HEADERS.sheet[lang],
    columns: accountColumns,
    rows: ({ query }) =>
      pagesOf((page) => accounts.listSupplierAccounts(deps, { ...query, ...page }), 100),
  });
  serve(app, options, op.create, ({ body, actor }) =>
    accounts.createSupplierAccount(deps, actor, body),
  );
  serve(app, options, op.update, ({ params, body, actor }) =>
    accounts.updateSupplierAccount(deps, actor, params.id, body),
  );
  serve(app, options, op.resetPassword, ({ params, body, actor }) =>
    accounts.resetSupplierAccountPassword(deps, actor, params.id, body),
  );
}
