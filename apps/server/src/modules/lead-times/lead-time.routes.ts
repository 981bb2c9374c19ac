import {
  PRODUCT_CATEGORY_NAMES,
  formatDateTime,
  label,
  labelGroup,
  leadTimeOperations,
  type Language,
  type LeadTimeItem,
  type ProductLeadTimeItem,
} from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { pagesOf, serveExport } from '../../platform/export/export-route';
import type { ExportColumn } from '../../platform/export/xlsx-stream';
import { serve, type ServeOptions } from '../../platform/http/serve';
import { word } from '../products/export-headers';
import * as leadTimes from './lead-time.service';

const HEADERS = labelGroup('leadTimes', (labels) => labels.export.headers);

const leadTimeColumns = (lang: Language, timeZone: string): ExportColumn<LeadTimeItem>[] => [
  { header: HEADERS.productId[lang], width: 18, value: (row) => row.product.productId },
  { header: HEADERS.itemNumber[lang], width: 16, value: (row) => row.product.itemNumber },
  { header: HEADERS.shortName[lang], width: 24, value: (row) => row.product.shortName },
  { header: HEADERS.supplierCode[lang], width: 12, value: (row) => row.supplier.code },
  { header: HEADERS.supplierName[lang], width: 36, value: (row) => row.supplier.name },
  { header: HEADERS.leadTimeDays[lang], width: 14, value: (row) => row.leadTimeDays },
  { header: HEADERS.note[lang], width: 30, value: (row) => row.note },
  {
    header: HEADERS.updatedAt[lang],
    width: 18,
    value: (row) => formatDateTime(row.updatedAt, timeZone),
  },
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
 * L/T report (/production/itemLT): the handlers of `leadTimeOperations`.
 */
export function leadTimeRoutes(app: FastifyInstance, deps: AppDeps, options: ServeOptions) {
  const op = leadTimeOperations;
  serve(app, options, op.list, ({ query }) => leadTimes.listLeadTimes(deps, query));
  serveExport(app, op.export, {
    fileName: (lang) => label(lang, 'leadTimes:export.fileNames.leadTimes'),
    columns: leadTimeColumns,
    rows: ({ query }) => pagesOf((page) => leadTimes.listLeadTimes(deps, { ...query, ...page })),
  });
  serve(app, options, op.byProduct, ({ query }) => leadTimes.listProductLeadTimes(deps, query));
  serveExport(app, op.byProductExport, {
    fileName: (lang) => label(lang, 'leadTimes:export.fileNames.productLt'),
    columns: productLeadTimeColumns,
    rows: ({ query }) =>
      pagesOf((page) => leadTimes.listProductLeadTimes(deps, { ...query, ...page }), 500),
  });
  serve(app, options, op.create, ({ body, actor }) => leadTimes.createLeadTime(deps, actor, body));
  serve(app, options, op.update, ({ params, body, actor }) =>
    leadTimes.updateLeadTime(deps, actor, params.id, body),
  );
  serve(app, options, op.remove, async ({ params, actor }) => {
    await leadTimes.deleteLeadTime(deps, actor, params.id);
    return null;
  });
}
