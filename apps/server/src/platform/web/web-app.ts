import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { translateError } from '@lading/shared';
import type { FastifyInstance } from 'fastify';

/** Where `npm run build` puts the web app. */
export const DEFAULT_WEB_ROOT = path.resolve(import.meta.dirname, '../../../../web/dist');

/**
 * Serves the built web app from `/`: real files as they are (hashed assets cached for a
 * year), any other path the app's index.html (history fallback). `/api/*` never falls
 * back: an unknown API path is a 404 envelope.
 */
export async function registerWebApp(app: FastifyInstance, root: string): Promise<boolean> {
  if (!fs.existsSync(path.join(root, 'index.html'))) return false;
  await app.register(fastifyStatic, { root, serve: false });
  app.route({
    method: 'GET',
    url: '/*',
    config: { access: 'public' },
    schema: { hide: true },
    handler: async (request, reply) => {
      const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
      if (urlPath === '/api' || urlPath.startsWith('/api/')) {
        return reply.status(404).send({
          code: 404,
          message: translateError(request.lang, 'common.routeNotFound', {
            method: 'GET',
            url: urlPath,
          }),
          data: null,
        });
      }
      const relative = path
        .normalize(urlPath)
        .replace(/^(\.\.[/\\])+/, '')
        .replace(/^[/\\]+/, '');
      const file = path.join(root, relative);
      if (
        relative &&
        file.startsWith(root) &&
        fs.statSync(file, { throwIfNoEntry: false })?.isFile()
      ) {
        const immutable = relative.startsWith('assets/');
        return reply.sendFile(relative, {
          maxAge: immutable ? '365d' : 0,
          immutable,
        });
      }
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html', { cacheControl: false });
    },
  });
  return true;
}
