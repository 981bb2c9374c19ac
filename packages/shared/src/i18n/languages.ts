/** spec §1, §9: the `language` cookie / `lang` header is zh or en; the default is en. */
export const LANGUAGES = ['zh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const toLanguage = (value: unknown): Language =>
  value === 'zh' || value === 'en' ? value : DEFAULT_LANGUAGE;
