import { randomUUID } from 'node:crypto';
import type { Language, OrderImportJob } from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../test/harness';
import { signedInImporter } from '../../modules/products/import/import.test-support';
import { templateHeader } from './import-columns';
import { PO_COLUMNS } from '../../modules/orders/import/order-import-columns';
import { poFile, readOrderJob } from '../../modules/orders/import/order-import.test-support';
import {
  countLines,
  newPoNumber,
  poRow,
  scm,
  useOrderImportWorld,
} from '../../modules/orders/import/order-import.world.test-support';

/*
 * Issue 24 — headers a person writes: a required column whose header is not recognized is
 * mapped by the user (the multipart field `mapping`, before the file), and the mapping is
 * remembered per user and import kind once an import with it went through.
 */
useOrderImportWorld();

/** The PO template's English headers, with "Order Qty *" written the user's way. */
const HEADERS = PO_COLUMNS.map((column) =>
  column.field === 'orderQty' ? 'Pieces ordered' : templateHeader(column, 'en'),
);

/** A multipart body: the field `mapping` (when given) before the file part. */
function upload(bytes: Buffer, mapping?: string) {
  const boundary = `----lading${randomUUID().replace(/-/g, '')}`;
  const field =
    mapping === undefined
      ? ''
      : `--${boundary}\r\nContent-Disposition: form-data; name="mapping"\r\n\r\n${mapping}\r\n`;
  const body = Buffer.concat([
    Buffer.from(
      `${field}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="po.xlsx"\r\n` +
        'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const post = (token: string, bytes: Buffer, mapping?: string, lang: Language = 'en') =>
  t.call<{ jobId: number }>('POST', '/api/purchase-orders/import', {
    token,
    lang,
    ...upload(bytes, mapping),
  });

async function importWith(token: string, bytes: Buffer, mapping?: string) {
  const queued = await post(token, bytes, mapping);
  expect(queued.status, queued.body.message).toBe(200);
  await t.app.jobs.drain();
  const read = async (lang: Language) =>
    (await readOrderJob(t, 'purchase-orders', token, queued.body.data.jobId, lang)).body
      .data as OrderImportJob;
  return { en: await read('en'), zh: await read('zh') };
}

const file = () => poFile([poRow({ poNumber: newPoNumber() })], { headers: HEADERS });

let other: { token: string };
beforeAll(async () => {
  other = await signedInImporter(t);
});

describe('headers a person writes', () => {
  it('asks for the missing column, imports with a mapping, then remembers it for that user only', async () => {
    const before = await countLines();

    const first = await importWith(scm.token, await file());
    expect(first.en.status).toBe('failed');
    expect(first.en.error).toBe('Required columns are missing: Order Qty');
    expect(first.en.mapping?.headers).toEqual(HEADERS);
    expect(first.en.mapping?.missing).toEqual([{ field: 'orderQty', title: 'Order Qty' }]);
    expect(first.zh.mapping?.missing).toEqual([{ field: 'orderQty', title: '订单数量' }]);
    expect(first.en.mapping?.columns).toContainEqual({
      field: 'orderQty',
      title: 'Order Qty',
      required: true,
    });
    expect(first.en.mapping?.columns).toContainEqual({
      field: 'discountPct',
      title: expect.any(String) as string,
      required: false,
    });

    const mapped = await importWith(
      scm.token,
      await file(),
      JSON.stringify({ 'Pieces ordered': 'orderQty' }),
    );
    expect([mapped.en.status, mapped.en.imported, mapped.en.error]).toEqual(['succeeded', 1, null]);
    expect(mapped.en.mapping).toBeUndefined();

    // the same user again, no mapping sent: the remembered one is used (spelled another way)
    const again = await importWith(
      scm.token,
      await poFile([poRow({ poNumber: newPoNumber() })], {
        headers: HEADERS.map((header) =>
          header === 'Pieces ordered' ? ' PIECES  ordered ' : header,
        ),
      }),
    );
    expect([again.en.status, again.en.imported]).toEqual(['succeeded', 1]);
    expect(await countLines()).toBe(before + 2);

    // another user is not affected
    const theirs = await importWith(other.token, await file());
    expect(theirs.en.status).toBe('failed');
    expect(theirs.en.mapping?.missing).toEqual([{ field: 'orderQty', title: 'Order Qty' }]);
    expect(await countLines()).toBe(before + 2);
  });

  it('refuses a mapping that cannot be used, in the caller’s language', async () => {
    const bytes = await file();
    const cases: [string, Record<Language, string>][] = [
      [
        '{"Pieces ordered": "shoeSize"}',
        {
          en: 'The column mapping names "shoeSize", which is not a column of this import',
          zh: '列对应关系中的“shoeSize”不是此导入的列',
        },
      ],
      [
        '{"Pieces ordered": "orderQty", "Qty ordered": "orderQty"}',
        {
          en: 'The column mapping gives column Order Qty more than one header; choose one',
          zh: '列对应关系为列“订单数量”指定了多个表头，请只选一个',
        },
      ],
      [
        'not json',
        {
          en: 'The column mapping cannot be read: send a JSON object of header text → column (at most 60 entries)',
          zh: '无法读取列对应关系：请发送“表头文字 → 列”的 JSON 对象（最多 60 项）',
        },
      ],
      [
        '{"  ": "orderQty"}',
        {
          en: 'The column mapping cannot be read: send a JSON object of header text → column (at most 60 entries)',
          zh: '无法读取列对应关系：请发送“表头文字 → 列”的 JSON 对象（最多 60 项）',
        },
      ],
    ];
    for (const [mapping, message] of cases) {
      for (const lang of ['en', 'zh'] as const) {
        const refused = await post(scm.token, bytes, mapping, lang);
        expect([refused.status, refused.body.message], mapping).toEqual([400, message[lang]]);
      }
    }
  });
});
