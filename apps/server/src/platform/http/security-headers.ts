import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * The Content Security Policy every answer carries (issue 12 §6). The built web app loads
 * only its own files: scripts from 'self' and never inline (Vite's index.html has none), no
 * eval; 'wasm-unsafe-eval' lets it compile its own WebAssembly (issue 18: the scan stations'
 * camera reader, ZXing, served from 'self' like any script) and allows no JavaScript eval.
 * antd's CSS-in-JS writes <style> elements at run time, so styles also allow inline.
 * Images may be data:/blob: URLs (icons, downloads); the app talks only to its own /api.
 * No plugins, no framing by anyone, no <base> or form posts elsewhere.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
} as const;

const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: { ...CONTENT_SECURITY_POLICY } },
  frameguard: { action: 'deny' as const },
  referrerPolicy: { policy: 'no-referrer' as const },
  // HTTPS is the reverse proxy's business; over plain HTTP browsers ignore this header
  strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: false },
};

/** What any answer carries anyway: not helmet's. */
const OWN_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * helmet's headers for our options, worked out once by @fastify/helmet itself on a probe
 * app: the plugin builds helmet's middleware again on every request (≈ 20 µs of a ≈ 90 µs
 * API call on the report bench), and with fixed options every answer gets the same headers.
 */
async function helmetHeaders(): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, HELMET_OPTIONS);
  probe.get('/', async () => '');
  const answer = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return Object.fromEntries(
    Object.entries(answer.headers)
      .filter(([name]) => !OWN_HEADERS.has(name))
      .map(([name, value]) => [name, String(value)]),
  );
}

/**
 * Security headers on every answer (helmet: CSP, nosniff, frame denial, no referrer,
 * same-origin opener/resource policies), and `Cache-Control: no-store` on every /api answer
 * — errors and exports included — so no signed-in data stays in a browser or proxy cache.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = await helmetHeaders();
  if (!headers['content-security-policy']) throw new Error('helmet set no CSP');
  app.addHook('onSend', async (request, reply) => {
    reply.headers(headers);
    const url = request.url;
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) {
      reply.header('cache-control', 'no-store');
    }
  });
}
