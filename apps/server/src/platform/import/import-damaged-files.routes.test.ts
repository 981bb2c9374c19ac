import zlib from 'node:zlib';
import { translateError, type ImportJob, type Language } from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, t, useTestContext } from '../../test/harness';
import { multipart } from '../../modules/products/import/import.test-support';
import { storedEntry, unzipEntries, zipOf, type ZipEntry } from './zip-surgery.test-support';

/*
 * Issue 12 §1: a damaged or non-Excel upload ends as a refused upload or a failed job with a
 * clear message, on every import, and the server keeps serving. Each file is the import's own
 * template (GET <base>/template) damaged in one way. A separate file from the other import
 * tests: before the reader was hardened, some of these took the whole process down.
 */
useTestContext({ admin: true });

const SHEET = 'xl/worksheets/sheet1.xml';

const UNREADABLE_EN = 'The file is damaged or is not an Excel workbook';

const withEntries = (file: Buffer, change: (entries: ZipEntry[]) => ZipEntry[]) =>
  zipOf(change(unzipEntries(file)));

/** The sheet's deflated bytes with one byte flipped where inflating them then fails. */
function flippedDeflate(entry: ZipEntry): ZipEntry {
  for (let at = Math.floor(entry.data.length / 2); at < entry.data.length; at++) {
    const data = Buffer.from(entry.data);
    data[at] = data[at]! ^ 0xff;
    try {
      zlib.inflateRawSync(data);
    } catch {
      return { ...entry, data };
    }
  }
  throw new Error(`no flip of ${entry.name} breaks its deflate stream`);
}

/** Damaged zips that pass the upload's checks (.xlsx name, zip magic) and reach the reader. */
const DAMAGED: [string, (template: Buffer) => Buffer][] = [
  ['a truncated zip', (file) => file.subarray(0, Math.floor(file.length * 0.6))],
  [
    'a zip with a wrong size field',
    (file) =>
      withEntries(file, (entries) =>
        entries.map((entry) => (entry.name === SHEET ? { ...entry, size: entry.size + 1 } : entry)),
      ),
  ],
  [
    'flipped deflate bytes',
    (file) =>
      withEntries(file, (entries) =>
        entries.map((entry) => (entry.name === SHEET ? flippedDeflate(entry) : entry)),
      ),
  ],
  [
    'a zip without workbook parts',
    (file) =>
      withEntries(file, (entries) =>
        entries.filter(
          (entry) => entry.name !== 'xl/workbook.xml' && !entry.name.startsWith('xl/_rels/'),
        ),
      ),
  ],
];

/** Files refused at the door, with the message each gets. */
const REFUSED: [string, Buffer, Record<Language, string>][] = [
  [
    'a PDF named .xlsx',
    Buffer.from('%PDF-1.7\n\u0000\u0001\u0002 binary'),
    {
      en: 'The file must be an Excel workbook (.xlsx, .xlsm) or a CSV file',
      zh: '文件必须是 Excel 工作簿（.xlsx、.xlsm）或 CSV 文件',
    },
  ],
  [
    'an old .xls named .xlsx',
    Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504)]),
    {
      en: 'This is an old Excel 97–2003 .xls file: open it in Excel or WPS and save it as .xlsx',
      zh: '这是旧版 Excel 97–2003 的 .xls 文件：请用 Excel 或 WPS 打开，另存为 .xlsx 后再导入',
    },
  ],
  [
    'a Word document (a zip without workbook parts)',
    zipOf([storedEntry('word/document.xml', Buffer.from('<w:document/>'))]),
    {
      en: 'The file must be an Excel workbook (.xlsx, .xlsm) or a CSV file',
      zh: '文件必须是 Excel 工作簿（.xlsx、.xlsm）或 CSV 文件',
    },
  ],
  ['an empty file', Buffer.alloc(0), { en: 'The file is empty', zh: '文件为空' }],
];

/** Every import's base route (POST <base> beside GET <base>/template), from the API document. */
let bases: string[];
const templates = new Map<string, Buffer>();

beforeAll(async () => {
  const paths = (t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
  bases = Object.keys(paths).filter((path) => paths[path]!.post && paths[`${path}/template`]?.get);
  for (const base of bases) {
    templates.set(base, (await t.call('GET', `${base}/template`, { token: admin })).raw);
  }
});

const upload = (base: string, bytes: Buffer, lang: Language = 'en') =>
  t.call<{ jobId: number }>('POST', base, {
    token: admin,
    lang,
    ...multipart('lines.xlsx', bytes),
  });

/** Uploads, waits for the job to end, and reads it in both languages. */
async function importAndRead(base: string, bytes: Buffer) {
  const queued = await upload(base, bytes);
  expect(queued.status).toBe(200);
  await t.app.jobs.drain();
  const read = async (lang: Language) =>
    (await t.call<ImportJob>('GET', `${base}/${queued.body.data.jobId}`, { token: admin, lang }))
      .body.data;
  return { en: await read('en'), zh: await read('zh') };
}

const expectServing = async () => expect((await t.call('GET', '/api/health')).status).toBe(200);

describe('damaged and non-Excel uploads', () => {
  it('finds every import, and reads each template as rebuilt by the test’s zip writer', async () => {
    expect(bases).toEqual(
      expect.arrayContaining([
        '/api/products/import',
        '/api/purchase-orders/import',
        '/api/sales-orders/import',
      ]),
    );
    for (const base of bases) {
      const template = templates.get(base)!;
      const asIs = await importAndRead(base, template);
      const rebuilt = await importAndRead(
        base,
        withEntries(template, (entries) => entries),
      );
      expect(rebuilt.en.error).toBe(asIs.en.error);
      expect(rebuilt.en.error).not.toBe(UNREADABLE_EN);
    }
  });

  describe.each(DAMAGED)('%s', (_what, damage) => {
    it('fails the job of every import as unreadable, in en and zh, and the server keeps serving', async () => {
      for (const base of bases) {
        const job = await importAndRead(base, damage(templates.get(base)!));
        expect([base, job.en.status, job.en.error]).toEqual([base, 'failed', UNREADABLE_EN]);
        expect(job.en.error).toBe(translateError('en', 'import.unreadable'));
        expect(job.zh.error).toBe(translateError('zh', 'import.unreadable'));
        expect(job.en.imported).toBeNull();
        await expectServing();
      }
    });
  });

  describe.each(REFUSED)('%s', (_what, bytes, message) => {
    it('is refused at upload by every import, in en and zh, and the server keeps serving', async () => {
      for (const base of bases) {
        for (const lang of ['en', 'zh'] as const) {
          const answer = await upload(base, bytes, lang);
          expect([base, answer.status, answer.body.message]).toEqual([base, 400, message[lang]]);
        }
        await expectServing();
      }
    });
  });
});
