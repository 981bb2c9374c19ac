import {
  listSupplierOwnersQuery,
  listSupplierOwnersResponse,
  ownerCandidatesQuery,
  ownerCandidatesResponse,
  saveSupplierOwnersRequest,
  supplierIdParams,
  supplierOwnersItem,
  type Language,
  type SupplierOwnersItem,
} from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { defineExportRoute, pagesOf } from '../../platform/export/export-route';
import type { ExportColumn } from '../../platform/export/xlsx-stream';
import { defineRoute, type RouteOptions } from '../../platform/http/route';
import { actorOf } from '../admin/user.routes';
import * as owners from './supplier-owner.service';

const HEADERS = {
  code: { en: 'Supplier code', zh: '供应商代码' },
  name: { en: 'Supplier name', zh: '供应商名称' },
  owners: { en: 'Owners', zh: '负责人' },
  sheet: { en: 'Supplier owners', zh: '供应商负责人' },
} as const;

const ownerColumns = (lang: Language): ExportColumn<SupplierOwnersItem>[] => [
  { header: HEADERS.code[lang], width: 14, value: (row) => row.code },
  { header: HEADERS.name[lang], width: 44, value: (row) => row.name },
  {
    header: HEADERS.owners[lang],
    width: 48,
    value: (row) => row.owners.map((owner) => `${owner.username} (${owner.nickname})`).join(', '),
  },
];

/** spec §2 /factory/owner: which internal users own which suppliers. */
export function supplierOwnerRoutes(app: FastifyInstance, deps: AppDeps, options: RouteOptions) {
  const tags = ['supplier owners'];
  const read = { resource: 'suppliers.owner.read' } as const;
  const write = { resource: 'suppliers.owner.write' } as const;

  defineRoute(app, options, {
    method: 'GET',
    url: '/supplier-owners',
    access: read,
    summary: 'Suppliers by code with their owners; keyword on code/name, ownerId = owned by',
    tags,
    query: listSupplierOwnersQuery,
    response: listSupplierOwnersResponse,
    handler: ({ query }) => owners.listSupplierOwners(deps, query),
  });

  defineExportRoute(app, {
    url: '/supplier-owners/export',
    access: read,
    summary: 'Suppliers and their owners as Excel (same filters)',
    tags,
    query: listSupplierOwnersQuery,
    fileName: (lang) => HEADERS.sheet[lang],
    columns: ownerColumns,
    rows: ({ query }) =>
      pagesOf((page) => owners.listSupplierOwners(deps, { ...query, ...page }), 100),
  });

  defineRoute(app, options, {
    method: 'GET',
    url: '/supplier-owners/candidates',
    access: read,
    summary: 'Enabled internal users who may own suppliers (keyword on user ID/nickname, 50 max)',
    tags,
    query: ownerCandidatesQuery,
    response: ownerCandidatesResponse,
    handler: ({ query }) => owners.ownerCandidates(deps, query),
  });

  defineRoute(app, options, {
    method: 'PUT',
    url: '/supplier-owners/:supplierId',
    access: write,
    summary: "Replace a supplier's owners (internal, enabled users)",
    tags,
    params: supplierIdParams,
    body: saveSupplierOwnersRequest,
    response: supplierOwnersItem,
    handler: ({ params, body, auth, request }) =>
      owners.saveSupplierOwners(deps, actorOf(auth, request), params.supplierId, body),
  });
}
