import {
  COUNTRY_SHORT_NAME_KEYS,
  PRODUCT_CATEGORY_NAMES,
  idParams,
  listProductRevisionsResponse,
  listProductsQuery,
  listProductsResponse,
  productItem,
  saveProductRequest,
  type Language,
  type ProductItem,
} from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { defineExportRoute, pagesOf } from '../../platform/export/export-route';
import type { ExportColumn } from '../../platform/export/xlsx-stream';
import { defineRoute, type RouteOptions } from '../../platform/http/route';
import { actorOf } from '../admin/user.routes';
import { header, sheetName, word } from './export-headers';
import * as products from './product.service';

type Column = ExportColumn<ProductItem>;
const numberColumn = (lang: Language, key: Parameters<typeof header>[1], width = 12): Column => ({
  header: header(lang, key),
  width,
  value: (row) => row[key as keyof ProductItem] as number | string,
});

const productColumns = (lang: Language): Column[] => [
  numberColumn(lang, 'productId', 18),
  numberColumn(lang, 'itemNumber', 18),
  numberColumn(lang, 'shortName', 24),
  numberColumn(lang, 'modelNumber', 18),
  numberColumn(lang, 'modelName', 28),
  { header: header(lang, 'activeness'), width: 10, value: (row) => word(lang, row.activeness) },
  numberColumn(lang, 'brand', 14),
  {
    header: header(lang, 'category'),
    width: 16,
    value: (row) => PRODUCT_CATEGORY_NAMES[row.category][lang],
  },
  numberColumn(lang, 'netWeightKg'),
  numberColumn(lang, 'grossWeightKg'),
  numberColumn(lang, 'packageType'),
  numberColumn(lang, 'qtyPerPackage'),
  numberColumn(lang, 'lengthCm'),
  numberColumn(lang, 'widthCm'),
  numberColumn(lang, 'heightCm'),
  numberColumn(lang, 'cbm'),
  numberColumn(lang, 'unitCbm'),
  {
    header: header(lang, 'serialized'),
    width: 12,
    value: (row) => word(lang, row.serialized ? 'serialized' : 'bulk'),
  },
  numberColumn(lang, 'moq'),
  numberColumn(lang, 'msq'),
  numberColumn(lang, 'standardLeadTimeDays'),
  numberColumn(lang, 'safetyStockQty'),
  numberColumn(lang, 'safetyLeadTimeDays'),
  numberColumn(lang, 'relatedMainProductModel', 20),
  numberColumn(lang, 'parentSn', 16),
  ...COUNTRY_SHORT_NAME_KEYS.map((key): Column => ({
    header: `${header(lang, 'shortNameIn')} ${key}`,
    width: 16,
    value: (row) => row.countryShortNames[key] ?? '',
  })),
  numberColumn(lang, 'updatedAt', 24),
];

/** Product master data (spec §2 /production: product, addProduct, editProduct, productDetails). */
export function productRoutes(app: FastifyInstance, deps: AppDeps, options: RouteOptions) {
  const tags = ['products'];
  const read = { resource: 'products.read' } as const;
  const write = { resource: 'products.write' } as const;

  defineRoute(app, options, {
    method: 'GET',
    url: '/products',
    access: read,
    summary: 'Products; keyword on product ID/item number/names/model, brand, category, activeness',
    tags,
    query: listProductsQuery,
    response: listProductsResponse,
    handler: ({ query }) => products.listProducts(deps, query),
  });

  defineExportRoute(app, {
    url: '/products/export',
    access: read,
    summary: 'The product list as Excel (same filters)',
    tags,
    query: listProductsQuery,
    fileName: sheetName,
    columns: productColumns,
    rows: ({ query }) => pagesOf((page) => products.listProducts(deps, { ...query, ...page })),
  });

  defineRoute(app, options, {
    method: 'GET',
    url: '/products/:id',
    access: read,
    summary: 'One product',
    tags,
    params: idParams,
    response: productItem,
    handler: ({ params }) => products.getProduct(deps, params.id),
  });

  defineRoute(app, options, {
    method: 'GET',
    url: '/products/:id/revisions',
    access: read,
    summary: 'Revision history: one line per changed field (who, when, before → after)',
    tags,
    params: idParams,
    response: listProductRevisionsResponse,
    handler: ({ params }) => products.listProductRevisions(deps, params.id),
  });

  defineRoute(app, options, {
    method: 'POST',
    url: '/products',
    access: write,
    summary: 'Add a product; CBM is computed from L×W×H, never sent',
    tags,
    body: saveProductRequest,
    response: productItem,
    handler: ({ body, auth, request }) =>
      products.createProduct(deps, actorOf(auth, request), body),
  });

  defineRoute(app, options, {
    method: 'PUT',
    url: '/products/:id',
    access: write,
    summary: 'Edit a product (making it Inactive included)',
    tags,
    params: idParams,
    body: saveProductRequest,
    response: productItem,
    handler: ({ params, body, auth, request }) =>
      products.updateProduct(deps, actorOf(auth, request), params.id, body),
  });

  defineRoute(app, options, {
    method: 'POST',
    url: '/products/:id/copy',
    access: write,
    summary: 'Copy a product: a new Active product, product ID and item number suffixed -COPYn',
    tags,
    params: idParams,
    response: productItem,
    handler: ({ params, auth, request }) =>
      products.copyProduct(deps, actorOf(auth, request), params.id),
  });
}
