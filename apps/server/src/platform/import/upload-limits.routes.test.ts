import { Readable } from 'node:stream';
import { IMPORT_MAX_MB, type ImportJob, type Language } from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, t, useTestContext } from '../../test/harness';
import { goodRow, importFile, multipart } from '../../modules/products/import/import.test-support';
import { MAX_UPLOAD_BYTES } from './import-jobs';
import { paddedTo } from './zip-surgery.test-support';

/*
 * Issue 12 §3: an upload over IMPORT_MAX_MB answers 413 and stores nothing, however its body
 * arrives. A client that writes the file in blocks (as browsers and curl do) can hand the
 * parser a piece that ends exactly at the limit; the byte past it then comes alone, and
 * @fastify/multipart's toBuffer() returned the first 20 MiB as if they were the whole file.
 */
useTestContext({ admin: true });

/** Every import's upload route (POST <base>, beside GET <base>/template), from the API document. */
let uploadRoutes: string[];

beforeAll(() => {
  const paths = (t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
  uploadRoutes = Object.keys(paths).filter(
    (path) => paths[path]!.post && paths[`${path}/template`]?.get,
  );
});

/** How a body reaches the server: in one piece, or in pieces of `size` from `alignedTo`. */
interface Delivery {
  size: number | 'whole';
  alignedTo: 'file' | 'body';
}

/** 20 ways; pieces aligned to the file, of a size dividing 20 MiB, end exactly at the limit. */
const DELIVERIES: Delivery[] = Array.from({ length: 20 }, (_, n) => ({
  size: ([16 * 1024, 64 * 1024, 1024 * 1024, 65_521, 'whole'] as const)[n % 5]!,
  alignedTo: n % 2 === 0 ? 'file' : 'body',
}));

function pieces(body: Buffer, fileAt: number, delivery: Delivery): Buffer[] {
  if (delivery.size === 'whole') return [body];
  const start = delivery.alignedTo === 'file' ? fileAt : 0;
  const out = start > 0 ? [body.subarray(0, start)] : [];
  for (let at = start; at < body.length; at += delivery.size) {
    out.push(body.subarray(at, at + delivery.size));
  }
  return out;
}

/** A multipart body made once per file, sent as a stream of pieces. */
function uploader(fileName: string, file: Buffer) {
  const { body, headers } = multipart(fileName, file);
  const fileAt = body.indexOf(file.subarray(0, 64));
  return async (url: string, delivery: Delivery, lang: Language = 'en') => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, authorization: `Bearer ${admin}`, lang },
      payload: Readable.from(pieces(body, fileAt, delivery)),
    });
    return {
      status: response.statusCode,
      body: response.json<{ message: string; data: unknown }>(),
    };
  };
}

const countJobs = async () =>
  Number(
    (
      await t.db.kysely
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function jobOutcome(base: string, jobId: number) {
  await t.app.jobs.drain();
  const answer = await t.call<ImportJob>('GET', `${base}/${jobId}`, { token: admin });
  return answer.body.data;
}

describe('uploads over the limit', () => {
  it('finds the upload route of every import', () => {
    expect(uploadRoutes).toEqual(
      expect.arrayContaining([
        '/api/products/import',
        '/api/purchase-orders/import',
        '/api/sales-orders/import',
      ]),
    );
  });

  it(`answers 413 to 20 uploads in a row of ${IMPORT_MAX_MB} MiB + 1 byte on each route, storing nothing`, async () => {
    // a valid workbook, so an upload cut at the limit would have been queued as a job
    const template = await t.call('GET', '/api/products/import/template', { token: admin });
    const send = uploader('big.xlsx', paddedTo(template.raw, MAX_UPLOAD_BYTES + 1));
    const jobsBefore = await countJobs();
    for (const url of uploadRoutes) {
      const answers = [];
      for (const [n, delivery] of DELIVERIES.entries()) {
        answers.push(await send(url, delivery, n % 2 === 0 ? 'en' : 'zh'));
      }
      expect(answers.map((answer) => answer.status)).toEqual(DELIVERIES.map(() => 413));
      expect(answers[0]!.body.message).toBe(`The file is larger than ${IMPORT_MAX_MB} MB`);
      expect(answers[1]!.body.message).toBe(`文件超过 ${IMPORT_MAX_MB} MB`);
    }
    expect(await countJobs()).toBe(jobsBefore);
    expect((await t.call('GET', '/api/health')).status).toBe(200);
  });
});

describe('uploads at and under the limit', () => {
  it('reads a template padded to exactly the limit and to 1 byte under it whole, on each route', async () => {
    for (const url of uploadRoutes) {
      const template = (await t.call('GET', `${url}/template`, { token: admin })).raw;
      const asIs = await uploader('template.xlsx', template)(url, {
        size: 'whole',
        alignedTo: 'body',
      });
      const expected = await jobOutcome(url, (asIs.body.data as { jobId: number }).jobId);
      for (const size of [MAX_UPLOAD_BYTES, MAX_UPLOAD_BYTES - 1]) {
        const send = uploader('template.xlsx', paddedTo(template, size));
        const queued = await send(url, { size: 64 * 1024, alignedTo: 'file' });
        expect(queued.status).toBe(200);
        const job = await jobOutcome(url, (queued.body.data as { jobId: number }).jobId);
        // the same outcome as the template itself (no rows), so nothing was cut off
        expect({ status: job.status, error: job.error }).toEqual({
          status: expected.status,
          error: expected.error,
        });
      }
    }
    // two 20 MiB uploads read whole per import route: a minute's room on a loaded machine
  }, 120_000);

  it('imports a valid product file of 1 byte under the limit', async () => {
    const file = paddedTo(await importFile([goodRow()]), MAX_UPLOAD_BYTES - 1);
    const queued = await uploader('products.xlsx', file)('/api/products/import', {
      size: 64 * 1024,
      alignedTo: 'file',
    });
    expect(queued.status).toBe(200);
    const job = await jobOutcome(
      '/api/products/import',
      (queued.body.data as { jobId: number }).jobId,
    );
    expect(job).toMatchObject({ status: 'succeeded', imported: 1 });
  });
});
