// Part 2 of `npm run bench:serials` (issue 19): codes moved as files.
//   serials.bulkImport — a binding CSV of IMPORT_ROWS product codes into IMPORT_ROWS/40 new
//     cartons (product ID and supplier given), uploaded to the listening server and polled
//     until its job is done: codes bound per second, end to end (upload, reading, every
//     station rule, the one transaction that binds). Goal ≥ 50,000 codes/s.
//   serials.export — the export task's work for the big container (1,025,501 codes) as
//     Excel, CSV and EPCIS, each in a process of its own (export-once.ts): seconds and the
//     process's peak resident memory. Goal ≤ 250 MB.
import { execFileSync } from 'node:child_process';
import { BIG_CONTAINER_PREFIX } from './bench-data';

const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 200_000);
const PER_CARTON = 40;

export interface Server {
  base: string;
  headers: Record<string, string>;
}

export async function bulkImportFigure(
  server: Server,
  refs: { productCode: string; supplierCode: string },
  common: Record<string, unknown>,
) {
  const lines = ['Child code,Child level,Parent code,Parent level,Product ID,Supplier code'];
  const { supplierCode: sup, productCode: product } = refs;
  for (let i = 0; i < IMPORT_ROWS; i++) {
    const carton = `CT${sup}${8_000_001 + Math.floor(i / PER_CARTON)}`;
    lines.push(`${sup}01${80_000_001 + i},product,${carton},carton,${product},${sup}`);
  }
  const bytes = Buffer.from(lines.join('\n'));
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'text/csv' }), 'bindings.csv');
  const { authorization, lang } = server.headers;
  const headers = { authorization: authorization!, lang: lang! };
  const started = performance.now();
  const queued = await fetch(`${server.base}/api/serials/bindings/import`, {
    method: 'POST',
    headers,
    body: form,
  });
  const { jobId } = ((await queued.json()) as { data: { jobId: number } }).data;
  let job: { status: string; error: string | null; bound?: number | null };
  for (;;) {
    const answer = await fetch(`${server.base}/api/serials/bindings/import/${jobId}`, { headers });
    job = ((await answer.json()) as { data: typeof job }).data;
    if (job.status === 'succeeded' || job.status === 'failed') break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const seconds = (performance.now() - started) / 1000;
  if (job.status !== 'succeeded') throw new Error(`bulk import: ${job.error}`);
  const codes = IMPORT_ROWS + IMPORT_ROWS / PER_CARTON;
  console.log(
    JSON.stringify({
      bench: 'serials.bulkImport',
      ...common,
      rows: IMPORT_ROWS,
      new_codes: codes,
      file_mb: +(bytes.length / 1e6).toFixed(1),
      seconds: +seconds.toFixed(2),
      codes_per_s: Math.round(codes / seconds),
      rows_per_s: Math.round(IMPORT_ROWS / seconds),
      goal_codes_per_s: 50_000,
    }),
  );
}

/** The big container's id in `target` (SQLite file or PostgreSQL URL). */
export function exportFigures(
  target: string,
  bigContainerId: number,
  common: Record<string, unknown>,
) {
  for (const format of ['xlsx', 'csv', 'epcis']) {
    const out = execFileSync(
      process.execPath,
      [
        '--expose-gc',
        '--import',
        'tsx',
        'bench/serials/export-once.ts',
        target,
        String(bigContainerId),
        format,
      ],
      { encoding: 'utf8', maxBuffer: 1 << 20 },
    );
    const figure = JSON.parse(out.trim().split('\n').pop()!) as Record<string, unknown>;
    console.log(
      JSON.stringify({
        bench: 'serials.export',
        ...common,
        format,
        main_code: `${BIG_CONTAINER_PREFIX}…`,
        ...figure,
        goal_peak_rss_mb: 250,
      }),
    );
  }
}
