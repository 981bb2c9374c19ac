import type { z } from 'zod';
import type { ResourceKey } from '../auth/resource-keys';
import { defineOperation } from '../http/operation';
import { productImportJob } from '../products/product-import.contract';
import {
  IMPORT_MAX_MB,
  importJobParams,
  importQueued,
  orderImportJob,
  type ImportJob,
} from './import.contract';

/** One kind of Excel import, as its four operations need it. */
export interface ImportKind<J extends z.ZodType<ImportJob>> {
  /** e.g. '/products/import' (under /api). */
  base: string;
  /** The resource every operation of the import needs. */
  resource: ResourceKey;
  tags: readonly string[];
  /** What is imported, for the summaries ("products", "purchase-order lines"). */
  what: string;
  /** The job's answer. */
  job: J;
}

/** A multipart upload of an import file that queues a job (→ its id at once). */
const importUpload = (
  kind: Pick<ImportKind<z.ZodType<ImportJob>>, 'resource' | 'tags'>,
  path: string,
  summary: string,
) =>
  defineOperation({
    method: 'POST',
    path,
    access: { resource: kind.resource },
    summary,
    tags: kind.tags,
    upload: true,
    answer: importQueued,
  });

/** An upload operation of an import (the upload itself, or its preview). */
export type ImportUploadOperation = ReturnType<typeof importUpload>;

/**
 * The four operations of an Excel import under `base`: GET `<base>/template` (the template
 * in the caller's language), POST `<base>` (multipart upload → job id at once), GET
 * `<base>/:jobId` (progress, then the outcome), GET `<base>/:jobId/report` (refused rows as
 * Excel). A job is readable by its creator (and administrators) only.
 */
export function importOperations<J extends z.ZodType<ImportJob>>(kind: ImportKind<J>) {
  const { base, tags, what } = kind;
  const access = { resource: kind.resource };
  return {
    template: defineOperation({
      method: 'GET',
      path: `${base}/template`,
      access,
      summary: `The ${what} import template (.xlsx) in the caller language: header row + instructions`,
      tags,
      answer: 'file',
    }),
    upload: importUpload(
      kind,
      base,
      `Upload an .xlsx of ${what} (multipart field "file", ≤ ${IMPORT_MAX_MB} MB; before it, optionally "mapping": JSON of header text → field): queues an import job and answers its id at once`,
    ),
    job: defineOperation({
      method: 'GET',
      path: `${base}/:jobId`,
      access,
      summary: `An import job of ${what}: progress, then what was written or every refused row with the reason`,
      tags,
      params: importJobParams,
      answer: kind.job,
      scope: 'own',
    }),
    report: defineOperation({
      method: 'GET',
      path: `${base}/:jobId/report`,
      access,
      summary: `The refused rows of an import job of ${what} as Excel (row, column, reason)`,
      tags,
      params: importJobParams,
      answer: 'file',
      scope: 'own',
    }),
  };
}

/** The operations of one kind of import (its job's answer is `J`). */
export type ImportOperations<J extends ImportJob = ImportJob> = ReturnType<
  typeof importOperations<z.ZodType<J>>
>;

const PRODUCT_IMPORT = {
  base: '/products/import',
  resource: 'products.import',
  tags: ['products'],
  what: 'products',
  job: productImportJob,
} as const;

/**
 * Product import (spec §2 product list "import"); needs `products.import`. A row whose
 * Product ID exists updates that product. `preview` runs the same file as a job that writes
 * nothing and lists what the upload would add and change; the web then sends the same file
 * to `upload` to apply it.
 */
export const productImportOperations = {
  ...importOperations(PRODUCT_IMPORT),
  preview: importUpload(
    PRODUCT_IMPORT,
    `${PRODUCT_IMPORT.base}/preview`,
    `Preview an .xlsx of products (multipart as the upload): queues a job that checks every row as the import would and lists the products it would add and the fields it would change, writing nothing; answers the job id at once`,
  ),
};

/** PO import from ERP-shaped Excel files (issue 5); needs `orders.import`. */
export const poImportOperations = importOperations({
  base: '/purchase-orders/import',
  resource: 'orders.import',
  tags: ['orders'],
  what: 'purchase-order lines',
  job: orderImportJob,
});

/** SO import from ERP-shaped Excel files (issue 5); needs `orders.import`. */
export const soImportOperations = importOperations({
  base: '/sales-orders/import',
  resource: 'orders.import',
  tags: ['orders'],
  what: 'sales-order lines',
  job: orderImportJob,
});
