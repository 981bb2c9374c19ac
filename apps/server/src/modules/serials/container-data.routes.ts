import { containerDataOperations, label } from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { serveExport } from '../../platform/export/export-route';
import { serve, type ServeOptions } from '../../platform/http/serve';
import { comparisonColumns, type ComparisonExportRow } from './code-data-export';
import * as containerData from './container-data.service';

/** Container data comparison (issue 19; /datas/containerData): `containerDataOperations`. */
export function containerDataRoutes(app: FastifyInstance, deps: AppDeps, options: ServeOptions) {
  const op = containerDataOperations;
  serve(app, options, op.list, ({ query, auth }) =>
    containerData.listContainerData(deps, auth.scope, query),
  );
  serve(app, options, op.comparison, ({ params, auth }) =>
    containerData.containerComparison(deps, auth.scope, params.id),
  );
  serve(app, options, op.codes, ({ params, query, auth }) =>
    containerData.comparisonCodes(deps, auth.scope, params.id, query),
  );
  serveExport(app, op.exportComparison, {
    fileName: (lang) => label(lang, 'serialExports:fileNames.comparison'),
    columns: comparisonColumns,
    // a container out of reach is a 404 before the file starts
    check: ({ params, auth }) => containerData.containerComparison(deps, auth.scope, params.id),
    rows: async function* ({ params, auth }): AsyncGenerator<ComparisonExportRow> {
      const { container, lines } = await containerData.containerComparison(
        deps,
        auth.scope,
        params.id,
      );
      const numbers = { containerNo: container.containerNo, shipmentNo: container.shipmentNo };
      for (const line of lines) yield { ...line, ...numbers };
    },
  });
}
