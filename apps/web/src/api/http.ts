import { SUCCESS_CODE, type Envelope } from '@lading/shared';
import { HTTP_TIMEOUT_MS } from '../lib/constants';
import { readToken } from '../auth/token';
import { currentLanguage } from '../i18n/language';

/**
 * The one HTTP client (spec §7–§8). Every call goes through `request`: base /api, the
 * `lang` header, the Authorization header when signed in, arrays in the query without
 * indices, a 150 s timeout, and the envelope rules — code ≠ 200 toasts the message for
 * 3 s and rejects; code 401 asks once whether to sign in again, then signs out locally
 * and reloads either way; a network failure toasts and rejects.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly data: unknown = null,
  ) {
    super(message);
  }

  /** Field-level messages of a 400 answer, by field name. */
  get fieldErrors(): Record<string, string> {
    const errors = (this.data as { errors?: { field: string; message: string }[] } | null)?.errors;
    return Object.fromEntries((errors ?? []).map((e) => [e.field, e.message]));
  }
}

/** What the client needs from the UI: set by the app shell, replaced in tests. */
export interface HttpUi {
  toastError(message: string): void;
  /** Resolves when the user has chosen (either choice signs out). */
  confirmSignedOut(): Promise<void>;
  networkErrorMessage(): string;
  signOutLocally(): void;
  reload(): void;
}

let ui: HttpUi | undefined;
export const setHttpUi = (next: HttpUi) => {
  ui = next;
};

let signingOut = false;

export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number)[];

export function toQueryString(query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** A multipart body (file uploads); the browser sets its content type. */
  form?: FormData;
  /** Do not toast a failure (the caller shows it, e.g. next to a form field). */
  quiet?: boolean;
  signal?: AbortSignal;
  /** The answer is not in the envelope (the OpenAPI document): a 200 is returned as it is. */
  bare?: boolean;
}

export async function request<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('timeout', 'TimeoutError')),
    HTTP_TIMEOUT_MS,
  );
  options.signal?.addEventListener('abort', () => controller.abort(options.signal?.reason));
  const token = readToken();
  let envelope: Envelope<T>;
  try {
    const response = await fetch(`/api${path}${toQueryString(options.query)}`, {
      method,
      headers: {
        lang: currentLanguage(),
        ...(token ? { Authorization: token } : {}),
        ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      ...(options.form ? { body: options.form } : {}),
      signal: controller.signal,
    });
    const answer: unknown = await response.json();
    if (options.bare && response.ok) return answer as T;
    envelope = answer as Envelope<T>;
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const message = ui?.networkErrorMessage() ?? 'Network error';
    ui?.toastError(
      error instanceof Error && error.name !== 'TypeError'
        ? `${message} (${error.message})`
        : message,
    );
    throw new ApiError(message, 0);
  } finally {
    clearTimeout(timer);
  }
  if (envelope.code === SUCCESS_CODE) return envelope.data;
  if (envelope.code === 401 && token) {
    await handleSignedOut();
    throw new ApiError(envelope.message, 401, envelope.data);
  }
  if (!options.quiet) ui?.toastError(envelope.message);
  throw new ApiError(envelope.message, envelope.code, envelope.data);
}

async function handleSignedOut(): Promise<void> {
  if (signingOut || !ui) return;
  signingOut = true;
  try {
    await ui.confirmSignedOut();
  } finally {
    ui.signOutLocally();
    ui.reload();
    signingOut = false;
  }
}

/**
 * Fetches a file the server streams, with the headers and error handling of every call: a
 * failure toasts (unless `quiet`) and rejects with the envelope's message and code; a 401
 * with a session asks to sign in again.
 */
async function fetchFile(
  path: string,
  query: Record<string, QueryValue>,
  { quiet, signal }: Pick<RequestOptions, 'quiet' | 'signal'> = {},
): Promise<Response> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(`/api${path}${toQueryString(query)}`, {
      headers: { lang: currentLanguage(), ...(token ? { Authorization: token } : {}) },
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    const message = ui?.networkErrorMessage() ?? 'Network error';
    if (!quiet) ui?.toastError(message);
    throw new ApiError(message, 0);
  }
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as Envelope<unknown> | null;
    const message = envelope?.message ?? response.statusText;
    if (response.status === 401 && token) await handleSignedOut();
    else if (!quiet) ui?.toastError(message);
    throw new ApiError(message, envelope?.code ?? response.status, envelope?.data ?? null);
  }
  return response;
}

/**
 * Downloads a file the server streams (an Excel export): same headers and error handling
 * as every call; on success the browser saves it under the server's file name.
 */
export async function download(
  path: string,
  query: Record<string, QueryValue> = {},
): Promise<void> {
  const response = await fetchFile(path, query);
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const name = encoded ? decodeURIComponent(encoded) : 'export.xlsx';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Reads a file the server streams into memory (a preview's bytes), as `download` fetches it. */
export async function readBlob(
  path: string,
  query: Record<string, QueryValue> = {},
  options: Pick<RequestOptions, 'quiet' | 'signal'> = {},
): Promise<Blob> {
  return (await fetchFile(path, query, options)).blob();
}
