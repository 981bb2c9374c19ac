import { PassThrough } from 'node:stream';
import type { Language } from '@lading/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthContext, RouteAccess } from '../auth/auth-context';
import { Unauthorized } from '../http/errors';
import { parseInput } from '../http/validation';
import { writeXlsx, type ExportColumn } from './xlsx-stream';

const toJsonSchema = (schema: z.ZodType) => {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  return json;
};

/** Rows fetched page by page so an export never holds the whole table in memory. */
export async function* pagesOf<Row>(
  fetchPage: (page: { pageNum: number; pageSize: number }) => Promise<{ list: Row[] }>,
  pageSize = 1000,
): AsyncGenerator<Row> {
  for (let pageNum = 1; ; pageNum++) {
    const { list } = await fetchPage({ pageNum, pageSize });
    yield* list;
    if (list.length < pageSize) return;
  }
}

/**
 * An Excel export of a list: same filters (the list's query contract, paging ignored),
 * same permission as reading the list, streamed as it is read. Column headers follow the
 * caller's language (`lang` header or `?lang=`).
 */
export function defineExportRoute<Q extends z.ZodType, Row, P extends z.ZodType = z.ZodNever>(
  app: FastifyInstance,
  spec: {
    url: string;
    access: Exclude<RouteAccess, 'public'>;
    summary: string;
    tags: string[];
    query: Q;
    /** Path parameters, checked before the file starts streaming (a bad id is a 400). */
    params?: P;
    fileName: (lang: Language) => string;
    columns: (lang: Language) => readonly ExportColumn<Row>[];
    rows: (input: {
      query: z.output<Q>;
      params: z.output<P>;
      auth: AuthContext;
      request: FastifyRequest;
    }) => AsyncIterable<Row>;
  },
): void {
  app.route({
    method: 'GET',
    url: spec.url,
    config: { access: spec.access },
    schema: {
      summary: spec.summary,
      tags: spec.tags,
      querystring: toJsonSchema(spec.query),
      ...(spec.params ? { params: toJsonSchema(spec.params) } : {}),
      produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      security: [{ bearer: [] }],
    },
    handler: async (request, reply) => {
      const auth = request.auth;
      if (!auth) throw new Unauthorized();
      const query = parseInput(spec.query, request.query, request.lang);
      const params = (
        spec.params ? parseInput(spec.params, request.params, request.lang) : undefined
      ) as z.output<P>;
      const name = `${spec.fileName(request.lang)}-${new Date().toISOString().slice(0, 10)}.xlsx`;
      const body = new PassThrough();
      reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header(
          'content-disposition',
          `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
        );
      writeXlsx(
        body,
        spec.fileName(request.lang),
        spec.columns(request.lang),
        spec.rows({ query, params, auth, request }),
      ).catch((error: unknown) => {
        request.log.error({ err: error }, 'export failed');
        body.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return reply.send(body);
    },
  });
}
