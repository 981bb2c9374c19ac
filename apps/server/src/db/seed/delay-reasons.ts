import { label, type LabelKey } from '@lading/shared';
import type { Queryable } from '../database';

/**
 * The base delay reason codes (issue 15), their names from the `tracking` label catalog:
 * the usual causes along a container's way, supplier and factory first, then booking, sea,
 * port and paperwork.
 */
export const BASE_DELAY_REASONS = [
  'SUPPLIER_LATE',
  'PRODUCTION',
  'QUALITY',
  'BOOKING',
  'PORT_CONGESTION',
  'VESSEL_DELAY',
  'CUSTOMS',
  'WEATHER',
  'DOCUMENTS',
  'TRANSSHIPMENT',
  'INLAND_TRANSPORT',
  'OTHER',
] as const;
export type BaseDelayReason = (typeof BASE_DELAY_REASONS)[number];

const nameKey = (code: BaseDelayReason) => `tracking:delayReasons.base.${code}` as LabelKey;

/**
 * Inserts the base codes into a database that has none: a fresh one, or one made before
 * delay reasons existed (runs on every start). Once there are codes they are the
 * administrators': a base code they deleted stays deleted (docs/decisions.md, issue 15).
 */
export async function ensureDelayReasons(db: Queryable, at: string): Promise<void> {
  const any = await db.selectFrom('delay_reasons').select('id').limit(1).executeTakeFirst();
  if (any) return;
  await db
    .insertInto('delay_reasons')
    .values(
      BASE_DELAY_REASONS.map((code) => ({
        code,
        name_en: label('en', nameKey(code)),
        name_zh: label('zh', nameKey(code)),
        active: 1,
        created_at: at,
        updated_at: at,
      })),
    )
    .execute();
}
