import {
  KIT_LIFE_CYCLE_NAMES,
  idParams,
  kitItem,
  listKitRevisionsResponse,
  listKitsQuery,
  listKitsResponse,
  saveKitRequest,
  type KitComponentItem,
  type KitItem,
  type Language,
} from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { defineExportRoute, pagesOf } from '../../platform/export/export-route';
import type { ExportColumn } from '../../platform/export/xlsx-stream';
import { defineRoute, type RouteOptions } from '../../platform/http/route';
import { actorOf } from '../admin/user.routes';
import { word } from '../products/export-headers';
import * as kits from './kit.service';

const HEADERS = {
  kitCode: { en: 'Kit code', zh: '套件编码' },
  name: { en: 'Kit name', zh: '套件名称' },
  lifeCycle: { en: 'Life cycle', zh: '生命周期' },
  activeness: { en: 'Activeness', zh: '状态' },
  description: { en: 'Description', zh: '描述' },
  componentCount: { en: 'Components', zh: '组件数' },
  totalCbm: { en: 'Kit CBM', zh: '套件体积 (CBM)' },
  grossWeightKg: { en: 'Kit gross weight (kg)', zh: '套件毛重 (kg)' },
  productId: { en: 'Product ID', zh: '产品 ID' },
  itemNumber: { en: 'Item number', zh: '物料编号' },
  shortName: { en: 'Short name', zh: '简称' },
  qty: { en: 'Qty per kit', zh: '每套数量' },
} as const satisfies Record<string, Record<Language, string>>;

type Row = { kit: KitItem; component: KitComponentItem };

/** One row per component line, the kit's own columns repeated on each. */
const kitColumns = (lang: Language): ExportColumn<Row>[] => [
  { header: HEADERS.kitCode[lang], width: 16, value: (row) => row.kit.kitCode },
  { header: HEADERS.name[lang], width: 28, value: (row) => row.kit.name },
  {
    header: HEADERS.lifeCycle[lang],
    width: 12,
    value: (row) => KIT_LIFE_CYCLE_NAMES[row.kit.lifeCycle][lang],
  },
  { header: HEADERS.activeness[lang], width: 10, value: (row) => word(lang, row.kit.activeness) },
  { header: HEADERS.description[lang], width: 30, value: (row) => row.kit.description },
  { header: HEADERS.componentCount[lang], width: 12, value: (row) => row.kit.componentCount },
  { header: HEADERS.totalCbm[lang], width: 12, value: (row) => row.kit.totalCbm },
  { header: HEADERS.grossWeightKg[lang], width: 14, value: (row) => row.kit.grossWeightKg },
  { header: HEADERS.productId[lang], width: 18, value: (row) => row.component.product.productId },
  {
    header: HEADERS.itemNumber[lang],
    width: 16,
    value: (row) => row.component.product.itemNumber,
  },
  { header: HEADERS.shortName[lang], width: 24, value: (row) => row.component.product.shortName },
  { header: HEADERS.qty[lang], width: 10, value: (row) => row.component.qty },
];

async function* componentRows(kitRows: AsyncIterable<KitItem>): AsyncGenerator<Row> {
  for await (const kit of kitRows) {
    for (const component of kit.components) yield { kit, component };
  }
}

/** Kits (spec §2 /production/kit): name, life cycle, component products with quantities. */
export function kitRoutes(app: FastifyInstance, deps: AppDeps, options: RouteOptions) {
  const tags = ['kits'];
  const read = { resource: 'kits.read' } as const;
  const write = { resource: 'kits.write' } as const;

  defineRoute(app, options, {
    method: 'GET',
    url: '/kits',
    access: read,
    summary: 'Kits; keyword on code/name/description, life cycle, activeness, holding a product',
    tags,
    query: listKitsQuery,
    response: listKitsResponse,
    handler: ({ query }) => kits.listKits(deps, query),
  });

  defineExportRoute(app, {
    url: '/kits/export',
    access: read,
    summary: 'The kit list as Excel, one row per component (same filters)',
    tags,
    query: listKitsQuery,
    fileName: (lang) => (lang === 'zh' ? 'KIT清单' : 'Kits'),
    columns: kitColumns,
    rows: ({ query }) =>
      componentRows(pagesOf((page) => kits.listKits(deps, { ...query, ...page }), 100)),
  });

  defineRoute(app, options, {
    method: 'GET',
    url: '/kits/:id',
    access: read,
    summary: 'One kit with its components and totals',
    tags,
    params: idParams,
    response: kitItem,
    handler: ({ params }) => kits.getKit(deps, params.id),
  });

  defineRoute(app, options, {
    method: 'GET',
    url: '/kits/:id/revisions',
    access: read,
    summary: 'Revision history: one line per changed field (who, when, before → after)',
    tags,
    params: idParams,
    response: listKitRevisionsResponse,
    handler: ({ params }) => kits.listKitRevisions(deps, params.id),
  });

  defineRoute(app, options, {
    method: 'POST',
    url: '/kits',
    access: write,
    summary: 'Add a kit (code and name unique; components Active, each product once)',
    tags,
    body: saveKitRequest,
    response: kitItem,
    handler: ({ body, auth, request }) =>
      kits.createKit(deps, actorOf(auth, request), request.lang, body),
  });

  defineRoute(app, options, {
    method: 'PUT',
    url: '/kits/:id',
    access: write,
    summary: 'Edit a kit; its component lines are replaced by the ones sent',
    tags,
    params: idParams,
    body: saveKitRequest,
    response: kitItem,
    handler: ({ params, body, auth, request }) =>
      kits.updateKit(deps, actorOf(auth, request), request.lang, params.id, body),
  });

  defineRoute(app, options, {
    method: 'DELETE',
    url: '/kits/:id',
    access: write,
    summary: 'Delete a kit with its component lines',
    tags,
    params: idParams,
    response: z.null(),
    handler: async ({ params, auth, request }) => {
      await kits.deleteKit(deps, actorOf(auth, request), params.id);
      return null;
    },
  });
}
