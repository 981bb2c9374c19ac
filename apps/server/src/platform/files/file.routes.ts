import fs from 'node:fs';
import { fileOperations, type FileFormat } from '@lading/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { AuthContext } from '../auth/auth-context';
import { Conflict, NotFound } from '../http/errors';
import { serve, serveFile, type ServeOptions } from '../http/serve';
import type { FileOwners } from './file-owners';
import { pptxAsPdf, sheetPreviewOf } from './file-previews';
import { fileStorageAt } from './file-stores';
import { storedFileRepository } from './stored-file.repository';

/** Formats a browser may show in the page itself; every other one is an attachment. */
const INLINE: ReadonlySet<FileFormat> = new Set(['pdf', 'jpg', 'png']);

/** A file's bytes with the headers that keep a browser from running them as anything else. */
function sendFile(
  reply: FastifyReply,
  body: NodeJS.ReadableStream,
  file: { name: string; mime: string; size?: number },
  inline: boolean,
) {
  const ascii = file.name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  reply
    .header('content-type', file.mime)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header(
      'content-disposition',
      `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    );
  if (file.size !== undefined) reply.header('content-length', file.size);
  return reply.send(body);
}

/**
 * Reading stored files (issue 17; `fileOperations`): each read finds the file, asks the
 * module that owns it whether the caller may see its record (404 otherwise, as for any
 * record out of reach), then answers what it is, its bytes, an Excel file's sheets or a
 * PowerPoint file's PDF.
 */
export function fileRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  options: ServeOptions,
  owners: FileOwners,
) {
  const op = fileOperations;
  const db = deps.db.kysely;
  const storage = fileStorageAt(deps.config);

  async function readable(auth: AuthContext, id: number) {
    const file = await storedFileRepository.findById(db, id);
    const owner = file ? owners[file.owner_type] : undefined;
    if (!file || !owner || !(await owner.canRead(db, auth, file.owner_id))) throw new NotFound();
    return { file: { ...file, format: file.format as FileFormat }, owner };
  }

  serve(app, options, op.get, async ({ params, auth, request }) => {
    const { file, owner } = await readable(auth, params.id);
    const { title, siblings } = await owner.describe(db, file, request.lang);
    return {
      id: file.id,
      name: file.name,
      format: file.format,
      mime: file.mime,
      size: file.size,
      sha256: file.sha256,
      uploadedBy: file.uploaded_by_name,
      uploadedAt: file.created_at,
      title,
      siblings,
    };
  });

  serveFile(app, op.content, async ({ params, query, auth, reply }) => {
    const { file } = await readable(auth, params.id);
    const body = await storage.open(file.sha256);
    if (!body) throw new NotFound();
    return sendFile(reply, body, file, query.download !== 1 && INLINE.has(file.format));
  });

  serve(app, options, op.sheet, async ({ params, auth }) => {
    const { file } = await readable(auth, params.id);
    if (file.format !== 'xlsx') throw new Conflict('file.notSheet');
    const bytes = await storage.read(file.sha256);
    if (!bytes) throw new NotFound();
    return sheetPreviewOf(bytes, deps.config.importLimits);
  });

  serveFile(app, op.pdf, async ({ params, auth, reply }) => {
    const { file } = await readable(auth, params.id);
    if (file.format === 'pdf') {
      const body = await storage.open(file.sha256);
      if (!body) throw new NotFound();
      return sendFile(reply, body, file, true);
    }
    if (file.format !== 'pptx') throw new Conflict('file.convertFailed');
    const pdf = await pptxAsPdf(storage, deps.config.soffice, file.sha256);
    const name = file.name.replace(/\.pptx$/i, '') + '.pdf';
    return sendFile(reply, fs.createReadStream(pdf), { name, mime: 'application/pdf' }, true);
  });
}
