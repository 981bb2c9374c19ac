import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ImportJob, Language } from '@lading/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t, useTestContext } from '../../test/harness';
import { multipart, signedInImporter } from '../../modules/products/import/import.test-support';
import {
  changes,
  compareRoundTrip,
  compareRows,
  diff,
  fixture,
  readTables,
  restore,
  VARIANTS,
  type Expect,
  type Kind,
  type Lookups,
  type Snapshot,
  type Variant,
} from './xlsx-variants.test-support';

/*
 * Issue 24's proof: every file of test-fixtures/xlsx-variants (copied from the set the issue
 * was filed with: files as openpyxl, xlsxwriter, pandas, LibreOffice and Lading's own exports
 * write them) goes through its import on the demo database, and what lands is compared with
 * intended-rows.json field by field, as variants.json's `expect` says:
 *   import             the job succeeds; exactly the intended rows are added, nothing else changes
 *   import-with-notice the same, and the job's result carries a notice (total row, filtered rows)
 *   refuse             nothing changes; the upload is refused or the job fails, naming row and
 *                      column (a file-level refusal, an old .xls, names the fix instead)
 *   round-trip         our own export imported back: no row of the demo changes; the only rows
 *                      added are the set's own (XL-/XS-/XP-) rows the export carried
 * Each file starts from the same demo database: after each file, the order and product tables
 * are put back to the snapshot taken after the demo seed (rows added deleted, rows changed or
 * removed written back) — no transaction, so the import runs exactly as in production.
 *
 * A ratchet, not a skip: STILL_WRONG lists the files known to go wrong today and how. Such a
 * file must still go wrong the same way — once fixed, the test says to take it off the list;
 * every other file must pass.
 */
// the round-trip files are the demo's exports of that day: the demo is dated from it (its
// orders' RDDs lie around the day it is seeded, so on another day the same lines differ)
const ROUND_TRIP_FILES_EXPORTED_ON = '2026-11-26';
useTestContext({
  admin: true,
  config: { seedDemo: true, demoToday: ROUND_TRIP_FILES_EXPORTED_ON },
});

/** How a file can go wrong; 'pass' when it does what `expect` says. */
type Outcome =
  | 'pass'
  /** a file that should import was refused at upload (400) */
  | 'upload-refused'
  /** a file that should import: the job failed */
  | 'job-failed'
  /** the job succeeded but the rows differ from the intended ones (or other rows changed) */
  | 'wrong-rows'
  /** the right rows landed, but the result carries no notice */
  | 'no-notice'
  /** a file that should be refused: the job succeeded (rows landed) */
  | 'landed'
  /** refused, but no message names the row and column */
  | 'refused-unclear'
  /** our own export imported back changed rows */
  | 'changed';

/**
 * The files known to go wrong today: how (the outcome the test still expects) and why.
 * Fix one, and its test fails with "remove it from STILL_WRONG".
 */
const STILL_WRONG: Record<string, { today: Outcome; why: string }> = {
  // value parsing
  'po-v40-percent-whole.xlsx': {
    today: 'wrong-rows',
    why: 'percent cells now read as shown (0.05 → 5 %); intended rows say 2.5 / 12.75 where the file holds 5 % / 20 % (0% format)',
  },
  // reader formats
  'po-v74-no-r-attrs.xlsx': {
    today: 'job-failed',
    why: '<row>/<c> without r= attributes: cells land in the wrong columns ("must be a number")',
  },
  // the set itself: intended-rows.json does not describe these files (keys and texts differ)
  'pr-v90-chinese-300.xlsx': {
    today: 'wrong-rows',
    why: 'intended rows XP-V90-01… "XL test 90 item 1"; the file holds XP-V90-001… with Chinese names',
  },
  'pr-v91-chinese-300.xlsx': {
    today: 'wrong-rows',
    why: 'intended rows XP-V91-01… "XL test 91 item 1"; the file holds XP-V91-001… with Chinese names',
  },
  'pr-v92-chinese-1500.xlsx': {
    today: 'wrong-rows',
    why: 'intended rows (300, XP-V92-01…) do not describe the file (1500 rows, XP-V92-001…, Chinese names)',
  },
  'pr-v115-export-en-newids.xlsx': {
    today: 'wrong-rows',
    why: 'intended rows XP-V115-01…; the file holds the demo products renamed XP-V115-BAT-12.8-100…',
  },
  'pr-v119-export-zh-newids.xlsx': {
    today: 'wrong-rows',
    why: 'intended rows XP-V119-01…; the file holds the demo products renamed XP-V119-…',
  },
};

/** Files refused as a whole (not a cell): a message naming the fix is enough. */
const FILE_LEVEL_REFUSALS = new Set(['po-v83-renamed.xlsx', 'po-v83-src.xls']);

/* ---------- running one file ---------- */

interface Result {
  outcome: Outcome;
  detail: string;
}

let importer: { token: string };
let snapshot: Snapshot;
let suppliers: Map<number, string>;
const results = new Map<string, { variant: Variant; result: Result }>();

async function readJob(kind: Kind, jobId: number, lang: Language = 'en') {
  return (
    await t.call<ImportJob & { notices?: unknown[] }>('GET', `/api/${kind}/import/${jobId}`, {
      token: importer.token,
      lang,
    })
  ).body.data;
}

/** A refusal a user can act on: every issue names its row and column. */
const namesRowAndColumn = (job: ImportJob) =>
  job.issues.length > 0 && job.issues.every((issue) => issue.row > 0 && issue.column !== '');

function summary(job: ImportJob) {
  const issues = job.issues
    .slice(0, 3)
    .map((i) => `row ${i.row} ${i.column || '(row)'}: ${i.message}`)
    .join(' | ');
  return `job ${job.status}${job.error ? `: ${job.error}` : ''}${issues ? ` — ${issues}` : ''}${
    job.issuesTotal > 3 ? ` (+${job.issuesTotal - 3})` : ''
  }`;
}

async function run(variant: Variant): Promise<Result> {
  const bytes = readFileSync(fixture(`files/${variant.file}`));
  const queued = await t.call<{ jobId: number }>('POST', `/api/${variant.kind}/import`, {
    token: importer.token,
    ...multipart(variant.file, bytes),
  });
  let job: (ImportJob & { notices?: unknown[] }) | null = null;
  if (queued.status === 200) {
    await t.app.jobs.drain();
    job = await readJob(variant.kind, queued.body.data.jobId);
  } else if (queued.status !== 400) {
    throw new Error(`${variant.file}: upload answered ${queued.status}: ${queued.body.message}`);
  }
  const after = await readTables(t.db);
  const d = diff(snapshot, after);
  const at: Lookups = {
    suppliers,
    products: new Map([...after.products].map(([id, row]) => [id, row.product_id as string])),
    purchaseOrders: after.purchase_orders,
    salesOrders: after.sales_orders,
  };
  const told = job ? summary(job) : `upload 400: ${queued.body.message}`;

  if (variant.expect === 'refuse') {
    const landed = changes(d);
    if (job?.status === 'succeeded' || landed.length) {
      return { outcome: 'landed', detail: `${told}; ${landed.join(', ') || 'no rows changed'}` };
    }
    const clear = FILE_LEVEL_REFUSALS.has(variant.file)
      ? /save it as \.xlsx/.test(job ? (job.error ?? '') : queued.body.message)
      : job !== null && namesRowAndColumn(job);
    return clear ? { outcome: 'pass', detail: told } : { outcome: 'refused-unclear', detail: told };
  }
  if (!job) return { outcome: 'upload-refused', detail: told };
  if (job.status !== 'succeeded') {
    const landed = changes(d);
    return {
      outcome: 'job-failed',
      detail: `${told}${landed.length ? `; and yet ${landed.join(', ')}` : ''}`,
    };
  }
  const problems =
    variant.expect === 'round-trip'
      ? compareRoundTrip(variant, d, at)
      : compareRows(variant, d, at);
  if (problems.length) {
    return {
      outcome: variant.expect === 'round-trip' ? 'changed' : 'wrong-rows',
      detail: `${problems.length} differences: ${problems.slice(0, 8).join('; ')}`,
    };
  }
  if (variant.expect === 'import-with-notice' && !(job.notices && job.notices.length > 0)) {
    return { outcome: 'no-notice', detail: 'the rows landed; the result carries no notice' };
  }
  return { outcome: 'pass', detail: told };
}

beforeAll(async () => {
  importer = await signedInImporter(t);
  snapshot = await readTables(t.db);
  const rows = await t.db.kysely.selectFrom('suppliers').select(['id', 'code']).execute();
  suppliers = new Map(rows.map((row) => [Number(row.id), row.code]));
});

afterAll(() => {
  const dialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';
  const board = new Map<Expect, { passed: number; total: number }>();
  for (const { variant, result } of results.values()) {
    const line = board.get(variant.expect) ?? { passed: 0, total: 0 };
    line.total++;
    if (result.outcome === 'pass') line.passed++;
    board.set(variant.expect, line);
  }
  const lines = [
    `xlsx variants on ${dialect}: ${[...board].map(([e, s]) => `${e} ${s.passed}/${s.total}`).join(', ')}`,
    ...[...results.values()].map(
      ({ variant, result }) =>
        `  ${result.outcome === 'pass' ? 'ok  ' : 'FAIL'} ${variant.file} [${variant.expect}] ${result.outcome}: ${result.detail}`,
    ),
  ];
  const out = path.join(os.tmpdir(), `lading-xlsx-variants-${dialect}.txt`);
  writeFileSync(out, `${lines.join('\n')}\n`);
  console.log(`${lines[0]} (every file: ${out})`);
});

describe('files as other tools write them, through their import on the demo database', () => {
  it('the list of files still wrong names only files of the set', () => {
    const files = new Set(VARIANTS.map((variant) => variant.file));
    expect(Object.keys(STILL_WRONG).filter((file) => !files.has(file))).toEqual([]);
  });

  for (const variant of VARIANTS) {
    it(`${variant.file} (${variant.expect}): ${variant.what}`, async () => {
      let result: Result;
      try {
        result = await run(variant);
      } finally {
        await restore(t.db, snapshot);
      }
      results.set(variant.file, { variant, result });
      const known = STILL_WRONG[variant.file];
      if (known) {
        expect(
          result.outcome,
          result.outcome === 'pass'
            ? `${variant.file} now passes: remove it from STILL_WRONG`
            : `${variant.file} goes wrong another way than STILL_WRONG says (${known.today}): ${result.detail}`,
        ).toBe(known.today);
      } else {
        expect(result.outcome, `${variant.file} [${variant.expect}]: ${result.detail}`).toBe(
          'pass',
        );
      }
    });
  }
});
