import { amountReportOperations } from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { pagesOf, serveExport } from '../../platform/export/export-route';
import { serve, type ServeOptions } from '../../platform/http/serve';
import { EXPORT_NAMES, shippedAmountColumns, spareContainerColumns } from './amount-reports-export';
import {
  listShippedAmountLines,
  listShippedAmounts,
  shippedAmountSummary,
  todayIn,
} from './shipped-amount.service';
import { listSpareCandidates, listSpareContainers } from './spare-capacity.service';

/**
 * spec §2 /reportForms/shippingAmountReport and /reportForms/spareReport (issue 15): the
 * handlers of `amountReportOperations`. Supplier users read their own suppliers' rows only.
 */
export function amountReportRoutes(app: FastifyInstance, deps: AppDeps, options: ServeOptions) {
  const op = amountReportOperations;
  const db = deps.db.kysely;
  const today = todayIn(deps.clock, deps.config.timeZone);

  serve(app, options, op.shippedAmounts, ({ query, auth }) =>
    listShippedAmounts(db, auth.scope, query, today),
  );
  serve(app, options, op.shippedAmountSummary, ({ query, auth }) =>
    shippedAmountSummary(db, auth.scope, query, today),
  );
  serve(app, options, op.shippedAmountLines, ({ query, auth }) =>
    listShippedAmountLines(db, auth.scope, query, today),
  );
  serveExport(app, op.exportShippedAmounts, {
    fileName: (lang) => EXPORT_NAMES.shippedAmounts[lang],
    columns: shippedAmountColumns,
    rows: ({ query, auth }) =>
      pagesOf((page) => listShippedAmounts(db, auth.scope, { ...query, ...page }, today)),
  });
  serve(app, options, op.spareContainers, ({ query, auth }) =>
    listSpareContainers(db, auth.scope, query),
  );
  serveExport(app, op.exportSpareContainers, {
    fileName: (lang) => EXPORT_NAMES.spareContainers[lang],
    columns: spareContainerColumns,
    rows: ({ query, auth }) =>
      pagesOf((page) => listSpareContainers(db, auth.scope, { ...query, ...page })),
  });
  serve(app, options, op.spareCandidates, ({ params, query, auth }) =>
    listSpareCandidates(db, auth.scope, params.id, query),
  );
}
