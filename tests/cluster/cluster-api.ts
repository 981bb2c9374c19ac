// The cluster test's HTTP client: the public API only, sent to one process's port or to the
// front proxy, optionally as a client behind it (X-Forwarded-For). Waiting is polling with
// a deadline, never a sleep of a guessed length.
import type { OrderImportJob } from '@lading/shared';

export const DEMO_PASSWORD = 'demo1234';
export const ADMIN_PASSWORD = 'admin123';

export interface Answer<T = unknown> {
  status: number;
  /** The envelope's `data` (null on errors). */
  data: T;
  message: string;
}

export interface CallOptions {
  token?: string;
  json?: unknown;
  form?: FormData;
  /** Sent as X-Forwarded-For: the client the proxy stands in for. */
  forwardedFor?: string;
}

export async function call<T = unknown>(
  port: number,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { lang: 'en' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.forwardedFor) headers['x-forwarded-for'] = options.forwardedFor;
  let body: string | FormData | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) body = options.form;
  const answer = await fetch(`http://127.0.0.1:${port}/api${path}`, { method, headers, body });
  const text = await answer.text();
  let envelope: { data?: T; message?: string } = {};
  try {
    envelope = JSON.parse(text) as typeof envelope;
  } catch {
    envelope = { message: text.slice(0, 300) };
  }
  return {
    status: answer.status,
    data: (envelope.data ?? null) as T,
    message: envelope.message ?? '',
  };
}

/** Polls `probe` until it answers something other than undefined; throws after the deadline. */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  deadlineMs: number,
  everyMs = 100,
): Promise<T> {
  const until = Date.now() + deadlineMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error(`waited ${deadlineMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

export async function login(
  port: number,
  username: string,
  password: string,
  forwardedFor?: string,
): Promise<Answer<{ token: string }>> {
  return call<{ token: string }>(port, 'POST', '/admin/login', {
    json: { username, password },
    ...(forwardedFor ? { forwardedFor } : {}),
  });
}

/** A token, or an error saying why the sign-in failed. */
export async function signIn(port: number, username: string, password = DEMO_PASSWORD) {
  const answer = await login(port, username, password);
  if (answer.status !== 200) {
    throw new Error(`sign-in of ${username}: ${answer.status} ${answer.message}`);
  }
  return answer.data.token;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Uploads a PO file: the job id. */
export async function uploadPoFile(port: number, token: string, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: XLSX }), name);
  const answer = await call<{ jobId: number }>(port, 'POST', '/purchase-orders/import', {
    token,
    form,
  });
  if (answer.status !== 200) throw new Error(`upload: ${answer.status} ${answer.message}`);
  return answer.data.jobId;
}

export const readPoJob = async (port: number, token: string, jobId: number) =>
  (await call<OrderImportJob>(port, 'GET', `/purchase-orders/import/${jobId}`, { token })).data;

/** Polls the job (through `port`) until it has ended. */
export const jobEnded = (port: number, token: string, jobId: number, deadlineMs: number) =>
  waitFor(
    `import job ${jobId} to end`,
    async () => {
      const job = await readPoJob(port, token, jobId);
      return job.status === 'succeeded' || job.status === 'failed' ? job : undefined;
    },
    deadlineMs,
    200,
  );

/** The total of the PO-line list for PO numbers starting with `prefix`, as `port` counts it. */
export async function poLineTotal(port: number, token: string, prefix: string) {
  const answer = await call<{ total: number }>(
    port,
    'GET',
    `/po-lines?poNumber=${encodeURIComponent(prefix)}&pageSize=1`,
    { token },
  );
  if (answer.status !== 200) throw new Error(`po-lines: ${answer.status} ${answer.message}`);
  return answer.data.total;
}
