import { codeTemplateOperations } from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { serve, type ServeOptions } from '../../platform/http/serve';
import * as templates from './template.service';

/** Serial-number templates and label settings (issue 18; /verification). */
export function codeTemplateRoutes(app: FastifyInstance, deps: AppDeps, options: ServeOptions) {
  const op = codeTemplateOperations;
  serve(app, options, op.list, ({ query, auth }) =>
    templates.listCodeTemplates(deps, auth.scope, query),
  );
  serve(app, options, op.labelSettings, () => templates.labelSettingsOf(deps.db.kysely));
  serve(app, options, op.saveLabelSettings, ({ body, actor }) =>
    templates.saveLabelSettings(deps, actor, body),
  );
  serve(app, options, op.get, ({ params, auth }) =>
    templates.getCodeTemplate(deps, auth.scope, params.id),
  );
  serve(app, options, op.create, ({ body, actor, request }) =>
    templates.createCodeTemplate(deps, actor, request.lang, body),
  );
  serve(app, options, op.update, ({ params, body, actor, request }) =>
    templates.updateCodeTemplate(deps, actor, request.lang, params.id, body),
  );
  serve(app, options, op.setActive, ({ params, body, actor }) =>
    templates.setCodeTemplateActive(deps, actor, params.id, body.active),
  );
}
