import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where the bytes of uploaded files live (issue 17): content-addressed by their sha256, so
 * the same content is stored once however often it is uploaded, and a stored file never
 * changes. The database holds what a file is (platform/files/stored-file.repository.ts); the
 * storage only holds bytes. The local store is the default; an S3-compatible bucket
 * (s3-file-storage.ts) implements the same calls, and file-stores.ts picks one by the settings.
 */
export interface FileStorage {
  /** A path for an upload being received, on local disk (the local store moves it in place). */
  tempPath(): string;
  /**
   * Keeps a received temp file under its checksum. True: the content is new here; false:
   * it was stored already (the temp file is removed either way).
   */
  put(sha256: string, tempFile: string): Promise<boolean>;
  /** Keeps bytes (the demo seed), answering their checksum and whether they are new. */
  putBytes(bytes: Buffer): Promise<{ sha256: string; created: boolean }>;
  /** The bytes, streamed; undefined when the store does not hold them. */
  open(sha256: string): Promise<Readable | undefined>;
  read(sha256: string): Promise<Buffer | undefined>;
  /** Forgets content stored by an upload that did not go through (never content in use). */
  remove(sha256: string): Promise<void>;
  /** Where derived files (a PowerPoint's PDF) are cached, by their source's checksum. */
  derivedPath(sha256: string, extension: string): string;
}

const SHA256 = /^[0-9a-f]{64}$/;

export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Where content is kept within a store: `ab/cd/abcd…` by its checksum (every store alike). */
export function contentKey(sha256: string): string {
  if (!SHA256.test(sha256)) throw new Error(`not a sha256: ${sha256}`);
  return `${sha256.slice(0, 2)}/${sha256.slice(2, 4)}/${sha256}`;
}

/** Files under `root`: `ab/cd/abcd…` by checksum, temp uploads in `tmp/`, derived in `derived/`. */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(sha256: string) {
    return path.join(this.root, ...contentKey(sha256).split('/'));
  }

  tempPath() {
    const dir = path.join(this.root, 'tmp');
    fs.mkdirSync(dir, { recursive: true });
    return path.join(dir, `${randomUUID()}.part`);
  }

  async put(sha256: string, tempFile: string) {
    const target = this.pathOf(sha256);
    if (fs.existsSync(target)) {
      await fs.promises.rm(tempFile, { force: true });
      return false;
    }
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    // a rename on one disk: the file appears whole or not at all
    await fs.promises.rename(tempFile, target);
    return true;
  }

  async putBytes(bytes: Buffer) {
    const sha256 = sha256Of(bytes);
    const temp = this.tempPath();
    await fs.promises.writeFile(temp, bytes);
    return { sha256, created: await this.put(sha256, temp) };
  }

  async open(sha256: string) {
    const file = this.pathOf(sha256);
    return fs.existsSync(file) ? fs.createReadStream(file) : undefined;
  }

  async read(sha256: string) {
    const file = this.pathOf(sha256);
    return fs.existsSync(file) ? fs.promises.readFile(file) : undefined;
  }

  async remove(sha256: string) {
    await fs.promises.rm(this.pathOf(sha256), { force: true });
  }

  derivedPath(sha256: string, extension: string) {
    if (!SHA256.test(sha256)) throw new Error(`not a sha256: ${sha256}`);
    return path.join(this.root, 'derived', `${sha256}.${extension}`);
  }
}
