import { bindingOperations } from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { sendPdf } from '../../platform/http/send-pdf';
import { serveFile } from '../../platform/http/serve';
import { serialLabel } from './serial-label.service';

/** GET /api/serials/parents/:id/label: a gift box's, carton's or pallet's label as PDF. */
export function serialLabelRoutes(app: FastifyInstance, deps: AppDeps) {
  serveFile(app, bindingOperations.label, async ({ params, auth, request, reply }) => {
    const file = await serialLabel(
      deps,
      auth.scope,
      request.lang,
      params.id,
      request.server.displayTimeZone,
    );
    return sendPdf(reply, file, 'label.pdf');
  });
}
