import {
  delayReasonOperations,
  formatDateTime,
  label,
  type DelayReasonItem,
  type Language,
} from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { pagesOf, serveExport } from '../../platform/export/export-route';
import type { ExportColumn } from '../../platform/export/xlsx-stream';
import { serve, type ServeOptions } from '../../platform/http/serve';
import * as delayReasons from './delay-reason.service';

const delayReasonColumns = (lang: Language, timeZone: string): ExportColumn<DelayReasonItem>[] => [
  { header: label(lang, 'tracking:delayReasons.code'), width: 20, value: (row) => row.code },
  { header: label(lang, 'tracking:delayReasons.nameEn'), width: 36, value: (row) => row.nameEn },
  { header: label(lang, 'tracking:delayReasons.nameZh'), width: 30, value: (row) => row.nameZh },
  {
    header: label(lang, 'tracking:delayReasons.active'),
    width: 10,
    value: (row) => label(lang, `tracking:delayReasons.export.${row.active ? 'yes' : 'no'}`),
  },
  {
    header: label(lang, 'tracking:delayReasons.updatedAt'),
    width: 18,
    value: (row) => formatDateTime(row.updatedAt, timeZone),
  },
];

/** Delay reason codes (issue 15, /information/delayReason): the handlers of its operations. */
export function delayReasonRoutes(app: FastifyInstance, deps: AppDeps, options: ServeOptions) {
  const op = delayReasonOperations;
  serve(app, options, op.list, ({ query }) => delayReasons.listDelayReasons(deps, query));
  serve(app, options, op.options, () => delayReasons.activeDelayReasons(deps));
  serveExport(app, op.export, {
    fileName: (lang) => label(lang, 'tracking:delayReasons.export.sheet'),
    columns: delayReasonColumns,
    rows: ({ query }) =>
      pagesOf((page) => delayReasons.listDelayReasons(deps, { ...query, ...page })),
  });
  serve(app, options, op.create, ({ body, actor }) =>
    delayReasons.createDelayReason(deps, actor, body),
  );
  serve(app, options, op.update, ({ params, body, actor }) =>
    delayReasons.updateDelayReason(deps, actor, params.id, body),
  );
  serve(app, options, op.setActive, ({ params, body, actor }) =>
    delayReasons.setDelayReasonActive(deps, actor, params.id, body.active),
  );
  serve(app, options, op.remove, async ({ params, actor }) => {
    await delayReasons.deleteDelayReason(deps, actor, params.id);
    return null;
  });
}
