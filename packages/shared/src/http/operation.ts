import type { z } from 'zod';
import type { ResourceKey } from '../auth/resource-keys';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What calling an operation needs: a permission resource, just a session, or nothing. */
export type OperationAccess = { resource: ResourceKey } | 'signedIn' | 'public';

type Schema = z.ZodType;

/**
 * One operation of the API, described once and used by both sides: the server registers
 * its handler for it (platform/http/serve.ts), the web calls it through the one client
 * (`call(op, input)`), and the OpenAPI document and the route census are read off it.
 *
 * - `answer`: the envelope's `data` schema, or `'file'` for a download (an Excel export,
 *   a template, a report) that streams a file instead of an envelope.
 * - `upload`: a multipart body (field `file`, text fields before it) instead of JSON.
 * - `scope`: `'supplier'` when a supplier user's answer holds only their suppliers' rows
 *   (the server filters by the caller's scope); `'own'` when it is about the caller only.
 */
export interface Operation<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema | 'file' = Schema | 'file',
  A extends OperationAccess = OperationAccess,
> {
  method: HttpMethod;
  /** Relative to `/api`, Fastify syntax (`/kits/:id`). */
  path: string;
  access: A;
  summary: string;
  tags: readonly string[];
  params?: P;
  query?: Q;
  body?: B;
  upload?: true;
  answer: R;
  /** A file answer's media types (for the API reference); an Excel workbook when absent. */
  fileTypes?: readonly string[];
  scope?: 'supplier' | 'own';
}

/** Any operation, whatever its schemas. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyOperation = Operation<any, any, any, any, any>;

/** Keeps the literal types of a descriptor (its schemas flow into handler and caller). */
export const defineOperation = <
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Schema | 'file' = Schema,
  A extends OperationAccess = OperationAccess,
>(
  operation: Operation<P, Q, B, R, A>,
): Operation<P, Q, B, R, A> => operation;

/** The schema of one part (`params`, `query`, `body`), or never when the operation has none. */
type Part<O extends AnyOperation, K extends 'params' | 'query' | 'body'> = NonNullable<O[K]>;
type Has<O extends AnyOperation, K extends 'params' | 'query' | 'body'> = [Part<O, K>] extends [
  never,
]
  ? false
  : true;
type In<O extends AnyOperation, K extends 'params' | 'query' | 'body'> =
  Part<O, K> extends Schema ? z.input<Part<O, K>> : never;
type Out<O extends AnyOperation, K extends 'params' | 'query' | 'body'> =
  Has<O, K> extends true ? (Part<O, K> extends Schema ? z.output<Part<O, K>> : never) : undefined;

/** What the caller sends: `params`, `query`, `body` — each present when the operation has it. */
export type OperationInput<O extends AnyOperation> = (Has<O, 'params'> extends true
  ? { params: In<O, 'params'> }
  : { params?: never }) &
  (Has<O, 'query'> extends true ? { query: In<O, 'query'> } : { query?: never }) &
  (Has<O, 'body'> extends true ? { body: In<O, 'body'> } : { body?: never });

/** What the handler receives after validation (defaults applied). */
export type OperationParsed<O extends AnyOperation> = {
  params: Out<O, 'params'>;
  query: Out<O, 'query'>;
  body: Out<O, 'body'>;
};

/** The `data` a successful call answers. */
export type OperationAnswer<O extends AnyOperation> = O['answer'] extends Schema
  ? z.output<O['answer']>
  : never;

/** What the handler returns (before the answer schema's transforms). */
export type OperationResult<O extends AnyOperation> = O['answer'] extends Schema
  ? z.input<O['answer']>
  : never;

/** True when the input has nothing required (the caller may leave it out). */
export type InputOptional<O extends AnyOperation> =
  Record<never, never> extends OperationInput<O> ? true : false;

/** `/kits/:id` with `{ id: 3 }` → `/kits/3` (each value URI-encoded). */
export function pathOf(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`${path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** `GET /api/kits/:id`: how the census and the resource catalog name a route. */
export const routeKeyOf = (operation: Pick<AnyOperation, 'method' | 'path'>) =>
  `${operation.method} /api${operation.path}`;
