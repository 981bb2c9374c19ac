import {
  DEFAULT_OTD_TOLERANCE_DAYS,
  reportSettings,
  type ReportSettings,
  type UpdateReportSettingsRequest,
} from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import { appendAudit } from '../../platform/audit/audit.repository';
import type { Actor } from '../../platform/auth/auth-context';
import { companySettingRepository as repo } from './report-settings.repository';

/**
 * The company's report settings (issue 15 OTD: "tolerance a setting, default 0 days"). A
 * setting never changed has its default; every change is audited with before → after.
 */

const KEYS = { otdToleranceDays: 'reports.otdToleranceDays' } as const;

/** GET /api/reports/settings */
export async function reportSettingsOf(db: Queryable): Promise<ReportSettings> {
  const stored = await repo.values(db, Object.values(KEYS));
  // a stored value out of the contract's range is a defect, not something to round off
  return reportSettings.parse({
    otdToleranceDays: stored.get(KEYS.otdToleranceDays) ?? DEFAULT_OTD_TOLERANCE_DAYS,
  });
}

/** The OTD tolerance the report and the dashboard count with when no filter names one. */
export async function companyOtdToleranceDays(db: Queryable): Promise<number> {
  return (await reportSettingsOf(db)).otdToleranceDays;
}

/**
 * Company settings that other modules keep under their own keys (serials' label settings):
 * the stored values of these keys (a key never set has no entry), and setting one.
 */
export const companySettingValues = (db: Queryable, keys: readonly string[]) =>
  repo.values(db, keys);
export const putCompanySetting = (
  db: Queryable,
  key: string,
  value: unknown,
  at: string,
  userId: number | null,
) => repo.put(db, key, value, at, userId);

/** PUT /api/reports/settings: the new values and their audit row, in one transaction. */
export async function updateReportSettings(
  deps: AppDeps,
  actor: Actor,
  request: UpdateReportSettingsRequest,
): Promise<ReportSettings> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const before = await reportSettingsOf(trx);
    const at = deps.clock().toISOString();
    await repo.put(trx, KEYS.otdToleranceDays, request.otdToleranceDays, at, actor.userId);
    const after = await reportSettingsOf(trx);
    await appendAudit(trx, actor, {
      action: 'reportSettings.update',
      entity: 'reportSettings',
      entityId: 'company',
      before,
      after,
    });
    return after;
  });
}
