import { deliveryNoteOperations, label } from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { pagesOf, serveExport } from '../../platform/export/export-route';
import { sendPdf } from '../../platform/http/send-pdf';
import { serve, serveFile, type ServeOptions } from '../../platform/http/serve';
import { deliveryNoteColumns, pendingLineColumns } from './delivery-note-export';
import * as notes from './delivery-note.service';
import { stockIn } from './stock-in.service';

/**
 * Delivery notes and stock-in (issue 16; /stock deliveryNote, addDeliveryNote,
 * editDeliveryNote, deliveryNoteDetails, pendingWarehousing): the handlers of
 * `deliveryNoteOperations`. Notes keep to the caller's supplier scope; stock-in and the
 * pending lines are the warehouse's (stock.read / stock.write, every supplier).
 */
export function deliveryNoteRoutes(app: FastifyInstance, deps: AppDeps, options: ServeOptions) {
  const op = deliveryNoteOperations;
  serve(app, options, op.list, ({ query, auth }) =>
    notes.listDeliveryNotes(deps, auth.scope, query),
  );
  serveExport(app, op.export, {
    fileName: (lang) => label(lang, 'stock:deliveryNotes.export.sheet'),
    columns: deliveryNoteColumns,
    rows: ({ query, auth }) =>
      pagesOf((page) => notes.listDeliveryNotes(deps, auth.scope, { ...query, ...page })),
  });
  serve(app, options, op.get, ({ params, auth, request }) =>
    notes.getDeliveryNote(deps, auth.scope, request.lang, params.id),
  );
  serve(app, options, op.byNumber, ({ params, auth, request }) =>
    notes.deliveryNoteByNumber(deps, auth.scope, request.lang, params.noteNo),
  );
  serveFile(app, op.pdf, async ({ params, auth, request, reply }) => {
    const file = await notes.deliveryNotePdf(
      deps,
      auth.scope,
      request.lang,
      params.id,
      request.server.displayTimeZone,
    );
    return sendPdf(reply, file, 'delivery-note.pdf');
  });
  serve(app, options, op.deliverable, ({ query, auth, request }) =>
    notes.deliverablePoLines(deps, auth.scope, request.lang, query),
  );
  serve(app, options, op.create, ({ body, actor, auth, request }) =>
    notes.createDeliveryNote(deps, { ...actor, scope: auth.scope }, request.lang, body),
  );
  serve(app, options, op.update, ({ params, body, actor, auth, request }) =>
    notes.updateDeliveryNote(deps, { ...actor, scope: auth.scope }, request.lang, params.id, body),
  );
  serve(app, options, op.submit, ({ params, actor, auth, request }) =>
    notes.submitDeliveryNote(deps, { ...actor, scope: auth.scope }, request.lang, params.id),
  );
  serve(app, options, op.cancel, ({ params, actor, auth, request }) =>
    notes.cancelDeliveryNote(deps, { ...actor, scope: auth.scope }, request.lang, params.id),
  );
  serve(app, options, op.remove, async ({ params, actor, auth, request }) => {
    await notes.deleteDeliveryNote(deps, { ...actor, scope: auth.scope }, request.lang, params.id);
    return null;
  });
  serve(app, options, op.pendingLines, ({ query }) => notes.listPendingLines(deps, query));
  serveExport(app, op.exportPendingLines, {
    fileName: (lang) => label(lang, 'stock:deliveryNotes.export.pendingSheet'),
    columns: pendingLineColumns,
    rows: ({ query }) => pagesOf((page) => notes.listPendingLines(deps, { ...query, ...page })),
  });
  serve(app, options, op.stockIn, ({ body, actor, request }) =>
    stockIn(deps, actor, request.lang, body),
  );
}
