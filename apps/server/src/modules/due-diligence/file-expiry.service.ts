import { EXPIRY_WARNING_DAYS, type ExpiryRunResult } from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import { daysBetween, statusOnDay, todayOf, plusDays } from './dd-day';
import { sendExpiryNotice } from './dd-messages';
import { fileExpiryRepository } from './file-expiry.repository';
import { supplierCheckRepository } from './supplier-check.repository';
import { supplierFileRepository } from './supplier-file.repository';
import { supplierStateRepository } from './supplier-state.repository';
import { stageRecordRepository, type StageRecordEntry } from './stage-record.repository';

const SYSTEM = { userId: null, username: 'system' } as const;

type Due = Awaited<ReturnType<typeof fileExpiryRepository.due>>[number];

/**
 * The daily expiry scan (issue 17; DOMAIN "a daily scan expires files and warns owners
 * before expiry"), as of `day` (YYYY-MM-DD; today in the company's zone by default):
 * 1. approved versions whose start day has come are in effect (Executed), replacing the
 *    older versions of their file;
 * 2. versions in effect past their end day are Expired, and their supplier's owners and
 *    users are told;
 * 3. versions in effect ending within 30 or 7 days are warned about — the nearest warning
 *    reached, each at most once (file_expiry_warnings), however often or wherever it runs;
 * 4. completed checks past their validity are Expired.
 * One transaction: a run that fails changes nothing and sends nothing.
 */
export async function runFileExpiry(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  day: string = todayOf(deps),
): Promise<ExpiryRunResult> {
  const now = deps.clock();
  const at = now.toISOString();
  return deps.db.kysely.transaction().execute(async (trx) => {
    const records: StageRecordEntry[] = [];
    const record = (row: Due, event: 'executed' | 'expired', from: string) =>
      records.push({
        ...SYSTEM,
        at,
        supplierId: row.supplier_id,
        event,
        fromValue: from,
        toValue: event,
        fileTypeId: row.file_type_id,
        versionNo: row.version_no,
      });

    // 1. coming into effect
    const starting = await fileExpiryRepository.due(trx, 'starting', day, day);
    const effective = starting.filter((row) => statusOnDay(row, day) === 'executed');
    const lapsed = starting.filter((row) => statusOnDay(row, day) === 'expired');
    await supplierFileRepository.setStatus(
      trx,
      effective.map((row) => row.id),
      'executed',
    );
    await supplierFileRepository.setStatus(
      trx,
      lapsed.map((row) => row.id),
      'expired',
    );
    for (const row of effective) record(row, 'executed', 'approved');
    for (const row of lapsed) record(row, 'expired', 'approved');
    const replaced = (
      await supplierFileRepository.inEffectOthers(
        trx,
        effective.map((row) => row.supplier_file_id),
        effective.map((row) => row.id),
      )
    ).filter((old) =>
      effective.some(
        (row) => row.supplier_file_id === old.supplier_file_id && old.version_no < row.version_no,
      ),
    );
    await supplierFileRepository.setStatus(
      trx,
      replaced.map((old) => old.id),
      'expired',
    );

    // 2. and 3. ending
    const ending = await fileExpiryRepository.due(
      trx,
      'ending',
      day,
      plusDays(day, EXPIRY_WARNING_DAYS[0]),
    );
    const expired = ending.filter((row) => row.valid_until! < day);
    await supplierFileRepository.setStatus(
      trx,
      expired.map((row) => row.id),
      'expired',
    );
    for (const row of expired) record(row, 'expired', 'executed');

    const warnings = new Map<number, number>(); // version id → days of the warning sent
    const expiredNew = await fileExpiryRepository.claimWarnings(
      trx,
      expired.map((row) => row.id),
      0,
      at,
    );
    for (const id of expiredNew) warnings.set(id, 0);
    const current = ending.filter((row) => row.valid_until! >= day);
    // nearest threshold first: a version first seen with 5 days left is warned once (7)
    for (const days of [...EXPIRY_WARNING_DAYS].sort((a, b) => a - b)) {
      const reached = current.filter((row) => daysBetween(day, row.valid_until!) <= days);
      const fresh = await fileExpiryRepository.claimWarnings(
        trx,
        reached.map((row) => row.id),
        days,
        at,
      );
      for (const id of fresh) if (!warnings.has(id)) warnings.set(id, days);
    }
    await tellPeople(trx, ending, warnings, day, now);

    const touched = [...effective, ...lapsed, ...expired].map((row) => row.supplier_file_id);
    await supplierFileRepository.refreshFileStatus(trx, [...new Set(touched)], at);
    await supplierCheckRepository.expire(trx, day, at);
    await stageRecordRepository.append(trx, records);
    return {
      executed: effective.length,
      expired: expired.length + lapsed.length,
      warned: warnings.size,
    };
  });
}

/** Each new warning to the supplier's owners and users (spec: station messages). */
async function tellPeople(
  db: Queryable,
  rows: readonly Due[],
  warnings: ReadonlyMap<number, number>,
  day: string,
  now: Date,
) {
  const warned = rows.filter((row) => warnings.has(row.id));
  const people = await supplierStateRepository.peopleOf(db, [
    ...new Set(warned.map((row) => row.supplier_id)),
  ]);
  for (const row of warned) {
    const days = warnings.get(row.id)!;
    const recipients = people
      .filter((person) => person.supplier_id === row.supplier_id)
      .map((person) => person.user_id);
    await sendExpiryNotice(
      db,
      {
        supplierId: row.supplier_id,
        supplierName: row.supplier_name,
        typeName: row.type_name,
        typeNameCn: row.type_name_cn,
        versionNo: row.version_no,
        validUntil: row.valid_until!,
      },
      {
        expired: days === 0 && row.valid_until! < day,
        daysLeft: daysBetween(day, row.valid_until!),
      },
      recipients,
      now,
    );
  }
}
