import { envelopeOf, SUCCESS_CODE, translateError } from '@lading/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthContext, RouteAccess } from '../auth/auth-context';
import { Unauthorized } from './errors';
import { parseInput } from './validation';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Schema = z.ZodType;
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteSpec<
  Access extends RouteAccess,
  B extends Schema | undefined,
  Q extends Schema | undefined,
  P extends Schema | undefined,
  R extends Schema,
> {
  method: Method;
  /** Relative to the `/api` prefix, Fastify syntax (`/admin/update/:id`). */
  url: string;
  access: Access;
  summary: string;
  tags: string[];
  body?: B;
  query?: Q;
  params?: P;
  response: R;
  handler: (input: {
    body: Parsed<B>;
    query: Parsed<Q>;
    params: Parsed<P>;
    auth: Access extends 'public' ? AuthContext | null : AuthContext;
    request: FastifyRequest;
    reply: FastifyReply;
  }) => Promise<z.input<R>>;
}

export interface RouteOptions {
  /** Check every answer against its contract (on in tests: the contracts must be true). */
  validateResponses: boolean;
}

const toJsonSchema = (schema: Schema, io: 'input' | 'output') => {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as Record<string, unknown>;
  return json;
};

/**
 * Registers one thin route: declared access, the shared contracts for input and answer
 * (validated with zod, documented in OpenAPI), a handler that calls one service function,
 * and the `{code, message, data}` envelope around its result.
 */
export function defineRoute<
  Access extends RouteAccess,
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
  R extends Schema = Schema,
>(app: FastifyInstance, options: RouteOptions, spec: RouteSpec<Access, B, Q, P, R>): void {
  app.route({
    method: spec.method,
    url: spec.url,
    config: { access: spec.access },
    schema: {
      summary: spec.summary,
      tags: spec.tags,
      ...(spec.body ? { body: toJsonSchema(spec.body, 'input') } : {}),
      ...(spec.query ? { querystring: toJsonSchema(spec.query, 'input') } : {}),
      ...(spec.params ? { params: toJsonSchema(spec.params, 'input') } : {}),
      response: { 200: toJsonSchema(envelopeOf(spec.response), 'output') },
      ...(spec.access === 'public' ? {} : { security: [{ bearer: [] }] }),
    },
    handler: async (request, reply) => {
      const auth = request.auth;
      if (spec.access !== 'public' && !auth) throw new Unauthorized();
      const parse = <S extends Schema | undefined>(schema: S, input: unknown) =>
        (schema ? parseInput(schema, input, request.lang) : undefined) as Parsed<S>;
      const data = await spec.handler({
        body: parse(spec.body as B, request.body),
        query: parse(spec.query as Q, request.query),
        params: parse(spec.params as P, request.params),
        auth: auth as never,
        request,
        reply,
      });
      const checked = options.validateResponses ? spec.response.parse(data) : data;
      return {
        code: SUCCESS_CODE,
        message: translateError(request.lang, 'common.ok'),
        data: checked ?? null,
      };
    },
  });
}
