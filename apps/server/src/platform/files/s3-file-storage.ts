import fs from 'node:fs';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3FileStoreSettings } from '../../config';
import { contentKey, LocalFileStorage, sha256Of, type FileStorage } from './file-storage';

/** NoSuchKey from GetObject; NotFound from HeadObject (a HEAD answer has no body to name it). */
const isMissing = (error: unknown) =>
  error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound');

/**
 * The files' bytes in an S3-compatible bucket (issue 17; docs/decisions "Files:
 * content-addressed storage, local or S3"), keyed `<prefix>ab/cd/<sha256>` as on disk. An
 * upload is still received into a temp file on local disk (it is hashed as it arrives), and
 * derived files (a deck's PDF) are cached there: only kept content lives in the bucket.
 */
export class S3FileStorage implements FileStorage {
  private readonly local: LocalFileStorage;
  private connection: Promise<{ sdk: typeof S3Sdk; client: S3Sdk.S3Client }> | undefined;

  constructor(
    private readonly settings: S3FileStoreSettings,
    filesDir: string,
  ) {
    this.local = new LocalFileStorage(filesDir);
  }

  /** The SDK is loaded on first use (~80 ms): a server without a bucket never loads it. */
  private connect() {
    const { region, endpoint, forcePathStyle, credentials } = this.settings;
    this.connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region,
        forcePathStyle,
        ...(endpoint ? { endpoint } : {}),
        ...(credentials ? { credentials } : {}),
        // The SDK's default sends a streamed body aws-chunked with a trailing CRC32, which
        // s3rver (and other S3-compatible stores) keep as part of the object. The put sends
        // the content's own sha256 instead, which S3 and MinIO check.
        requestChecksumCalculation: 'WHEN_REQUIRED',
      }),
    }));
    return this.connection;
  }

  private keyOf(sha256: string) {
    return { Bucket: this.settings.bucket, Key: this.settings.prefix + contentKey(sha256) };
  }

  private async holds(sha256: string): Promise<boolean> {
    const { sdk, client } = await this.connect();
    try {
      await client.send(new sdk.HeadObjectCommand(this.keyOf(sha256)));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  private async store(sha256: string, body: Readable | Buffer, size: number) {
    const { sdk, client } = await this.connect();
    await client.send(
      new sdk.PutObjectCommand({
        ...this.keyOf(sha256),
        Body: body,
        ContentLength: size,
        ContentType: 'application/octet-stream',
        ChecksumSHA256: Buffer.from(sha256, 'hex').toString('base64'),
      }),
    );
  }

  tempPath() {
    return this.local.tempPath();
  }

  /** An object is whole or absent (S3 keeps no half-written object): no rename needed. */
  async put(sha256: string, tempFile: string) {
    const created = !(await this.holds(sha256));
    if (created) {
      const { size } = await fs.promises.stat(tempFile);
      const body = fs.createReadStream(tempFile);
      try {
        await this.store(sha256, body, size);
      } finally {
        body.destroy();
      }
    }
    await fs.promises.rm(tempFile, { force: true });
    return created;
  }

  async putBytes(bytes: Buffer) {
    const sha256 = sha256Of(bytes);
    const created = !(await this.holds(sha256));
    if (created) await this.store(sha256, bytes, bytes.length);
    return { sha256, created };
  }

  async open(sha256: string): Promise<Readable | undefined> {
    const { sdk, client } = await this.connect();
    let answer;
    try {
      answer = await client.send(new sdk.GetObjectCommand(this.keyOf(sha256)));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
    // on Node the SDK answers the response itself (an IncomingMessage), a Readable
    if (!(answer.Body instanceof Readable)) throw new Error(`S3 ${sha256}: no body stream`);
    return answer.Body;
  }

  async read(sha256: string) {
    const body = await this.open(sha256);
    return body ? buffer(body) : undefined;
  }

  async remove(sha256: string) {
    const { sdk, client } = await this.connect();
    await client.send(new sdk.DeleteObjectCommand(this.keyOf(sha256)));
  }

  derivedPath(sha256: string, extension: string) {
    return this.local.derivedPath(sha256, extension);
  }
}
