import {
  PRODUCT_CATEGORY_NAMES,
  formatDateTime,
  label,
  labelGroup,
  packagingOperations,
  type Language,
  type PackagingItem,
  type PackagingValues,
} from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { pagesOf, serveExport } from '../../platform/export/export-route';
import type { ExportColumn } from '../../platform/export/xlsx-stream';
import { serve, type ServeOptions } from '../../platform/http/serve';
import * as packaging from './packaging.service';

const HEADERS = labelGroup('packaging', (labels) => labels.export.headers);

type Column = ExportColumn<PackagingItem>;
type Pallet = NonNullable<PackagingValues['pallet']>;

/** Products without packaging export with their product columns and the rest empty. */
const packagingColumns = (lang: Language, timeZone: string): Column[] => {
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
    {
      header: HEADERS.updatedAt[lang],
      width: 18,
      value: (row) => formatDateTime(row.packaging?.updatedAt, timeZone),
    },
  ];
};

/** Packaging information (spec §2 /production/packList): the handlers of `packagingOperations`. */
export function packagingRoutes(app: FastifyInstance, deps: AppDeps, options: ServeOptions) {
  const op = packagingOperations;
  serve(app, options, op.list, ({ query }) => packaging.listPackaging(deps, query));
  serveExport(app, op.export, {
    fileName: (lang) => label(lang, 'packaging:export.fileName'),
    columns: packagingColumns,
    rows: ({ query }) => pagesOf((page) => packaging.listPackaging(deps, { ...query, ...page })),
  });
  serve(app, options, op.get, ({ params }) => packaging.getPackaging(deps, params.product));
  serve(app, options, op.save, ({ params, body, actor }) =>
    packaging.savePackaging(deps, actor, params.product, body),
  );
}
