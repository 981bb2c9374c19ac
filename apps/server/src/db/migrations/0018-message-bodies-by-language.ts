import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * issue 14 "show the reader's language": station messages written before 0016 hold one body
 * in both languages at once in `content` (an English paragraph, then its Chinese twin, a
 * shared list, links worded "English · 中文"); the demo seed sent three such messages. Each
 * is split into its English body (`content`) and its Chinese body (`content_cn`), so every
 * reader reads one language. A body that is not plainly in both languages stays as it is.
 * Frozen with the message formats it knows: messages written later have both columns.
 */

interface Tables {
  station_messages: { id: number; content: string; content_cn: string | null };
}

const HAN = /\p{Script=Han}/u;
/** The top-level blocks the old messages were made of. */
const BLOCK = /<(p|ul|ol|div|h[1-6]|blockquote|table)\b[^>]*>[\s\S]*?<\/\1>/gi;
/** A text worded "English · 中文", as the old links and the reason line were. */
const PAIRED = /^(\s*)([^·]*[A-Za-z][^·]*?) · (.*\p{Script=Han}.*)$/u;

const textOf = (html: string) => html.replace(/<[^>]*>/g, '');

/** Each text between the tags of `block`, in one language where it was worded in both. */
function pairedTexts(block: string, lang: 'en' | 'zh'): string {
  return block
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith('<')) return part;
      const paired = PAIRED.exec(part);
      if (!paired || HAN.test(paired[2]!)) return part;
      const [, space, english, chinese] = paired as unknown as [string, string, string, string];
      if (lang === 'zh') return space + chinese;
      // "Reason · 原因：…": the English side takes what follows the Chinese label
      const colon = chinese.indexOf('：');
      return space + english + (colon >= 0 ? `: ${chinese.slice(colon + 1)}` : '');
    })
    .join('');
}

/** A bilingual body as its English and Chinese bodies; null when it is not one. */
export function splitBilingualBody(html: string): { en: string; zh: string } | null {
  const blocks = html.match(BLOCK) ?? [];
  if (blocks.length === 0 || html.replace(BLOCK, '').trim() !== '') return null;
  const en: string[] = [];
  const zh: string[] = [];
  let englishProse = false;
  for (const block of blocks) {
    const text = textOf(block);
    if (HAN.test(text)) {
      const english = pairedTexts(block, 'en');
      if (english !== block && !HAN.test(textOf(english))) en.push(english);
      zh.push(english === block ? block : pairedTexts(block, 'zh'));
    } else if (/^<(ul|ol|table)/i.test(block) || !/[A-Za-z]{2}/.test(text)) {
      // a list of lines, a "… +3": the same in both languages
      en.push(block);
      zh.push(block);
    } else {
      englishProse = true;
      en.push(block);
    }
  }
  const english = en.join('');
  const chinese = zh.join('');
  if (!englishProse || HAN.test(textOf(english)) || !HAN.test(textOf(chinese))) return null;
  return { en: english, zh: chinese };
}

export async function up(untyped: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  const db = untyped as Kysely<Tables>;
  const rows = await db
    .selectFrom('station_messages')
    .select(['id', 'content'])
    .where('content_cn', 'is', null)
    .execute();
  for (const row of rows) {
    const split = splitBilingualBody(row.content);
    if (!split) continue;
    await db
      .updateTable('station_messages')
      .set({ content: split.en, content_cn: split.zh })
      .where('id', '=', row.id)
      .execute();
  }
}
