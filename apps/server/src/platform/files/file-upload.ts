import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import { FILE_FORMATS, FILE_MAX_MB, type FileFormat } from '@lading/shared';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import { AppError, BadRequest } from '../http/errors';
import type { FileStorage } from './file-storage';

export const FILE_MAX_BYTES = FILE_MAX_MB * 1024 * 1024;

/** What the bytes were found to be, by format. */
const MIME_OF: Record<FileFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  jpg: 'image/jpeg',
  png: 'image/png',
};
export const mimeOf = (format: FileFormat) => MIME_OF[format];

/** An upload received whole into the storage's temp area, not yet kept. */
export interface ReceivedFile {
  tempPath: string;
  sha256: string;
  size: number;
  format: FileFormat;
  mime: string;
  /** the name it was sent with (for showing only: its extension decides nothing) */
  name: string;
  /** the text fields sent before the file */
  fields: Record<string, string>;
  /** Removes the temp file (when the upload is refused after receiving). */
  discard(): Promise<void>;
}

/** What the content is, read from its bytes (never the name); undefined: not allowed. */
async function formatOfContent(file: string): Promise<FileFormat | undefined> {
  const found = await fileTypeFromFile(file);
  const ext = found?.ext === 'jpg' ? 'jpg' : found?.ext;
  return FILE_FORMATS.find((format) => format === ext);
}

/** A name safe to show and to send back in a header: no path, no control characters. */
const cleanName = (name: string) =>
  [...(name.split(/[\\/]/).pop() ?? '')]
    .filter((char) => char.charCodeAt(0) > 0x1f && char.charCodeAt(0) !== 0x7f)
    .join('')
    .slice(0, 200) || 'file';

/**
 * Receives the one file of a multipart upload (issue 17) into the storage's temp area,
 * hashing it as it streams: nothing is held in memory, at most FILE_MAX_MB is accepted (the
 * part's `truncated` flag is read once it has ended — a cut-short file is refused 413, never
 * kept), an empty one is refused, and its format is told from its bytes by file-type and
 * must be one of `allowed`. Every refusal removes what was written. Text fields must come
 * before the file part.
 */
export async function receiveUpload(
  request: FastifyRequest,
  storage: FileStorage,
): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw new BadRequest('file.notMultipart');
  let part;
  try {
    part = await request.file({ limits: { fileSize: FILE_MAX_BYTES, files: 1 } });
  } catch {
    throw new BadRequest('file.notMultipart');
  }
  if (!part) throw new BadRequest('file.notMultipart');

  const fields: Record<string, string> = {};
  for (const [key, field] of Object.entries(part.fields)) {
    if (field && !Array.isArray(field) && field.type === 'field' && typeof field.value === 'string')
      fields[key] = field.value;
  }

  const tempPath = storage.tempPath();
  const discard = () => fs.promises.rm(tempPath, { force: true });
  const hash = createHash('sha256');
  let size = 0;
  const counting = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(part.file, counting, fs.createWriteStream(tempPath));
  } catch {
    await discard();
    throw new BadRequest('file.notMultipart');
  }
  try {
    if (part.file.truncated) throw new AppError(413, 'file.tooLarge', { max: FILE_MAX_MB });
    if (size === 0) throw new BadRequest('file.empty');
    const format = await formatOfContent(tempPath);
    if (!format) throw new BadRequest('file.typeNotAllowed', { allowed: allowedList() });
    return {
      tempPath,
      sha256: hash.digest('hex'),
      size,
      format,
      mime: MIME_OF[format],
      name: cleanName(part.filename),
      fields,
      discard,
    };
  } catch (error) {
    await discard();
    throw error;
  }
}

export const allowedList = (formats: readonly FileFormat[] = FILE_FORMATS) =>
  formats.map((format) => format.toUpperCase()).join(', ');
