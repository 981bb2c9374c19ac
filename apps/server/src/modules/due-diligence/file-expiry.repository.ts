import type { Queryable } from '../../db/database';

/** SQL of the daily expiry scan (issue 17). */
export const fileExpiryRepository = {
  /**
   * Versions in the given statuses with their supplier and file type — those in effect
   * whose end day is before `until`, or those approved whose start day has come.
   */
  due(db: Queryable, which: 'starting' | 'ending', day: string, until: string) {
    let query = db
      .selectFrom('supplier_file_versions as v')
      .innerJoin('supplier_files as sf', 'sf.id', 'v.supplier_file_id')
      .innerJoin('supplier_file_types as t', 't.id', 'sf.file_type_id')
      .innerJoin('suppliers as s', 's.id', 'sf.supplier_id')
      .select([
        'v.id',
        'v.supplier_file_id',
        'v.version_no',
        'v.status',
        'v.valid_from',
        'v.valid_until',
        'sf.supplier_id',
        'sf.file_type_id',
        's.name as supplier_name',
        't.name as type_name',
        't.name_cn as type_name_cn',
      ]);
    query =
      which === 'starting'
        ? query
            .where('v.status', '=', 'approved')
            .where((eb) => eb.or([eb('v.valid_from', 'is', null), eb('v.valid_from', '<=', day)]))
        : query.where('v.status', '=', 'executed').where('v.valid_until', '<=', until);
    return query.orderBy('v.id').execute();
  },

  /**
   * Records warnings as sent, answering the versions whose warning of `days` is new: a
   * warning already recorded (by an earlier run, or another process now) is never sent again.
   */
  async claimWarnings(db: Queryable, versionIds: readonly number[], days: number, at: string) {
    if (versionIds.length === 0) return new Set<number>();
    const rows = await db
      .insertInto('file_expiry_warnings')
      .values(versionIds.map((id) => ({ version_id: id, days, sent_at: at })))
      .onConflict((oc) => oc.columns(['version_id', 'days']).doNothing())
      .returning('version_id')
      .execute();
    return new Set(rows.map((row) => row.version_id));
  },
};
