import { healthOperations } from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps';
import { serve, type ServeOptions } from '../../platform/http/serve';

/** Liveness: the handler of `healthOperations.health` (public). */
export function healthRoutes(app: FastifyInstance, deps: AppDeps, options: ServeOptions) {
  serve(app, options, healthOperations.health, async () => {
    await sql`select 1`.execute(deps.db.kysely);
    return { status: 'ok' as const, database: deps.db.dialect };
  });
}
