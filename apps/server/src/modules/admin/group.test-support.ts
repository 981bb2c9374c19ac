import { t } from '../../test/harness';

/** Helpers the user and group route tests share (not a test file itself). */

/** The id of the user group named `name` (built-in or made by the test). */
export const groupId = async (name: string) =>
  (
    await t.db.kysely
      .selectFrom('user_groups')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).id;
