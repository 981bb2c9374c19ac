import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content Security Policy every answer carries (issue 12 §6). The built web app loads
 * only its own files: scripts from 'self' and never inline (Vite's index.html has none), no
 * eval; antd's CSS-in-JS writes <style> elements at run time, so styles also allow inline.
 * Images may be data:/blob: URLs (icons, previews, downloads); the app talks only to its
 * own /api. No plugins, no framing by anyone, no <base> or form posts elsewhere.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
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

/**
 * Security headers on every answer (helmet: CSP, nosniff, frame denial, no referrer,
 * same-origin opener/resource policies), and `Cache-Control: no-store` on every /api answer
 * — errors and exports included — so no signed-in data stays in a browser or proxy cache.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...CONTENT_SECURITY_POLICY },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // HTTPS is the reverse proxy's business; over plain HTTP browsers ignore this header
    strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: false },
  });
  app.addHook('onSend', async (request, reply) => {
    const path = request.url;
    if (path === '/api' || path.startsWith('/api/') || path.startsWith('/api?')) {
      reply.header('cache-control', 'no-store');
    }
  });
}
