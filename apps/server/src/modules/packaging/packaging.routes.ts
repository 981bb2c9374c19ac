import {
  PRODUCT_CATEGORY_NAMES,
  listPackagingQuery,
  listPackagingResponse,
  packagingItem,
  packagingParams,
  savePackagingRequest,
  type Language,
  type PackagingItem,
  type PackagingValues,
} from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { defineExportRoute, pagesOf } from '../../platform/export/export-route';
import type { ExportColumn } from '../../platform/export/xlsx-stream';
import { defineRoute, type RouteOptions } from '../../platform/http/route';
import { actorOf } from '../admin/user.routes';
import * as packaging from './packaging.service';

const HEADERS = {
  productId: { en: 'Product ID', zh: '产品 ID' },
  itemNumber: { en: 'Item number', zh: '物料编号' },
  shortName: { en: 'Short name', zh: '简称' },
  category: { en: 'Category', zh: '类别' },
  cartonLengthCm: { en: 'Carton L (cm)', zh: '箱长 (cm)' },
  cartonWidthCm: { en: 'Carton W (cm)', zh: '箱宽 (cm)' },
  cartonHeightCm: { en: 'Carton H (cm)', zh: '箱高 (cm)' },
  piecesPerCarton: { en: 'Pieces per carton', zh: '每箱件数' },
  cartonGrossKg: { en: 'Carton gross (kg)', zh: '箱毛重 (kg)' },
  cartonNetKg: { en: 'Carton net (kg)', zh: '箱净重 (kg)' },
  cbmPerCarton: { en: 'CBM per carton', zh: '每箱体积 (CBM)' },
  cbmPerPiece: { en: 'CBM per piece', zh: '单件体积 (CBM)' },
  cartonsPerPallet: { en: 'Cartons per pallet', zh: '每托箱数' },
  palletLengthCm: { en: 'Pallet L (cm)', zh: '托盘长 (cm)' },
  palletWidthCm: { en: 'Pallet W (cm)', zh: '托盘宽 (cm)' },
  palletHeightCm: { en: 'Pallet H (cm)', zh: '托盘高 (cm)' },
  palletGrossKg: { en: 'Pallet gross (kg)', zh: '托盘毛重 (kg)' },
  palletsPer40HQ: { en: 'Pallets per 40HQ', zh: '每 40HQ 托盘数' },
  palletsPer20GP: { en: 'Pallets per 20GP', zh: '每 20GP 托盘数' },
  updatedAt: { en: 'Updated at (UTC)', zh: '更新时间 (UTC)' },
} as const satisfies Record<string, Record<Language, string>>;

type Column = ExportColumn<PackagingItem>;
type Pallet = NonNullable<PackagingValues['pallet']>;

/** Products without packaging export with their product columns and the rest empty. */
const packagingColumns = (lang: Language): Column[] => {
  const of = <K extends keyof PackagingValues>(
    key: K & keyof typeof HEADERS,
    width = 12,
  ): Column => ({
    header: HEADERS[key][lang],
    width,
    value: (row) => (row.packaging ? (row.packaging[key] as number | string) : ''),
  });
  const pallet = (key: keyof Pallet, header: keyof typeof HEADERS): Column => ({
    header: HEADERS[header][lang],
    width: 12,
    value: (row) => row.packaging?.pallet?.[key] ?? '',
  });
  return [
    { header: HEADERS.productId[lang], width: 18, value: (row) => row.product.productId },
    { header: HEADERS.itemNumber[lang], width: 16, value: (row) => row.product.itemNumber },
    { header: HEADERS.shortName[lang], width: 24, value: (row) => row.product.shortName },
    {
      header: HEADERS.category[lang],
      width: 14,
      value: (row) => PRODUCT_CATEGORY_NAMES[row.product.category][lang],
    },
    of('cartonLengthCm'),
    of('cartonWidthCm'),
    of('cartonHeightCm'),
    of('piecesPerCarton'),
    of('cartonGrossKg'),
    of('cartonNetKg'),
    of('cbmPerCarton'),
    of('cbmPerPiece'),
    pallet('cartonsPerPallet', 'cartonsPerPallet'),
    pallet('lengthCm', 'palletLengthCm'),
    pallet('widthCm', 'palletWidthCm'),
    pallet('heightCm', 'palletHeightCm'),
    pallet('grossKg', 'palletGrossKg'),
    pallet('palletsPer40HQ', 'palletsPer40HQ'),
    pallet('palletsPer20GP', 'palletsPer20GP'),
    of('updatedAt', 24),
  ];
};

/** Packaging information (spec §2 /production/packList): one record per product. */
export function packagingRoutes(app: FastifyInstance, deps: AppDeps, options: RouteOptions) {
  const tags = ['packaging'];
  const read = { resource: 'packaging.read' } as const;
  const write = { resource: 'packaging.write' } as const;

  defineRoute(app, options, {
    method: 'GET',
    url: '/packaging',
    access: read,
    summary: 'Every product with its packaging; keyword, category, with or without packaging',
    tags,
    query: listPackagingQuery,
    response: listPackagingResponse,
    handler: ({ query }) => packaging.listPackaging(deps, query),
  });

  defineExportRoute(app, {
    url: '/packaging/export',
    access: read,
    summary: 'The packaging information as Excel (same filters)',
    tags,
    query: listPackagingQuery,
    fileName: (lang) => (lang === 'zh' ? '包装信息' : 'Packaging'),
    columns: packagingColumns,
    rows: ({ query }) => pagesOf((page) => packaging.listPackaging(deps, { ...query, ...page })),
  });

  defineRoute(app, options, {
    method: 'GET',
    url: '/packaging/:product',
    access: read,
    summary: 'One product with its packaging (null when not entered)',
    tags,
    params: packagingParams,
    response: packagingItem,
    handler: ({ params }) => packaging.getPackaging(deps, params.product),
  });

  defineRoute(app, options, {
    method: 'PUT',
    url: '/packaging/:product',
    access: write,
    summary: 'Set a product’s packaging (added the first time); CBM is computed, never sent',
    tags,
    params: packagingParams,
    body: savePackagingRequest,
    response: packagingItem,
    handler: ({ params, body, auth, request }) =>
      packaging.savePackaging(deps, actorOf(auth, request), params.product, body),
  });
}
