import type { FastifyReply } from 'fastify';

/**
 * Answers a generated PDF as a download: `fallback` is the plain ASCII file name for old
 * clients, `fileName` the real one (any language), RFC 6266's `filename*`.
 */
export function sendPdf(
  reply: FastifyReply,
  file: { fileName: string; bytes: Buffer },
  fallback: string,
) {
  return reply
    .header('content-type', 'application/pdf')
    .header(
      'content-disposition',
      `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .send(file.bytes);
}
