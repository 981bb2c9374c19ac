import type { Queryable } from '../../db/database';

/** SQL for the company-wide settings (table company_settings): a JSON value per key. */
export const companySettingRepository = {
  /** The stored values of these keys (a key never set has no entry). */
  async values(db: Queryable, keys: readonly string[]): Promise<Map<string, unknown>> {
    const rows = await db
      .selectFrom('company_settings')
      .select(['key', 'value_json'])
      .where('key', 'in', [...keys])
      .execute();
    return new Map(rows.map((row) => [row.key, JSON.parse(row.value_json) as unknown]));
  },

  /** Sets a key's value (inserted the first time, replaced after). */
  async put(db: Queryable, key: string, value: unknown, at: string, userId: number | null) {
    const row = { value_json: JSON.stringify(value), updated_at: at, updated_by_user_id: userId };
    await db
      .insertInto('company_settings')
      .values({ key, ...row })
      .onConflict((oc) => oc.column('key').doUpdateSet(row))
      .execute();
  },
};
