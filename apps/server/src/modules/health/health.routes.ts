import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { defineRoute, type RouteOptions } from '../../platform/http/route';

const healthResponse = z.object({ status: z.literal('ok'), database: z.string() });

export function healthRoutes(app: FastifyInstance, deps: AppDeps, options: RouteOptions) {
  defineRoute(app, options, {
    method: 'GET',
    url: '/health',
    access: 'public',
    summary: 'Liveness and database reachability',
    tags: ['health'],
    response: healthResponse,
    handler: async () => {
      await sql`select 1`.execute(deps.db.kysely);
      return { status: 'ok' as const, database: deps.db.dialect };
    },
  });
}
