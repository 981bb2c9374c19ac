import {
  pathOf,
  type AnyOperation,
  type InputOptional,
  type OperationAnswer,
  type OperationInput,
} from '@lading/shared';
import { download, readBlob, request, type QueryValue, type RequestOptions } from './http';

/** What a call may add to the descriptor's input: stay quiet on failure, be cancellable. */
export type CallOptions = Pick<RequestOptions, 'quiet' | 'signal'>;

type Args<O extends AnyOperation, Extra> =
  InputOptional<O> extends true
    ? [input?: OperationInput<O>, options?: Extra]
    : [input: OperationInput<O>, options?: Extra];

const urlOf = (op: AnyOperation, input: { params?: unknown } | undefined) =>
  pathOf(op.path, input?.params as Record<string, unknown> | undefined);

const queryOf = (input: { query?: unknown } | undefined) =>
  input?.query as Record<string, QueryValue> | undefined;

/**
 * Calls one operation by its descriptor (packages/shared `*.operations.ts`): the path is
 * filled from `params`, `query` goes in the query string, `body` as JSON; the answer is
 * typed by the descriptor. Envelope, toasts, sign-out and timeouts as `request` does them.
 */
export function call<O extends AnyOperation>(
  op: O,
  ...[input, options]: Args<O, CallOptions>
): Promise<OperationAnswer<O>> {
  if (op.answer === 'file' || op.upload) throw new Error(`${op.path}: use download or upload`);
  const query = queryOf(input);
  const body = (input as { body?: unknown } | undefined)?.body;
  return request<OperationAnswer<O>>(op.method, urlOf(op, input), {
    ...options,
    ...(query ? { query } : {}),
    ...(body !== undefined ? { body } : {}),
  });
}

/** Downloads the file an operation answers (`answer: 'file'`): an export, template or report. */
export function downloadFile<O extends AnyOperation>(
  op: O,
  ...[input]: Args<O, never>
): Promise<void> {
  if (op.answer !== 'file') throw new Error(`${op.path} answers JSON: use call`);
  return download(urlOf(op, input), queryOf(input) ?? {});
}

/** Reads the file an operation answers into memory (a preview's bytes), errors as `call`'s. */
export function readFile<O extends AnyOperation>(
  op: O,
  ...[input, options]: Args<O, CallOptions>
): Promise<Blob> {
  if (op.answer !== 'file') throw new Error(`${op.path} answers JSON: use call`);
  return readBlob(urlOf(op, input), queryOf(input) ?? {}, options);
}

/**
 * Sends one file to an upload operation as multipart field `file`, after the text `fields`;
 * same envelope and error handling as `call`.
 */
export function uploadFile<O extends AnyOperation>(
  op: O,
  file: Blob,
  fileName: string,
  {
    params,
    fields,
    ...options
  }: CallOptions & { params?: OperationInput<O>['params']; fields?: Record<string, string> } = {},
): Promise<OperationAnswer<O>> {
  if (!op.upload) throw new Error(`${op.path} takes no file`);
  const form = new FormData();
  for (const [name, value] of Object.entries(fields ?? {})) form.append(name, value);
  form.append('file', file, fileName);
  return request<OperationAnswer<O>>(op.method, urlOf(op, { params }), { ...options, form });
}

/**
 * The OpenAPI document (GET /api/docs, signed-in users): the map of the operations, not one
 * of them, answered bare (no envelope) so API tools can read it. Failures as `request`'s.
 */
export const readApiDocument = <T>(): Promise<T> => request<T>('GET', '/docs', { bare: true });
