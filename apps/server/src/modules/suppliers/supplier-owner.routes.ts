import {
  labelGroup,
  supplierOwnerOperations,
  type Language,
  type SupplierOwnersItem,
} from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { pagesOf, serveExport } from '../../platform/export/export-route';
import type { ExportColumn } from '../../platform/export/xlsx-stream';
import { serve, type ServeOptions } from '../../platform/http/serve';
import * as owners from './supplier-owner.service';

const HEADERS = labelGroup('supplierAccess', (labels) => labels.owners.export);

const ownerColumns = (lang: Language): ExportColumn<SupplierOwnersItem>[] => [
  { header: HEADERS.code[lang], width: 14, value: (row) => row.code },
  { header: HEADERS.name[lang], width: 44, value: (row) => row.name },
  {
    header: HEADERS.owners[lang],
    width: 48,
    value: (row) => row.owners.map((owner) => `${owner.username} (${owner.nickname})`).join(', '),
  },
];

/** spec §2 /factory/owner: the handlers of `supplierOwnerOperations`. */
export function supplierOwnerRoutes(app: FastifyInstance, deps: AppDeps, options: ServeOptions) {
  const op = supplierOwnerOperations;
  serve(app, options, op.list, ({ query }) => owners.listSupplierOwners(deps, query));
  serveExport(app, op.export, {
    fileName: (lang) => HEADERS.sheet[lang],
    columns: ownerColumns,
    rows: ({ query }) =>
      pagesOf((page) => owners.listSupplierOwners(deps, { ...query, ...page }), 100),
  });
  serve(app, options, op.candidates, ({ query }) => owners.ownerCandidates(deps, query));
  serve(app, options, op.save, ({ params, body, actor }) =>
    owners.saveSupplierOwners(deps, actor, params.supplierId, body),
  );
}
