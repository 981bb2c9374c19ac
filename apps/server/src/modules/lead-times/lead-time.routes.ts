import {
  PRODUCT_CATEGORY_NAMES,
  idParams,
  leadTimeItem,
  listLeadTimesQuery,
  listLeadTimesResponse,
  listProductLeadTimesQuery,
  listProductLeadTimesResponse,
  saveLeadTimeRequest,
  type Language,
  type LeadTimeItem,
  type ProductLeadTimeItem,
} from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { defineExportRoute, pagesOf } from '../../platform/export/export-route';
import type { ExportColumn } from '../../platform/export/xlsx-stream';
import { defineRoute, type RouteOptions } from '../../platform/http/route';
import { actorOf } from '../admin/user.routes';
import { word } from '../products/export-headers';
import * as leadTimes from './lead-time.service';

const HEADERS = {
  productId: { en: 'Product ID', zh: '产品 ID' },
  itemNumber: { en: 'Item number', zh: '物料编号' },
  shortName: { en: 'Short name', zh: '简称' },
  category: { en: 'Category', zh: '类别' },
  activeness: { en: 'Activeness', zh: '状态' },
  supplierCode: { en: 'Supplier code', zh: '供应商代码' },
  supplierName: { en: 'Supplier', zh: '供应商' },
  leadTimeDays: { en: 'Production L/T (days)', zh: '生产周期 (天)' },
  note: { en: 'Note', zh: '备注' },
  updatedAt: { en: 'Updated at (UTC)', zh: '更新时间 (UTC)' },
  standardLeadTimeDays: { en: 'Standard L/T (days)', zh: '标准交期 (天)' },
  safetyLeadTimeDays: { en: 'Safety L/T (days)', zh: '安全交期 (天)' },
  minDays: { en: 'Min production L/T (days)', zh: '最短生产周期 (天)' },
  maxDays: { en: 'Max production L/T (days)', zh: '最长生产周期 (天)' },
  bySupplier: { en: 'By supplier (days)', zh: '各供应商 (天)' },
} as const satisfies Record<string, Record<Language, string>>;

const leadTimeColumns = (lang: Language): ExportColumn<LeadTimeItem>[] => [
  { header: HEADERS.productId[lang], width: 18, value: (row) => row.product.productId },
  { header: HEADERS.itemNumber[lang], width: 16, value: (row) => row.product.itemNumber },
  { header: HEADERS.shortName[lang], width: 24, value: (row) => row.product.shortName },
  { header: HEADERS.supplierCode[lang], width: 12, value: (row) => row.supplier.code },
  { header: HEADERS.supplierName[lang], width: 36, value: (row) => row.supplier.name },
  { header: HEADERS.leadTimeDays[lang], width: 14, value: (row) => row.leadTimeDays },
  { header: HEADERS.note[lang], width: 30, value: (row) => row.note },
  { header: HEADERS.updatedAt[lang], width: 24, value: (row) => row.updatedAt },
];

const productLeadTimeColumns = (lang: Language): ExportColumn<ProductLeadTimeItem>[] => [
  { header: HEADERS.productId[lang], width: 18, value: (row) => row.product.productId },
  { header: HEADERS.itemNumber[lang], width: 16, value: (row) => row.product.itemNumber },
  { header: HEADERS.shortName[lang], width: 24, value: (row) => row.product.shortName },
  {
    header: HEADERS.category[lang],
    width: 14,
    value: (row) => PRODUCT_CATEGORY_NAMES[row.product.category][lang],
  },
  {
    header: HEADERS.activeness[lang],
    width: 10,
    value: (row) => word(lang, row.product.activeness),
  },
  {
    header: HEADERS.standardLeadTimeDays[lang],
    width: 14,
    value: (row) => row.standardLeadTimeDays,
  },
  { header: HEADERS.safetyLeadTimeDays[lang], width: 14, value: (row) => row.safetyLeadTimeDays },
  { header: HEADERS.minDays[lang], width: 14, value: (row) => row.minDays ?? '' },
  { header: HEADERS.maxDays[lang], width: 14, value: (row) => row.maxDays ?? '' },
  {
    header: HEADERS.bySupplier[lang],
    width: 36,
    value: (row) => row.suppliers.map((s) => `${s.supplier.code}: ${s.leadTimeDays}`).join('; '),
  },
];

/**
 * Production lead times (spec §2 /information/leadTime) and the product-centric Product
 * L/T report (/production/itemLT).
 */
export function leadTimeRoutes(app: FastifyInstance, deps: AppDeps, options: RouteOptions) {
  const tags = ['lead times'];
  const read = { resource: 'leadTimes.read' } as const;
  const write = { resource: 'leadTimes.write' } as const;

  defineRoute(app, options, {
    method: 'GET',
    url: '/lead-times',
    access: read,
    summary: 'Production lead times; keyword on product or supplier, product, supplier',
    tags,
    query: listLeadTimesQuery,
    response: listLeadTimesResponse,
    handler: ({ query }) => leadTimes.listLeadTimes(deps, query),
  });

  defineExportRoute(app, {
    url: '/lead-times/export',
    access: read,
    summary: 'The production lead times as Excel (same filters)',
    tags,
    query: listLeadTimesQuery,
    fileName: (lang) => (lang === 'zh' ? '生产周期' : 'Production lead times'),
    columns: leadTimeColumns,
    rows: ({ query }) => pagesOf((page) => leadTimes.listLeadTimes(deps, { ...query, ...page })),
  });

  defineRoute(app, options, {
    method: 'GET',
    url: '/lead-times/by-product',
    access: read,
    summary: 'Product L/T: each product with standard, safety and supplier lead times',
    tags,
    query: listProductLeadTimesQuery,
    response: listProductLeadTimesResponse,
    handler: ({ query }) => leadTimes.listProductLeadTimes(deps, query),
  });

  defineExportRoute(app, {
    url: '/lead-times/by-product/export',
    access: read,
    summary: 'The Product L/T report as Excel (same filters)',
    tags,
    query: listProductLeadTimesQuery,
    fileName: (lang) => (lang === 'zh' ? '产品交期' : 'Product LT'),
    columns: productLeadTimeColumns,
    rows: ({ query }) =>
      pagesOf((page) => leadTimes.listProductLeadTimes(deps, { ...query, ...page }), 500),
  });

  defineRoute(app, options, {
    method: 'POST',
    url: '/lead-times',
    access: write,
    summary: 'Add a production lead time (one per product and supplier)',
    tags,
    body: saveLeadTimeRequest,
    response: leadTimeItem,
    handler: ({ body, auth, request }) =>
      leadTimes.createLeadTime(deps, actorOf(auth, request), body),
  });

  defineRoute(app, options, {
    method: 'PUT',
    url: '/lead-times/:id',
    access: write,
    summary: 'Edit a production lead time',
    tags,
    params: idParams,
    body: saveLeadTimeRequest,
    response: leadTimeItem,
    handler: ({ params, body, auth, request }) =>
      leadTimes.updateLeadTime(deps, actorOf(auth, request), params.id, body),
  });

  defineRoute(app, options, {
    method: 'DELETE',
    url: '/lead-times/:id',
    access: write,
    summary: 'Delete a production lead time',
    tags,
    params: idParams,
    response: z.null(),
    handler: async ({ params, auth, request }) => {
      await leadTimes.deleteLeadTime(deps, actorOf(auth, request), params.id);
      return null;
    },
  });
}
