import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * issue 13 "messages in the user's language only": a generated station message keeps its
 * body in each language, as it keeps its title (`title` / `title_cn`). `content` is the
 * English body — or the one body a message has for every reader — and `content_cn` the
 * Chinese body, null when there is none: a zh reader then reads `content`. Rows written
 * before hold one body in both languages at once in `content`; they stay as they are.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('station_messages').addColumn('content_cn', 'text').execute();
}
