import { PRODUCT_IMPORT_PREVIEW_MAX } from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { t } from '../../../test/harness';
import { buildProduct, productSpec } from '../product.factories';
import { IMPORT_COLUMNS, templateHeader } from './import-columns';
import { previewOf, type ImportPlan } from './import-plan';
import {
  goodRow,
  importAndWait,
  importFile,
  productRow,
  scm,
  useProductImportWorld,
} from './import.test-support';

/** A row whose Product ID exists changes that product (issue 13 item 4). */
useProductImportWorld();

const stored = (id: number) =>
  t.db.kysely.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('updating products by Product ID', () => {
  it('keeps the stored value of a column the file does not have', async () => {
    const product = await buildProduct(t.db.kysely, {
      moq: 300,
      countryShortNames: { NG: 'Lamp NG' },
    });
    const before = await stored(product.id);
    // only the required columns, the short name changed
    const required = IMPORT_COLUMNS.filter((column) => column.required);
    const row = productRow({ ...product, shortName: 'Required columns only' });
    const file = await importFile([row], {
      headers: required.map((column) => templateHeader(column, 'en')),
    });
    const preview = await importAndWait(t, scm.token, file, { preview: true });
    expect(preview.preview).toMatchObject({ added: 0, changed: 1, changesTotal: 1 });
    expect(preview.preview!.changes.map((change) => change.field)).toEqual(['shortName']);

    const job = await importAndWait(t, scm.token, file);
    expect(job).toMatchObject({ status: 'succeeded', updated: 1, created: 0 });
    expect(await stored(product.id)).toMatchObject({
      ...before,
      short_name: 'Required columns only',
      updated_at: expect.any(String),
    });
  });

  it('applies nothing, neither adds nor changes, when one row is refused (preview alike)', async () => {
    const product = await buildProduct(t.db.kysely);
    const before = await stored(product.id);
    const file = await importFile([
      productRow({ ...product, brand: 'Changed' }),
      goodRow(),
      goodRow({ netWeightKg: 5, grossWeightKg: 4 }),
    ]);
    for (const preview of [true, false]) {
      const job = await importAndWait(t, scm.token, file, { preview });
      expect(job).toMatchObject({ status: 'failed', refusedRows: 1, preview: null });
      expect(job.issues).toMatchObject([{ row: 4, field: 'grossWeightKg' }]);
    }
    expect(await stored(product.id)).toEqual(before);
  });

  it('refuses a change that gives a product another product’s item number', async () => {
    const one = await buildProduct(t.db.kysely);
    const two = await buildProduct(t.db.kysely);
    const job = await importAndWait(
      t,
      scm.token,
      await importFile([productRow({ ...one, itemNumber: two.itemNumber.toLowerCase() })]),
    );
    expect(job.issues).toEqual([
      {
        row: 2,
        field: 'itemNumber',
        column: 'Item number',
        message: `Item number ${two.itemNumber.toLowerCase()} already exists`,
      },
    ]);
  });

  it('changes the Product ID’s case and keeps the product (a change, not an add)', async () => {
    const product = await buildProduct(t.db.kysely, { productId: 'CASE-ONE' });
    const job = await importAndWait(
      t,
      scm.token,
      await importFile([productRow({ ...product, productId: 'case-one' })]),
    );
    expect(job).toMatchObject({ status: 'succeeded', created: 0, updated: 1 });
    expect((await stored(product.id)).product_id).toBe('case-one');
  });
});

describe('previewOf', () => {
  it('lists at most PRODUCT_IMPORT_PREVIEW_MAX adds and changes, and counts them all', () => {
    const many = PRODUCT_IMPORT_PREVIEW_MAX + 20;
    const spec = productSpec();
    const body = { ...spec, countryShortNames: { NG: '', KE: '', TZ: '', UG: '', ZM: '' } };
    const plan = {
      adds: Array.from({ length: many }, (_, index) => ({ row: index + 2, body })),
      updates: Array.from({ length: many }, (_, index) => ({
        row: index + 2,
        body,
        stored: { id: index, product_id: `P-${index}` },
        changes: [{ field: 'brand', before: 'A', after: 'B' }],
      })),
      unchanged: 3,
    } as unknown as ImportPlan;
    const preview = previewOf(plan);
    expect(preview).toMatchObject({ added: many, changed: many, unchanged: 3, changesTotal: many });
    expect(preview.adds).toHaveLength(PRODUCT_IMPORT_PREVIEW_MAX);
    expect(preview.changes).toHaveLength(PRODUCT_IMPORT_PREVIEW_MAX);
    expect(preview.changes[0]).toEqual({
      row: 2,
      productId: 'P-0',
      field: 'brand',
      before: 'A',
      after: 'B',
    });
  });
});
