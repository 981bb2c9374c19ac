import { SUPER_ADMIN_GROUP } from '../auth/groups';
import { LABELS } from '../i18n/labels/index';
import { label, type LabelKey } from '../i18n/labels/label';
import type { Language } from '../i18n/languages';

/**
 * Built-in names that are data. Permission resources, their categories and the built-in
 * groups' descriptions are seeded into the database once, then are the administrators' to
 * rename. One text column holds them, so the seed writes both languages, composed from the
 * catalog's `admin:builtIn` ("View users · 查看用户"). Shown — in a list or inside a message —
 * a text that is still the seeded one reads in the user's language; a renamed one as typed.
 */

const SEPARATOR = ' · ';

/** What the seed stores for a built-in name: en and zh of the catalog, joined. */
export const seededText = (key: LabelKey): string =>
  `${label('en', key)}${SEPARATOR}${label('zh', key)}`;

function keysUnder(node: unknown, path: string): LabelKey[] {
  if (typeof node === 'string') return [path as LabelKey];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    keysUnder(value, `${path}.${key}`),
  );
}

let seeded: Map<string, LabelKey> | undefined;
/** Every seeded text → its catalog key (built on first use). */
function seededKeys(): Map<string, LabelKey> {
  seeded ??= new Map(
    (['categories', 'resources', 'groupDescriptions'] as const)
      .flatMap((part) => keysUnder(LABELS.en.admin.builtIn[part], `admin:builtIn.${part}`))
      .map((key) => [seededText(key), key]),
  );
  return seeded;
}

/** A stored name or description in `lang` while it is the seeded text; as stored otherwise. */
export const builtInText = (lang: Language, stored: string): string => {
  const key = seededKeys().get(stored);
  return key ? label(lang, key) : stored;
};

/**
 * A group's name as shown: the super administrator group, whose spec name is Chinese, reads
 * in the user's language; the other built-in names are codes ("1-SCM"), the same in both, and
 * a group an administrator added is shown as named.
 */
export const groupDisplayName = (lang: Language, name: string): string =>
  name === SUPER_ADMIN_GROUP ? label(lang, 'admin:builtIn.superAdmin') : name;
