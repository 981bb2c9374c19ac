import {
  BINDING_IMPORT_MAX_ROWS,
  CODE_LEVELS,
  IMPORT_MAX_MB,
  fillLabel,
  label,
  labelGroup,
  labelList,
  type CodeLevel,
  type Language,
} from '@lading/shared';
import {
  headerLookup,
  normalizeHeader,
  type ImportColumnBase,
} from '../../platform/import/import-columns';
import { buildImportTemplate } from '../../platform/import/import-template';

/**
 * The columns of a binding file (issue 19 "Bulk binding import"): one row per code put into
 * a parent — the child code and level, the parent code and level — and, for codes not stored
 * yet, the product and supplier they belong to (blank: the parent's). Headers in English or
 * Chinese (`serialExportTasks:bindingImport.columns`); levels as the internal names
 * (`carton`) or their labels in either language (`Carton`, `外箱`).
 */

export type BindingField =
  'childCode' | 'childLevel' | 'parentCode' | 'parentLevel' | 'productCode' | 'supplierCode';

export interface BindingColumn extends ImportColumnBase {
  field: BindingField;
}

const TITLES = labelGroup('serialExportTasks', (labels) => labels.bindingImport.columns);
const HINTS = labelGroup('serialExportTasks', (labels) => labels.bindingImport.template.hints);

const column = (field: BindingField, width: number, required: boolean): BindingColumn => ({
  field,
  required,
  title: (lang) => TITLES[field][lang],
  width,
});

/** Every column, in the template's order. */
export const BINDING_COLUMNS: readonly BindingColumn[] = [
  column('childCode', 28, true),
  column('childLevel', 14, true),
  column('parentCode', 28, true),
  column('parentLevel', 14, true),
  column('productCode', 16, false),
  column('supplierCode', 16, false),
];

/** Where each field is in a row's cells (the reader hands cells in BINDING_COLUMNS' order). */
export const CELL = Object.fromEntries(
  BINDING_COLUMNS.map((c, index) => [c.field, index]),
) as Record<BindingField, number>;

export const bindingColumnForHeader = headerLookup(BINDING_COLUMNS);

/** A column's title in `lang` (the field itself when it is no column). */
export const bindingColumnTitle = (field: string, lang: Language) =>
  BINDING_COLUMNS.find((c) => c.field === field)?.title(lang) ?? field;

const levelLabel = (lang: Language, level: CodeLevel) => label(lang, `serials:levels.${level}`);

/** A level cell's text → the level: its internal name or its label in either language. */
const LEVEL_WORDS = new Map<string, CodeLevel>(
  CODE_LEVELS.flatMap((level) => [
    [normalizeHeader(level), level],
    [normalizeHeader(levelLabel('en', level)), level],
    [normalizeHeader(levelLabel('zh', level)), level],
  ]),
);

/** Level cells repeat a few words: each text is looked up once. */
const levelsRead = new Map<string, CodeLevel | undefined>();

export function levelOfText(text: string): CodeLevel | undefined {
  if (levelsRead.has(text)) return levelsRead.get(text);
  const level = LEVEL_WORDS.get(normalizeHeader(text));
  if (levelsRead.size < 1_000) levelsRead.set(text, level);
  return level;
}

/** The levels a level cell takes, as the refusal and the template list them. */
export const levelChoices = (lang: Language) =>
  CODE_LEVELS.map((level) => levelLabel(lang, level)).join(lang === 'zh' ? '、' : ', ');

export const bindingTemplateFileName = (lang: Language) =>
  `${label(lang, 'serialExportTasks:bindingImport.template.fileName')}.xlsx`;

function hint(column: BindingColumn, lang: Language): string {
  switch (column.field) {
    case 'childLevel':
    case 'parentLevel':
      return fillLabel(HINTS.level[lang], { levels: levelChoices(lang) });
    case 'productCode':
      return HINTS.productCode[lang];
    case 'supplierCode':
      return HINTS.supplierCode[lang];
    default:
      return HINTS.code[lang];
  }
}

/** The binding file template in `lang`: the data sheet, drop-down levels, the instructions. */
export async function bindingTemplate(lang: Language) {
  const levels = CODE_LEVELS.map((level) => levelLabel(lang, level));
  return {
    fileName: bindingTemplateFileName(lang),
    file: await buildImportTemplate({
      lang,
      sheetName: label(lang, 'serialExportTasks:bindingImport.template.sheet'),
      columns: BINDING_COLUMNS,
      hint,
      general: labelList(lang, 'serialExportTasks:bindingImport.template.general', {
        maxRows: BINDING_IMPORT_MAX_ROWS,
        maxMb: IMPORT_MAX_MB,
      }),
      lists: [
        { column: BINDING_COLUMNS[CELL.childLevel]!, values: levels },
        { column: BINDING_COLUMNS[CELL.parentLevel]!, values: levels },
      ],
    }),
  };
}
