// `npm run bench:import-memory` (issue 12 §2): the RSS an import costs. Two figures, each in a
// child process of its own (bench/import-memory-run.ts) on a fresh copy of a demo-seeded
// SQLite database, uploaded through the real route so the whole path counts (multipart, job,
// reader, checks, write):
//   import.memory.po   — a 50,000-line PO file is imported;         target growth ≤ 150 MB
//   import.memory.bomb  — a ~1 MB .xlsx whose sheet inflates to ~400 MB is refused; ≤ 100 MB
// Growth = peak RSS during the upload and job (sampled every 50 ms, and the kernel's
// high-water mark where Linux gives it) − RSS just before. One JSON line per figure.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { readConfig } from '../apps/server/src/config';
import { openSqlite } from '../apps/server/src/db/database';
import { prepareDatabase } from '../apps/server/src/db/prepare';
import { templateHeader } from '../apps/server/src/platform/import/import-columns';
import {
  contentOf,
  unzipEntries,
  zipOf,
  type ZipEntry,
} from '../apps/server/src/platform/import/zip-surgery.test-support';
import { PO_COLUMNS } from '../apps/server/src/modules/orders/import/order-import-columns';
import { buildPoTemplate } from '../apps/server/src/modules/orders/import/order-import-template';

const LINES = Number(process.env.BENCH_IMPORT_LINES ?? 50_000);
const LINES_PER_PO = 10;
const BOMB_INFLATED_BYTES = 400 * 1024 * 1024;
const MB = 1024 * 1024;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lading-import-memory-'));

/** The demo data's names a PO line refers to. */
async function demoReferences(dbFile: string) {
  const db = openSqlite(dbFile);
  try {
    await prepareDatabase(db, { ...readConfig({}), seedDemo: true });
    const suppliers = await db.kysely
      .selectFrom('suppliers')
      .select('code')
      .orderBy('id')
      .execute();
    const products = await db.kysely
      .selectFrom('products')
      .select('product_id')
      .where('activeness', '=', 'Active')
      .orderBy('id')
      .execute();
    const point = await db.kysely
      .selectFrom('loading_points')
      .select('short_name')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return {
      suppliers: suppliers.map((row) => row.code),
      products: products.map((row) => row.product_id),
      loadingPoint: point.short_name,
    };
  } finally {
    await db.close();
  }
}

/** A PO file as an ERP exports it (shared strings, as Excel writes): LINES new lines. */
async function poFile(refs: Awaited<ReturnType<typeof demoReferences>>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('PO lines');
  sheet.addRow(PO_COLUMNS.map((column) => templateHeader(column, 'en')));
  for (let n = 0; n < LINES; n++) {
    const po = Math.floor(n / LINES_PER_PO);
    const row: Record<string, string | number | Date> = {
      poNumber: `BENCH-PO-${String(po).padStart(5, '0')}`,
      lineNo: (n % LINES_PER_PO) + 1,
      supplierCode: refs.suppliers[po % refs.suppliers.length]!,
      originator: 'Bench Buyer',
      destinationCountry: 'NG',
      currency: 'USD',
      productCode: refs.products[n % refs.products.length]!,
      orderQty: 100 + (n % 50),
      unitPrice: 12.5,
      discountPct: 0,
      rdd: new Date(Date.UTC(2027, po % 12, 1 + (n % 28))),
      loadingPoint: refs.loadingPoint,
    };
    sheet.addRow(PO_COLUMNS.map((column) => row[column.field] ?? null));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The PO template with its first sheet grown to BOMB_INFLATED_BYTES: 16 text cells of ~3,500
 * characters a row (under Excel's 32,767), ~7,400 rows (under the row limit), so only the
 * archive's inflated size or ratio can stop it early.
 */
async function bombFile(): Promise<Buffer> {
  const entries = unzipEntries(await buildPoTemplate('en'));
  const sheetName = 'xl/worksheets/sheet1.xml';
  const sheet = contentOf(entries.find((entry) => entry.name === sheetName)!).toString('utf8');
  const cut = sheet.indexOf('</sheetData>');
  const filler = `${'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(4)}${' '.repeat(3300)}`;
  let seed = 12345;
  const token = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff).toString(36);
  const row = (r: number) => {
    let xml = `<row r="${r}">`;
    for (let c = 0; c < 16; c++) {
      const ref = `${String.fromCharCode(65 + c)}${r}`;
      xml += `<c r="${ref}" t="inlineStr"><is><t>${filler}${c === 0 ? token() : ''}</t></is></c>`;
    }
    return `${xml}</row>`;
  };

  const deflate = zlib.createDeflateRaw({ level: 9 });
  const packed: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => packed.push(chunk));
  const ended = new Promise((resolve) => deflate.once('end', resolve));
  let size = 0;
  let crc = 0;
  const write = async (text: string) => {
    const bytes = Buffer.from(text, 'utf8');
    size += bytes.length;
    crc = zlib.crc32(bytes, crc);
    if (!deflate.write(bytes)) await new Promise((resolve) => deflate.once('drain', resolve));
  };
  await write(sheet.slice(0, cut));
  for (let r = 2; size < BOMB_INFLATED_BYTES; r += 50) {
    await write(Array.from({ length: 50 }, (_, i) => row(r + i)).join(''));
  }
  await write(sheet.slice(cut));
  deflate.end();
  await ended;
  const bomb: ZipEntry = { name: sheetName, method: 8, crc, size, data: Buffer.concat(packed) };
  return zipOf(entries.map((entry) => (entry.name === sheetName ? bomb : entry)));
}

/** What the archive's headers say its parts hold once inflated. */
const declared = (zip: Buffer) => unzipEntries(zip).reduce((sum, entry) => sum + entry.size, 0);

/** The archive with its big sheet declared as 1 MB: a reader must count what it inflates. */
const understated = (zip: Buffer) =>
  zipOf(unzipEntries(zip).map((entry) => (entry.size > MB ? { ...entry, size: MB } : entry)));

/** One import in a child process on a fresh copy of the database: its JSON line. */
async function measure(dbFile: string, workbook: string, base: string) {
  const copy = path.join(dir, `run-${path.basename(workbook)}.sqlite`);
  fs.copyFileSync(dbFile, copy);
  const child = spawn(
    process.execPath,
    [
      '--expose-gc',
      '--max-semi-space-size=32', // as `npm start` runs the server
      '--import',
      'tsx',
      'bench/import-memory-run.ts',
      copy,
      workbook,
      base,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const line = await new Promise<string>((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench child exited with ${code}`)));
  });
  await new Promise((resolve) => child.once('exit', resolve));
  return JSON.parse(line) as {
    file_bytes: number;
    upload_status: number;
    upload_error: string | null;
    job: { status: string; imported: number | null; error: string | null } | null;
    rss_growth_mb: number;
  };
}

try {
  const dbFile = path.join(dir, 'demo.sqlite');
  const refs = await demoReferences(dbFile);
  const poPath = path.join(dir, `po-${LINES}.xlsx`);
  fs.writeFileSync(poPath, await poFile(refs));
  const bomb = await bombFile();
  const inflated = declared(bomb);
  const machine = { cpus: os.cpus().length, node: process.version, load1: os.loadavg()[0] };

  const po = await measure(dbFile, poPath, '/api/purchase-orders/import');
  const poPass = po.job?.status === 'succeeded' && po.job.imported === LINES;
  console.log(
    JSON.stringify({
      bench: 'import.memory.po',
      lines: LINES,
      ...po,
      target_growth_mb: 150,
      imported_all: poPass,
      pass: poPass && po.rss_growth_mb <= 150,
      machine,
    }),
  );

  // the bomb as is, then with its headers claiming 1 MB: only the bytes actually inflated tell
  for (const [bench, file] of [
    ['import.memory.bomb', bomb],
    ['import.memory.bomb-understated', understated(bomb)],
  ] as const) {
    const workbook = path.join(dir, `${bench}.xlsx`);
    fs.writeFileSync(workbook, file);
    const refused = await measure(dbFile, workbook, '/api/purchase-orders/import');
    const wasRefused = refused.upload_status !== 200 || refused.job?.status === 'failed';
    console.log(
      JSON.stringify({
        bench,
        inflated_mb: Math.round(inflated / MB),
        declared_mb: Math.round(declared(file) / MB),
        ratio: Math.round(inflated / file.length),
        ...refused,
        target_growth_mb: 100,
        refused: wasRefused,
        pass: wasRefused && refused.rss_growth_mb <= 100,
        machine,
      }),
    );
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
