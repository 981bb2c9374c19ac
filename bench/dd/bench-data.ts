// The due-diligence bench's data set (`npm run bench:dd`), written into a migrated Lading
// SQLite file with multi-row INSERTs in one transaction: SUPPLIERS suppliers (SUPB00001…),
// each at a random supply stage and owned by one of OWNERS buyers, with every file type of
// its stages so far (the 9 seeded ones) uploaded 1–3 times — the latest version executed,
// expired, awaiting or under review, rejected or approved (starting later), the earlier
// ones in effect, superseded or rejected — and a stored file per version (a fake sha256:
// the bench never reads the bytes); the five checks of every other supplier; 10 stage
// records per supplier; AVL_REQUESTS pending status change requests. Validity days spread
// over ±2 years around `today`: a few percent of the versions in effect end within 30 days.
// Supplier 1 is at the last stage with 3 versions of every file (the stage view's case).
import SQLite from 'better-sqlite3';
import {
  randomBetween,
  seededRandom,
  SUPPLIER_STATUSES,
  SUPPLY_STAGES,
  type SupplyStage,
} from '@lading/shared';
import { blockWriter } from '../reports/bench-references';

export const SUPPLIERS = 5_000;
export const OWNERS = 50;
export const AVL_REQUESTS = 200;
export const RECORDS_PER_SUPPLIER = 10;
export const DD_DATA_VERSION = 1;
const DAY_MS = 86_400_000;
const CHECKS = ['ethic1', 'ethic2', 'fullReport', 'dra', 'sustainability'] as const;
const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  jpg: 'image/jpeg',
  png: 'image/png',
};

type FileType = {
  id: number;
  stage: string;
  name: string;
  formats_json: string;
  expiry_control: number;
  default_validity_months: number | null;
};

export function fillDdBench(file: string, today: string): void {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = OFF');
  sqlite.pragma('synchronous = OFF');
  sqlite.pragma('foreign_keys = OFF');
  const random = seededRandom(17);
  const base = Date.parse(`${today}T00:00:00Z`);
  /** today + n days, YYYY-MM-DD */
  const day = (n: number) => new Date(base + n * DAY_MS).toISOString().slice(0, 10);
  /** today + n days at a random time, ISO */
  const instant = (n: number) =>
    new Date(base + n * DAY_MS + randomBetween(random, 0, DAY_MS - 1)).toISOString();
  const at = new Date(base).toISOString();
  const pick = <T>(items: readonly T[]) => items[randomBetween(random, 0, items.length - 1)]!;
  const write = (table: string, columns: string, rows: unknown[][]) => {
    const writer = blockWriter(sqlite, table, columns.split(','));
    for (const values of rows) writer.add(values);
    writer.flush();
  };

  const admin = sqlite.prepare(`select id, group_id from users where username = 'admin'`).get() as {
    id: number;
    group_id: number;
  };
  const types = sqlite
    .prepare(
      `select id, stage, name, formats_json, expiry_control, default_validity_months
         from supplier_file_types order by sort_order, id`,
    )
    .all() as FileType[];
  const stageOf = (type: FileType) => SUPPLY_STAGES.indexOf(type.stage as SupplyStage);

  sqlite.transaction(() => {
    // the buyers who own the suppliers: they upload, and are told of reviews and expiries
    const firstOwner = admin.id + 1;
    write(
      'users',
      'id,username,password_hash,nickname,group_id,created_at,updated_at',
      Array.from({ length: OWNERS }, (_, i) => [
        firstOwner + i,
        `ddbuyer${i + 1}`,
        '!bench',
        `DD buyer ${i + 1}`,
        admin.group_id,
        at,
        at,
      ]),
    );
    const ownerOf = (supplier: number) => firstOwner + (supplier % OWNERS);

    const stages: number[] = [];
    const statuses: string[] = [];
    write(
      'suppliers',
      'id,code,name,short_name,status,supply_stage,created_at,updated_at',
      Array.from({ length: SUPPLIERS }, (_, i) => {
        const id = i + 1;
        const code = String(id).padStart(5, '0');
        stages[id] = id === 1 ? SUPPLY_STAGES.length - 1 : randomBetween(random, 0, 4);
        statuses[id] = pick(SUPPLIER_STATUSES);
        return [
          id,
          `SUPB${code}`,
          `Bench due diligence supplier ${code}`,
          `DDB${code}`,
          statuses[id],
          SUPPLY_STAGES[stages[id]!],
          at,
          at,
        ];
      }),
    );
    write(
      'user_suppliers',
      'user_id,supplier_id',
      Array.from({ length: SUPPLIERS }, (_, i) => [ownerOf(i + 1), i + 1]),
    );

    const stored = blockWriter(
      sqlite,
      'stored_files',
      'id,sha256,size,format,mime,name,owner_type,owner_id,uploaded_by,uploaded_by_name,created_at'.split(
        ',',
      ),
    );
    const files = blockWriter(
      sqlite,
      'supplier_files',
      'id,supplier_id,file_type_id,status,latest_version_id,version_count,created_at,updated_at'.split(
        ',',
      ),
    );
    const versions = blockWriter(
      sqlite,
      'supplier_file_versions',
      'id,supplier_file_id,version_no,status,file_id,sha256,comment,expiry_control,valid_from,valid_until,uploaded_by,uploaded_by_name,uploaded_at,reviewed_by_name,reviewed_at,review_comment'.split(
        ',',
      ),
    );
    let fileId = 0;
    let versionId = 0;
    for (let supplier = 1; supplier <= SUPPLIERS; supplier++) {
      const owner = ownerOf(supplier);
      for (const type of types.filter((each) => stageOf(each) <= stages[supplier]!)) {
        const count = supplier === 1 ? 3 : randomBetween(random, 1, 3);
        const expiry = type.expiry_control === 1;
        const months = type.default_validity_months ?? 12;
        const format = (JSON.parse(type.formats_json) as string[])[0]!;
        // the latest version's status; without expiry control nothing expires or waits for its day
        const r = random();
        let latest =
          r < 0.5
            ? 'executed'
            : r < 0.6
              ? 'expired'
              : r < 0.75
                ? 'awaitingReview'
                : r < 0.82
                  ? 'underReview'
                  : r < 0.92
                    ? 'rejected'
                    : 'approved';
        if (!expiry && (latest === 'expired' || latest === 'approved')) latest = 'executed';
        const pending = latest !== 'executed' && latest !== 'expired';
        fileId++;
        for (let no = 1; no <= count; no++) {
          versionId++;
          const isLatest = no === count;
          // earlier versions: the one before a pending/rejected/approved latest is often still
          // in effect; the others were superseded (expired) or rejected
          const status = isLatest
            ? latest
            : no === count - 1 && pending && random() < 0.6
              ? 'executed'
              : random() < 0.5
                ? 'expired'
                : 'rejected';
          let from: string | null = null;
          let until: string | null = null;
          if (expiry) {
            if (status === 'executed') {
              // a few ended a day or two ago: the first scan expires them
              until = day(randomBetween(random, -2, 730));
              from = day(-randomBetween(random, 0, 365));
            } else if (status === 'expired') {
              const end = -randomBetween(random, 1, 730);
              until = day(end);
              from = day(end - months * 30);
            } else if (status === 'approved') {
              // a few start today or earlier: the first scan puts them in effect
              const start = randomBetween(random, -3, 180);
              from = day(start);
              until = day(start + months * 30);
            } else {
              const start = randomBetween(random, -60, 30);
              from = day(start);
              until = day(start + months * 30);
            }
          }
          const uploaded = instant(-randomBetween(random, 0, 30) - (count - no) * 200);
          const decided = status !== 'awaitingReview' && status !== 'underReview';
          const sha256 = versionId.toString(16).padStart(64, '0');
          stored.add([
            versionId,
            sha256,
            randomBetween(random, 40_000, 5_000_000),
            format,
            MIME[format] ?? 'application/octet-stream',
            `${type.name} v${no}.${format}`,
            'supplier',
            supplier,
            owner,
            `ddbuyer${owner - firstOwner + 1}`,
            uploaded,
          ]);
          versions.add([
            versionId,
            fileId,
            no,
            status,
            versionId,
            sha256,
            `Bench upload ${no}`,
            expiry ? 1 : 0,
            from,
            until,
            owner,
            `ddbuyer${owner - firstOwner + 1}`,
            uploaded,
            decided ? 'admin' : null,
            decided ? uploaded : null,
            status === 'rejected' ? 'Incomplete' : '',
          ]);
        }
        files.add([fileId, supplier, type.id, latest, versionId, count, at, at]);
      }
    }
    stored.flush();
    versions.flush();
    files.flush();

    // the five checks of every other supplier
    const checks = blockWriter(
      sqlite,
      'supplier_checks',
      'supplier_id,check_code,status,score,result,comment,valid_from,valid_until,updated_by_name,updated_at'.split(
        ',',
      ),
    );
    for (let supplier = 1; supplier <= SUPPLIERS; supplier += 2) {
      for (const check of CHECKS) {
        const status = pick(['notStarted', 'inProgress', 'completed', 'completed', 'expired']);
        const done = status === 'completed' || status === 'expired';
        const until = done
          ? day(
              status === 'completed'
                ? randomBetween(random, 0, 730)
                : -randomBetween(random, 1, 730),
            )
          : null;
        checks.add([
          supplier,
          check,
          status,
          done ? randomBetween(random, 40, 100) : null,
          done ? pick(['pass', 'pass', 'conditional', 'fail']) : null,
          '',
          until ? day(Math.round((Date.parse(until) - base) / DAY_MS) - 365) : null,
          until,
          'admin',
          at,
        ]);
      }
    }
    checks.flush();

    // RECORDS_PER_SUPPLIER stage records each, over the last two years
    const records = blockWriter(
      sqlite,
      'supplier_stage_records',
      'supplier_id,event,from_value,to_value,file_type_id,version_no,comment,user_id,username,created_at'.split(
        ',',
      ),
    );
    for (let supplier = 1; supplier <= SUPPLIERS; supplier++) {
      const owner = ownerOf(supplier);
      for (let n = 0; n < RECORDS_PER_SUPPLIER; n++) {
        const when = instant(-730 + Math.floor(((n + 1) / RECORDS_PER_SUPPLIER) * 729));
        const type = types[n % types.length]!;
        const event = (['stage', 'upload', 'startReview', 'approve', 'check'] as const)[n % 5]!;
        const values: Record<typeof event, [string, string, number | null]> = {
          stage: [SUPPLY_STAGES[0], SUPPLY_STAGES[1], null],
          upload: ['', 'awaitingReview', type.id],
          startReview: ['awaitingReview', 'underReview', type.id],
          approve: ['underReview', 'executed', type.id],
          check: [CHECKS[n % CHECKS.length]!, 'completed', null],
        };
        const [from, to, typeId] = values[event];
        records.add([
          supplier,
          event,
          from,
          to,
          typeId,
          typeId === null ? null : 1,
          event === 'upload' ? 'Bench upload' : '',
          event === 'upload' ? owner : admin.id,
          event === 'upload' ? `ddbuyer${owner - firstOwner + 1}` : 'admin',
          when,
        ]);
      }
    }
    records.flush();

    // pending status change requests, spread over the suppliers
    write(
      'avl_requests',
      'id,supplier_id,from_status,to_status,reason,status,requested_by,requested_by_name,requested_at',
      Array.from({ length: AVL_REQUESTS }, (_, i) => {
        const supplier = (i + 1) * Math.floor(SUPPLIERS / AVL_REQUESTS);
        const from = statuses[supplier]!;
        const to = SUPPLIER_STATUSES.find(
          (status) => status !== from && status !== 'pendingGlobal',
        )!;
        const owner = ownerOf(supplier);
        return [
          i + 1,
          supplier,
          from,
          to,
          'Bench request',
          'pending',
          owner,
          `ddbuyer${owner - firstOwner + 1}`,
          instant(-randomBetween(random, 0, 60)),
        ];
      }),
    );
  })();
  sqlite.close();
}
