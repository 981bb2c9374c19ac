import { randomUUID } from 'node:crypto';
import { PRODUCT_CATEGORY_NAMES, type Language, type ProductImportJob } from '@lading/shared';
import ExcelJS from 'exceljs';
import { beforeAll } from 'vitest';
import { t as context, useTestContext, type TestContext } from '../../../test/harness';
import { word } from '../export-headers';
import { productSpec, type ProductSpec } from '../product.factories';
import { IMPORT_COLUMNS, templateHeader } from './import-columns';

/** Helpers the import tests share (not a test file itself): files built in code. */

/** An importer (1-SCM) signed in: the user id its jobs are queued under, and its token. */
export async function signedInImporter(t: TestContext) {
  const user = await t.signedInUser('1-SCM');
  return { userId: user.id, token: user.token };
}

/** The product import tests' importer, a live binding set by useProductImportWorld(). */
export let scm: { userId: number; token: string };

/**
 * Opens the file's test context (test/harness.ts: `t`, and `admin` when asked for) and signs
 * the importer in.
 */
export function useProductImportWorld(options: { admin?: boolean } = {}) {
  useTestContext(options);
  beforeAll(async () => {
    scm = await signedInImporter(context);
  });
}

type Cell = string | number | boolean | null;

/** A sheet row for a product, as a person fills the template (labels, not codes). */
export function productRow(spec: ProductSpec, lang: Language = 'en'): Record<string, Cell> {
  const { countryShortNames, ...fields } = spec;
  const row: Record<string, Cell> = {
    ...fields,
    activeness: word(lang, spec.activeness),
    category: PRODUCT_CATEGORY_NAMES[spec.category][lang],
    serialized: word(lang, spec.serialized ? 'serialized' : 'bulk'),
  };
  for (const [key, name] of Object.entries(countryShortNames)) {
    row[`countryShortNames.${key}`] = name ?? '';
  }
  return row;
}

/** A unique, valid product row (factory defaults with fresh keys). */
export function goodRow(overrides: Partial<ProductSpec> = {}, lang: Language = 'en') {
  const tag = randomUUID().slice(0, 8).toUpperCase();
  return productRow(
    productSpec({ productId: `IMP-${tag}`, itemNumber: `IMPIT-${tag}`, ...overrides }),
    lang,
  );
}

/** An .xlsx with the template's header row (in `lang`) and these rows by field. */
export async function importFile(
  rows: Record<string, Cell>[],
  options: { lang?: Language; headers?: string[] } = {},
): Promise<Buffer> {
  const lang = options.lang ?? 'en';
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Products');
  sheet.addRow(options.headers ?? IMPORT_COLUMNS.map((column) => templateHeader(column, lang)));
  for (const row of rows) {
    sheet.addRow(IMPORT_COLUMNS.map((column) => row[column.field] ?? null));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A multipart/form-data body with one file part named "file". */
export function multipart(fileName: string, bytes: Buffer) {
  const boundary = `----lading${randomUUID().replace(/-/g, '')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const upload = (
  t: TestContext,
  token: string,
  fileName: string,
  bytes: Buffer,
  path = '/api/products/import',
) =>
  t.call<{ jobId: number }>('POST', path, {
    token,
    ...multipart(fileName, bytes),
  });

export const readJob = (t: TestContext, token: string, jobId: number, lang: Language = 'en') =>
  t.call<ProductImportJob>('GET', `/api/products/import/${jobId}`, { token, lang });

/** Uploads (or previews), waits for the worker to finish (no sleeping), and reads the job. */
export async function importAndWait(
  t: TestContext,
  token: string,
  bytes: Buffer,
  options: { fileName?: string; lang?: Language; preview?: boolean } = {},
) {
  const queued = await upload(
    t,
    token,
    options.fileName ?? 'products.xlsx',
    bytes,
    options.preview ? '/api/products/import/preview' : '/api/products/import',
  );
  if (queued.status !== 200) throw new Error(`upload refused: ${queued.body.message}`);
  await t.app.jobs.drain();
  const answer = await readJob(t, token, queued.body.data.jobId, options.lang);
  return answer.body.data;
}
