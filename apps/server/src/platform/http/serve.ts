import {
  envelopeOf,
  SUCCESS_CODE,
  translateError,
  type AnyOperation,
  type OperationParsed,
  type OperationResult,
} from '@lading/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../auth/actor';
import type { Actor, AuthContext } from '../auth/auth-context';
import { Unauthorized } from './errors';
import { parseInput } from './validation';

export interface ServeOptions {
  /** Check every answer against its contract (on in tests: the contracts must be true). */
  validateResponses: boolean;
}

type Schema = z.ZodType;

/** What every handler gets: the validated input, the caller, the raw request and reply. */
export type HandlerInput<O extends AnyOperation> = OperationParsed<O> & {
  auth: O['access'] extends 'public' ? AuthContext | null : AuthContext;
  /** The caller as services record it; null only on a public operation without a session. */
  actor: O['access'] extends 'public'
    ? (Actor & { userId: number }) | null
    : Actor & { userId: number };
  request: FastifyRequest;
  reply: FastifyReply;
};

const toJsonSchema = (schema: Schema, io: 'input' | 'output') => {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as Record<string, unknown>;
  return json;
};

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The OpenAPI part of a route, read off its descriptor. */
function schemaOf(op: AnyOperation): FastifySchema {
  const answer = op.answer as Schema | 'file';
  return {
    summary: op.summary,
    tags: [...op.tags],
    ...(op.body ? { body: toJsonSchema(op.body as Schema, 'input') } : {}),
    ...(op.upload ? { consumes: ['multipart/form-data'] } : {}),
    ...(op.query ? { querystring: toJsonSchema(op.query as Schema, 'input') } : {}),
    ...(op.params ? { params: toJsonSchema(op.params as Schema, 'input') } : {}),
    ...(answer === 'file'
      ? { produces: [...(op.fileTypes ?? [XLSX])] }
      : { response: { 200: toJsonSchema(envelopeOf(answer), 'output') } }),
    ...(op.access === 'public' ? {} : { security: [{ bearer: [] }] }),
  };
}

/** Checks the session and parses params, query and (JSON) body with the descriptor's schemas. */
function inputOf<O extends AnyOperation>(
  op: O,
  request: FastifyRequest,
  reply: FastifyReply,
): HandlerInput<O> {
  const auth = request.auth;
  if (op.access !== 'public' && !auth) throw new Unauthorized();
  const parse = (schema: Schema | undefined, input: unknown) =>
    schema ? parseInput(schema, input, request.lang) : undefined;
  return {
    // body, query, then path: the first refusal names the field the caller sent wrong
    // (an unknown body field on /container-types/1 is reported, not the bad code)
    body: op.upload ? undefined : parse(op.body as Schema | undefined, request.body),
    query: parse(op.query as Schema | undefined, request.query),
    params: parse(op.params as Schema | undefined, request.params),
    auth,
    actor: auth ? actorOf(auth, request) : null,
    request,
    reply,
  } as HandlerInput<O>;
}

/**
 * Registers the handler of one operation: the route, its access and OpenAPI schema come
 * from the descriptor; the handler calls one service function; its result is checked
 * against the answer schema (in tests) and wrapped in the `{code, message, data}` envelope.
 */
export function serve<O extends AnyOperation>(
  app: FastifyInstance,
  options: ServeOptions,
  op: O,
  handler: (input: HandlerInput<O>) => Promise<OperationResult<O>>,
): void {
  if (op.answer === 'file') throw new Error(`${op.path}: a file answer is served by serveFile`);
  const answer = op.answer as Schema;
  app.route({
    method: op.method,
    url: op.path,
    config: { access: op.access, operation: op },
    schema: schemaOf(op),
    handler: async (request, reply) => {
      const data = await handler(inputOf(op, request, reply));
      const checked = options.validateResponses ? answer.parse(data) : data;
      return {
        code: SUCCESS_CODE,
        message: translateError(request.lang, 'common.ok'),
        data: checked ?? null,
      };
    },
  });
}

/**
 * Registers an operation that answers a file (an export, a template, a report, an upload
 * that answers with the envelope itself): the handler writes the reply.
 */
export function serveFile<O extends AnyOperation>(
  app: FastifyInstance,
  op: O,
  handler: (input: HandlerInput<O>) => Promise<unknown>,
): void {
  app.route({
    method: op.method,
    url: op.path,
    config: { access: op.access, operation: op },
    schema: schemaOf(op),
    handler: async (request, reply) => handler(inputOf(op, request, reply)),
  });
}
