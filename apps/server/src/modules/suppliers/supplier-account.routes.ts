import {
  createSupplierAccountRequest,
  idParams,
  listSupplierAccountsQuery,
  listSupplierAccountsResponse,
  resetSupplierAccountPasswordRequest,
  supplierAccountItem,
  updateSupplierAccountRequest,
  type Language,
  type SupplierAccountItem,
} from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { defineExportRoute, pagesOf } from '../../platform/export/export-route';
import type { ExportColumn } from '../../platform/export/xlsx-stream';
import { defineRoute, type RouteOptions } from '../../platform/http/route';
import { actorOf } from '../admin/user.routes';
import * as accounts from './supplier-account.service';

const HEADERS = {
  username: { en: 'User ID', zh: '用户名' },
  nickname: { en: 'Nickname', zh: '昵称' },
  email: { en: 'Email', zh: '邮箱' },
  group: { en: 'Group', zh: '用户组' },
  supplierCode: { en: 'Supplier code', zh: '供应商代码' },
  supplierName: { en: 'Supplier name', zh: '供应商名称' },
  status: { en: 'Status', zh: '状态' },
  lastLoginAt: { en: 'Last sign-in (UTC)', zh: '最近登录 (UTC)' },
  createdAt: { en: 'Created at (UTC)', zh: '创建时间 (UTC)' },
  enabled: { en: 'Enabled', zh: '启用' },
  disabled: { en: 'Disabled', zh: '禁用' },
  sheet: { en: 'Supplier accounts', zh: '供应商账号' },
} as const;

const accountColumns = (lang: Language): ExportColumn<SupplierAccountItem>[] => [
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
  { header: HEADERS.lastLoginAt[lang], width: 24, value: (row) => row.lastLoginAt ?? '' },
  { header: HEADERS.createdAt[lang], width: 24, value: (row) => row.createdAt },
];

/** spec §2 /factory/manufacturer: sign-in accounts of suppliers (7-Supplier, 11-Supplier QRC). */
export function supplierAccountRoutes(app: FastifyInstance, deps: AppDeps, options: RouteOptions) {
  const tags = ['supplier accounts'];
  const read = { resource: 'suppliers.account.read' } as const;
  const write = { resource: 'suppliers.account.write' } as const;

  defineRoute(app, options, {
    method: 'GET',
    url: '/supplier-accounts',
    access: read,
    summary: 'Supplier accounts by user ID; keyword on user ID/nickname/email, supplier, group',
    tags,
    query: listSupplierAccountsQuery,
    response: listSupplierAccountsResponse,
    handler: ({ query }) => accounts.listSupplierAccounts(deps, query),
  });

  defineExportRoute(app, {
    url: '/supplier-accounts/export',
    access: read,
    summary: 'Supplier accounts as Excel (same filters)',
    tags,
    query: listSupplierAccountsQuery,
    fileName: (lang) => HEADERS.sheet[lang],
    columns: accountColumns,
    rows: ({ query }) =>
      pagesOf((page) => accounts.listSupplierAccounts(deps, { ...query, ...page }), 100),
  });

  defineRoute(app, options, {
    method: 'POST',
    url: '/supplier-accounts',
    access: write,
    summary: 'Create a supplier sign-in account bound to exactly one supplier',
    tags,
    body: createSupplierAccountRequest,
    response: supplierAccountItem,
    handler: ({ body, auth, request }) =>
      accounts.createSupplierAccount(deps, actorOf(auth, request), body),
  });

  defineRoute(app, options, {
    method: 'PUT',
    url: '/supplier-accounts/:id',
    access: write,
    summary: 'Edit nickname, email, supplier and enabled (disabling ends its sessions)',
    tags,
    params: idParams,
    body: updateSupplierAccountRequest,
    response: supplierAccountItem,
    handler: ({ params, body, auth, request }) =>
      accounts.updateSupplierAccount(deps, actorOf(auth, request), params.id, body),
  });

  defineRoute(app, options, {
    method: 'POST',
    url: '/supplier-accounts/:id/password',
    access: write,
    summary: "Reset an account's password (its sessions end)",
    tags,
    params: idParams,
    body: resetSupplierAccountPasswordRequest,
    response: supplierAccountItem,
    handler: ({ params, body, auth, request }) =>
      accounts.resetSupplierAccountPassword(deps, actorOf(auth, request), params.id, body),
  });
}
