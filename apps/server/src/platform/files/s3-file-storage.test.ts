import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig, type S3FileStoreSettings } from '../../config';
import { fileTypeIds, sampleFile, uploadFile } from '../../modules/due-diligence/dd.test-support';
import { createTestContext, type TestContext } from '../../test/harness';
import { sha256Of } from './file-storage';
import { S3FileStorage } from './s3-file-storage';

/*
 * Issue 17 "Files": the S3-compatible store, against s3rver on 127.0.0.1 with a directory of
 * its own (never the internet): the store's calls, then an upload and a download through the
 * API with the bucket configured, nothing of it left on local disk.
 */
const BUCKET = 'lading-test';
const s3rverDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lading-s3rver-'));
let server: S3rver;
let bucket: (prefix: string) => S3FileStoreSettings;
let client: S3Client;

const filesDirs: string[] = [];
/** A files directory of its own for each part, to see what the store leaves on local disk. */
const newFilesDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lading-s3-files-'));
  filesDirs.push(dir);
  return dir;
};

/** Files under `dir` outside tmp/ and derived/ (where kept content would be on local disk). */
const keptLocally = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .filter((file) => !/^(tmp|derived)\//.test(file));

const objectExists = async (key: string) => {
  try {
    await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    return true;
  } catch (error) {
    if ((error as Error).name === 'NotFound') return false;
    throw error;
  }
};

const keyOf = (prefix: string, sha256: string) =>
  `${prefix}${sha256.slice(0, 2)}/${sha256.slice(2, 4)}/${sha256}`;

beforeAll(async () => {
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3rverDir,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const endpoint = `http://127.0.0.1:${port}`;
  bucket = (prefix) => ({
    bucket: BUCKET,
    endpoint,
    region: 'us-east-1',
    prefix,
    forcePathStyle: true,
    credentials,
  });
  client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
});

afterAll(async () => {
  client.destroy();
  await server.close();
  for (const dir of [s3rverDir, ...filesDirs]) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the S3 file storage', () => {
  const prefix = 'store/';
  let storage: S3FileStorage;
  let filesDir: string;
  beforeAll(() => {
    filesDir = newFilesDir();
    storage = new S3FileStorage(bucket(prefix), filesDir);
  });

  const received = (bytes: Buffer) => {
    const temp = storage.tempPath();
    fs.writeFileSync(temp, bytes);
    return temp;
  };

  it('puts new content under <prefix>ab/cd/<sha256>, once, and gives it back', async () => {
    const bytes = Buffer.from(`contract ${Date.now()}`);
    const sha256 = sha256Of(bytes);
    const temp = received(bytes);
    expect(path.dirname(temp)).toBe(path.join(filesDir, 'tmp'));

    expect(await storage.put(sha256, temp)).toBe(true);
    expect(fs.existsSync(temp)).toBe(false);
    expect(await objectExists(keyOf(prefix, sha256))).toBe(true);

    const again = received(bytes);
    expect(await storage.put(sha256, again)).toBe(false);
    expect(fs.existsSync(again)).toBe(false);

    expect(await storage.read(sha256)).toEqual(bytes);
    const stream = await storage.open(sha256);
    expect(Buffer.concat(await stream!.toArray())).toEqual(bytes);
    expect(keptLocally(filesDir)).toEqual([]);
  });

  it('keeps bytes (the demo seed) by their checksum', async () => {
    const bytes = Buffer.from(`licence ${Date.now()}`);
    expect(await storage.putBytes(bytes)).toEqual({ sha256: sha256Of(bytes), created: true });
    expect(await storage.putBytes(bytes)).toEqual({ sha256: sha256Of(bytes), created: false });
    expect(await storage.read(sha256Of(bytes))).toEqual(bytes);
  });

  it('answers undefined for content it does not hold', async () => {
    const unknown = sha256Of(Buffer.from('never stored'));
    expect(await storage.open(unknown)).toBeUndefined();
    expect(await storage.read(unknown)).toBeUndefined();
  });

  it('removes content', async () => {
    const { sha256 } = await storage.putBytes(Buffer.from(`rejected ${Date.now()}`));
    await storage.remove(sha256);
    expect(await objectExists(keyOf(prefix, sha256))).toBe(false);
    expect(await storage.open(sha256)).toBeUndefined();
  });

  it('keeps derived files (previews) on local disk', () => {
    const sha256 = sha256Of(Buffer.from('deck'));
    expect(storage.derivedPath(sha256, 'pdf')).toBe(
      path.join(filesDir, 'derived', `${sha256}.pdf`),
    );
  });
});

describe('uploads and downloads through the API with a bucket configured', () => {
  const prefix = 'api/';
  let t: TestContext;
  let admin: string;
  let filesDir: string;
  beforeAll(async () => {
    filesDir = newFilesDir();
    t = await createTestContext({ config: { filesDir, fileStore: bucket(prefix) } });
    admin = await t.adminToken();
  });
  afterAll(() => t.close());

  it('keeps a supplier file in the bucket and serves the same bytes', async () => {
    const supplier = await t.buildSupplier();
    const typeId = await fileTypeIds(t);
    const pdf = await sampleFile('pdf');
    const upload = await uploadFile(
      t,
      admin,
      supplier.id,
      { fileTypeId: typeId('NDA') },
      'nda.pdf',
      pdf,
    );
    expect(upload.status).toBe(200);

    const { fileId } = upload.body.data;
    const file = await t.call<{ sha256: string }>('GET', `/api/files/${fileId}`, { token: admin });
    expect(file.body.data.sha256).toBe(sha256Of(pdf));
    expect(await objectExists(keyOf(prefix, sha256Of(pdf)))).toBe(true);

    const content = await t.call('GET', `/api/files/${fileId}/content`, { token: admin });
    expect(content.status).toBe(200);
    expect(content.raw).toEqual(pdf);

    expect(keptLocally(filesDir)).toEqual([]);
    expect(fs.readdirSync(path.join(filesDir, 'tmp'))).toEqual([]);
  });
});

describe('FILES_S3_* settings', () => {
  const read = (env: NodeJS.ProcessEnv) => readConfig(env).fileStore;

  it('keep files on local disk without a bucket', () => {
    expect(read({})).toBeUndefined();
  });

  it('take a bucket, with path-style addressing when an endpoint is set', () => {
    expect(read({ FILES_S3_BUCKET: 'lading-files' })).toEqual({
      bucket: 'lading-files',
      endpoint: undefined,
      region: 'us-east-1',
      prefix: '',
      forcePathStyle: false,
    });
    expect(
      read({
        FILES_S3_BUCKET: 'lading-files',
        FILES_S3_ENDPOINT: 'http://127.0.0.1:9000',
        FILES_S3_REGION: 'eu-west-1',
        FILES_S3_PREFIX: 'lading/',
      }),
    ).toEqual({
      bucket: 'lading-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      prefix: 'lading/',
      forcePathStyle: true,
    });
    expect(
      read({
        FILES_S3_BUCKET: 'lading-files',
        FILES_S3_ENDPOINT: 'https://s3.example.com',
        FILES_S3_FORCE_PATH_STYLE: '0',
      })?.forcePathStyle,
    ).toBe(false);
  });

  it('stop the start with a message when wrong', () => {
    const bucketSet = { FILES_S3_BUCKET: 'lading-files' };
    expect(() => read({ ...bucketSet, FILES_S3_ENDPOINT: '127.0.0.1:9000' })).toThrow(
      'FILES_S3_ENDPOINT must be an http(s) URL',
    );
    expect(() => read({ ...bucketSet, FILES_S3_ENDPOINT: 'ftp://files.example.com' })).toThrow(
      'FILES_S3_ENDPOINT must be an http(s) URL',
    );
    expect(() => read({ ...bucketSet, FILES_S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      'FILES_S3_FORCE_PATH_STYLE must be 1 or 0',
    );
    expect(() => read({ FILES_S3_BUCKET: 'Lading_Files' })).toThrow('FILES_S3_BUCKET must be');
    expect(() => read({ ...bucketSet, FILES_S3_PREFIX: '/lading/' })).toThrow('FILES_S3_PREFIX');
    expect(() => read({ FILES_S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      'FILES_S3_ENDPOINT is set but FILES_S3_BUCKET is not',
    );
  });
});
