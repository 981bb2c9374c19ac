import { label, type LabelCatalog, type Language } from '@lading/shared';

/** Column headers and the sheet name of the product export, in the caller's language. */
type HeaderKey = keyof LabelCatalog['products']['export']['headers'];
type WordKey = 'serialized' | 'bulk' | 'Active' | 'Inactive';

export const header = (lang: Language, key: HeaderKey) =>
  label(lang, `products:export.headers.${key}`);
export const word = (lang: Language, key: WordKey) =>
  key === 'serialized' || key === 'bulk'
    ? label(lang, `products:serialized.${key}`)
    : label(lang, `products:activeness.${key}`);
export const sheetName = (lang: Language) => label(lang, 'products:export.sheet');
