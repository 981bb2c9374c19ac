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
  /** Do not toast a failure (the caller shows it, e.g. next to a form field). */
  quiet?: boolean;
  signal?: AbortSignal;
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
      signal: controller.signal,
    });
    envelope = (await response.json()) as Envelope<T>;
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

export const http = {
  get: <T>(
    path: string,
    query?: Record<string, QueryValue>,
    options: Omit<RequestOptions, 'query'> = {},
  ) => request<T>('GET', path, { ...options, ...(query ? { query } : {}) }),
  post: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
    request<T>('POST', path, { ...options, ...(body !== undefined ? { body } : {}) }),
};
