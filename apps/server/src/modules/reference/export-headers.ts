import { label, type LabelCatalog, type Language } from '@lading/shared';

/** Column headers and sheet names of the reference exports, in the caller's language. */
type HeaderKey = keyof LabelCatalog['reference']['export']['headers'];
type SheetKey = keyof LabelCatalog['reference']['export']['sheets'];

export const header = (lang: Language, key: HeaderKey) =>
  label(lang, `reference:export.headers.${key}`);
export const sheetName = (lang: Language, key: SheetKey) =>
  label(lang, `reference:export.sheets.${key}`);
