import type { Queryable } from '../../db/database';

/** SQL for the remembered header mappings (table import_header_mappings). */
export const headerMappingRepository = {
  /** A user's remembered mapping for a kind of import: normalised header → field. */
  async forUser(db: Queryable, userId: number, kind: string): Promise<Map<string, string>> {
    const rows = await db
      .selectFrom('import_header_mappings')
      .select(['header_normalised', 'field'])
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .execute();
    return new Map(rows.map((row) => [row.header_normalised, row.field]));
  },

  /**
   * Remembers headers → fields for a user and kind: a header already remembered takes the new
   * field, and an older header remembered for one of these fields is forgotten (the newest
   * choice for a column wins).
   */
  async remember(
    db: Queryable,
    userId: number,
    kind: string,
    mapping: ReadonlyMap<string, string>,
  ): Promise<void> {
    if (mapping.size === 0) return;
    await db
      .deleteFrom('import_header_mappings')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where((eb) =>
        eb.or([
          eb('field', 'in', [...mapping.values()]),
          eb('header_normalised', 'in', [...mapping.keys()]),
        ]),
      )
      .execute();
    await db
      .insertInto('import_header_mappings')
      .values(
        [...mapping].map(([header, field]) => ({
          user_id: userId,
          kind,
          header_normalised: header,
          field,
        })),
      )
      .execute();
  },
};
