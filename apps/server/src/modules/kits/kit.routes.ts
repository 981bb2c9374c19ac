import {
  KIT_LIFE_CYCLE_NAMES,
  kitOperations,
  label,
  labelGroup,
  type KitComponentItem,
  type KitItem,
  type Language,
} from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { pagesOf, serveExport } from '../../platform/export/export-route';
import type { ExportColumn } from '../../platform/export/xlsx-stream';
import { serve, type ServeOptions } from '../../platform/http/serve';
import { word } from '../products/export-headers';
import * as kits from './kit.service';

const HEADERS = labelGroup('kits', (labels) => labels.export.headers);

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

/** Kits (spec §2 /production/kit): the handlers of `kitOperations`. */
export function kitRoutes(app: FastifyInstance, deps: AppDeps, options: ServeOptions) {
  const op = kitOperations;
  serve(app, options, op.list, ({ query }) => kits.listKits(deps, query));
  serveExport(app, op.export, {
    fileName: (lang) => label(lang, 'kits:export.fileName'),
    columns: kitColumns,
    rows: ({ query }) =>
      componentRows(pagesOf((page) => kits.listKits(deps, { ...query, ...page }), 100)),
  });
  serve(app, options, op.get, ({ params }) => kits.getKit(deps, params.id));
  serve(app, options, op.revisions, ({ params }) => kits.listKitRevisions(deps, params.id));
  serve(app, options, op.create, ({ body, actor, request }) =>
    kits.createKit(deps, actor, request.lang, body),
  );
  serve(app, options, op.update, ({ params, body, actor, request }) =>
    kits.updateKit(deps, actor, request.lang, params.id, body),
  );
  serve(app, options, op.remove, async ({ params, actor }) => {
    await kits.deleteKit(deps, actor, params.id);
    return null;
  });
}
