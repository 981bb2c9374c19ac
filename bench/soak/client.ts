// The soak's HTTP client: node:http over keep-alive sockets (one per worker at most), each
// request timed, its answer read whole. A request from another loopback address (127.x.y.z)
// opens its own connection from that address: the server then sees another client.
import http from 'node:http';
import { randomUUID } from 'node:crypto';

export interface Answer {
  status: number;
  body: Buffer;
  ms: number;
}

/** A connection error or timeout: the request has no HTTP status. */
export class RequestFailed extends Error {
  constructor(
    message: string,
    readonly ms: number,
  ) {
    super(message);
  }
}

export interface RequestSpec {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  token?: string | undefined;
  json?: unknown;
  body?: Buffer;
  contentType?: string;
  /** Connect from this loopback address instead of 127.0.0.1 (a new connection). */
  localAddress?: string;
}

export class Client {
  readonly agent: http.Agent;

  constructor(
    private readonly port: number,
    connections: number,
    private readonly timeoutMs = 30_000,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  }

  request(spec: RequestSpec): Promise<Answer> {
    const payload =
      spec.json !== undefined ? Buffer.from(JSON.stringify(spec.json)) : (spec.body ?? null);
    const headers: Record<string, string> = { lang: 'en' };
    if (spec.token) headers.authorization = `Bearer ${spec.token}`;
    if (payload) {
      headers['content-type'] =
        spec.contentType ??
        (spec.json !== undefined ? 'application/json' : 'application/octet-stream');
      headers['content-length'] = String(payload.length);
    }
    const started = performance.now();
    const elapsed = () => performance.now() - started;
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port: this.port,
          method: spec.method,
          path: spec.path,
          headers,
          ...(spec.localAddress
            ? { localAddress: spec.localAddress, agent: false }
            : { agent: this.agent }),
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks),
              ms: elapsed(),
            }),
          );
          response.on('error', (error) => reject(new RequestFailed(error.message, elapsed())));
        },
      );
      request.setTimeout(this.timeoutMs, () =>
        request.destroy(new Error(`timed out after ${this.timeoutMs} ms`)),
      );
      request.on('error', (error) => reject(new RequestFailed(error.message, elapsed())));
      request.end(payload ?? undefined);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** The `data` of an envelope answer, or an error naming the request when it is not a 200. */
export function dataOf<T>(answer: Answer, what: string): T {
  if (answer.status !== 200) {
    throw new Error(`${what}: ${answer.status} ${answer.body.toString().slice(0, 300)}`);
  }
  return (JSON.parse(answer.body.toString()) as { data: T }).data;
}

/** A multipart/form-data body with one .xlsx file part named "file". */
export function multipartFile(fileName: string, bytes: Buffer) {
  const boundary = `----soak${randomUUID().replace(/-/g, '')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}
