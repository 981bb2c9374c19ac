import { builtInText, groupDisplayName, toLanguage } from '@lading/shared';
import { useTranslation } from 'react-i18next';

/**
 * Built-in names that are data, in the user's language (packages/shared
 * admin/built-in-names): a resource, category or group description still as seeded ("View
 * users · 查看用户") shows one language; the super administrator group's name too.
 */
export function useBuiltInNames() {
  const { i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  return {
    /** A stored resource / category name or group description. */
    text: (stored: string) => builtInText(lang, stored),
    /** A group's name. */
    group: (name: string) => groupDisplayName(lang, name),
  };
}
