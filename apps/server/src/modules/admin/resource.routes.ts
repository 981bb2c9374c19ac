import { resourceOperations } from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { serve, type ServeOptions } from '../../platform/http/serve';
import * as resources from './resource.service';

/** Permission resources and their categories: the handlers of `resourceOperations`. */
export function resourceRoutes(app: FastifyInstance, deps: AppDeps, options: ServeOptions) {
  const op = resourceOperations;
  serve(app, options, op.list, ({ query }) => resources.listResources(deps, query));
  serve(app, options, op.listAll, () => resources.listAllResources(deps));
  serve(app, options, op.get, ({ params }) => resources.getResource(deps, params.id));
  serve(app, options, op.create, ({ body, actor }) => resources.createResource(deps, actor, body));
  serve(app, options, op.update, ({ params, body, actor }) =>
    resources.updateResource(deps, actor, params.id, body),
  );
  serve(app, options, op.remove, async ({ params, actor }) => {
    await resources.deleteResource(deps, actor, params.id);
    return null;
  });
  serve(app, options, op.categories, () => resources.listResourceCategories(deps));
  serve(app, options, op.createCategory, ({ body, actor }) =>
    resources.createResourceCategory(deps, actor, body),
  );
  serve(app, options, op.updateCategory, ({ params, body, actor }) =>
    resources.updateResourceCategory(deps, actor, params.id, body),
  );
  serve(app, options, op.removeCategory, async ({ params, actor }) => {
    await resources.deleteResourceCategory(deps, actor, params.id);
    return null;
  });
}
