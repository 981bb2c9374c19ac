// The load balancer in front of the cluster test's Lading processes: nginx when the machine
// has it (run unprivileged from a generated config in a folder of its own), else a small
// round-robin HTTP proxy in this process. Both append the caller's address to
// X-Forwarded-For, as the production example (deploy/nginx/lading.conf) does.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

export interface FrontProxy {
  kind: 'nginx' | 'node';
  port: number;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The nginx binary, unless LADING_CLUSTER_PROXY=node asks for the test proxy. */
function nginxBinary(): string | undefined {
  if (process.env.LADING_CLUSTER_PROXY === 'node') return undefined;
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) {
    if (fs.existsSync(candidate)) return candidate;
  }
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() || undefined : undefined;
}

/** The test's nginx.conf: deploy/nginx/lading.conf's proxy settings, every path in `dir`. */
export function nginxConfig(dir: string, listenPort: number, upstreamPorts: number[]): string {
  const temp = (name: string) => path.join(dir, name);
  return `
# root runs the workers as root too (the folder is root's, mode 0700)
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp('client_body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  upstream lading {
${upstreamPorts.map((port) => `    server 127.0.0.1:${port} max_fails=0;`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${listenPort};
    client_max_body_size 25m;
    location / {
      proxy_pass http://lading;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_buffering off;
      proxy_request_buffering on;
      proxy_read_timeout 300s;
    }
  }
}
`;
}

async function waitForPort(port: number, child: ChildProcess, log: string) {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) {
      throw new Error(`nginx exited with ${child.exitCode}: ${fs.readFileSync(log, 'utf8')}`);
    }
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx not listening on ${port} after 30 s`);
}

async function startNginx(binary: string, dir: string, ports: number[]): Promise<FrontProxy> {
  const port = await freePort();
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir, port, ports));
  const log = path.join(dir, 'error.log');
  const child = spawn(
    binary,
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'ignore', fs.openSync(path.join(dir, 'stderr.log'), 'w')],
    },
  );
  await waitForPort(port, child, fs.existsSync(log) ? log : path.join(dir, 'stderr.log'));
  return {
    kind: 'nginx',
    port,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
    },
  };
}

/** Round-robin over `ports`; X-Forwarded-For gets the caller's address appended. */
async function startNodeProxy(ports: number[]): Promise<FrontProxy> {
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http.createServer((request, response) => {
    const port = ports[next++ % ports.length]!;
    const caller = (request.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
    const prior = request.headers['x-forwarded-for'];
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.url,
        agent,
        headers: { ...request.headers, 'x-forwarded-for': prior ? `${prior}, ${caller}` : caller },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    kind: 'node',
    port,
    stop: async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** nginx in `dir` when there is one, else the test proxy. */
export function startFrontProxy(dir: string, ports: number[]): Promise<FrontProxy> {
  const binary = nginxBinary();
  return binary ? startNginx(binary, dir, ports) : startNodeProxy(ports);
}
