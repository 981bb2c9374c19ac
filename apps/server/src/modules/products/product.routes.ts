import { PRODUCT_COLUMNS, productOperations, type Language } from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { pagesOf, serveExport } from '../../platform/export/export-route';
import { exportColumns } from '../../platform/export/list-columns';
import { serve, type ServeOptions } from '../../platform/http/serve';
import { sheetName } from './export-headers';
import * as products from './product.service';

/** The product export: the shared definition (PRODUCT_COLUMNS) in `lang`, instants in `timeZone`. */
const productColumns = (lang: Language, timeZone: string) =>
  exportColumns(PRODUCT_COLUMNS, lang, timeZone);

/**
 * Product master data (spec §2 /production: product, addProduct, editProduct,
 * productDetails): the handlers of `productOperations`.
 */
export function productRoutes(app: FastifyInstance, deps: AppDeps, options: ServeOptions) {
  const op = productOperations;
  serve(app, options, op.list, ({ query }) => products.listProducts(deps, query));
  serveExport(app, op.export, {
    fileName: sheetName,
    columns: productColumns,
    rows: ({ query }) => pagesOf((page) => products.listProducts(deps, { ...query, ...page })),
  });
  serve(app, options, op.get, ({ params }) => products.getProduct(deps, params.id));
  serve(app, options, op.revisions, ({ params }) => products.listProductRevisions(deps, params.id));
  serve(app, options, op.create, ({ body, actor }) => products.createProduct(deps, actor, body));
  serve(app, options, op.update, ({ params, body, actor }) =>
    products.updateProduct(deps, actor, params.id, body),
  );
  serve(app, options, op.remove, async ({ params, actor, request }) => {
    await products.deleteProduct(deps, actor, request.lang, params.id);
    return null;
  });
}
