import { labelGroup, type Language } from '@lading/shared';
import ExcelJS from 'exceljs';
import { columnLetter, templateHeader, type ImportColumnBase } from './import-columns';

/** Rows of the data sheet that get the drop-down lists. */
const VALIDATED_ROWS = 5_000;

const TEXT = labelGroup('common', (labels) => ({
  instructions: labels.importFile.instructions,
  column: labels.importFile.column,
  required: labels.importFile.required,
  whatToEnter: labels.importFile.whatToEnter,
  yes: labels.words.yes,
  no: labels.words.no,
}));

/** The name of the template's instructions sheet (messages point at it). */
export const instructionsSheetName = (lang: Language) => TEXT.instructions[lang];

/** Fills `{name}` placeholders. */
export const fillText = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));

export interface TemplateSpec<C extends ImportColumnBase> {
  lang: Language;
  /** The data sheet's name. */
  sheetName: string;
  columns: readonly C[];
  /** What to enter in a column, in `lang`. */
  hint: (column: C, lang: Language) => string;
  /** General rules, one per line, under the column list. */
  general: readonly string[];
  /** Enumerated columns: their allowed values, listed beside the instructions, as drop-downs. */
  lists?: readonly { column: C; values: readonly string[] }[];
  /** Example rows (values by field) written under the header; none by default. */
  examples?: readonly Record<string, string | number>[];
}

/**
 * An import template in the caller's language: the data sheet (header row, required
 * columns marked * and shaded, drop-down lists on the enumerated columns) and an
 * instructions sheet (every column, whether required, what to enter, the allowed values).
 */
export async function buildImportTemplate<C extends ImportColumnBase>(
  spec: TemplateSpec<C>,
): Promise<Buffer> {
  const { lang, columns } = spec;
  const workbook = new ExcelJS.Workbook();
  const data = workbook.addWorksheet(spec.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  data.columns = columns.map((column) => ({
    header: templateHeader(column, lang),
    width: column.width,
  }));
  const headerRow = data.getRow(1);
  headerRow.font = { bold: true };
  columns.forEach((column, index) => {
    if (column.required) {
      headerRow.getCell(index + 1).fill = {
        type: 'pattern',
        pattern: 'solid',
        fgColor: { argb: 'FFFFF2CC' },
      };
    }
  });
  for (const example of spec.examples ?? []) {
    data.addRow(columns.map((column) => example[column.field] ?? null));
  }

  // exceljs writes range validations; its typings only know the per-cell form.
  const validations = (
    data as unknown as {
      dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void };
    }
  ).dataValidations;

  const instructionsName = TEXT.instructions[lang];
  const instructions = workbook.addWorksheet(instructionsName);
  instructions.columns = [
    { header: TEXT.column[lang], width: 30 },
    { header: TEXT.required[lang], width: 10 },
    { header: TEXT.whatToEnter[lang], width: 70 },
    { header: '', width: 4 },
  ];
  instructions.getRow(1).font = { bold: true };
  for (const column of columns) {
    instructions.addRow([
      column.title(lang),
      column.required ? TEXT.yes[lang] : TEXT.no[lang],
      spec.hint(column, lang),
    ]);
  }
  instructions.addRow([]);
  for (const line of spec.general) instructions.addRow([line]);

  // The allowed values as lists beside the instructions, which the drop-downs point at.
  (spec.lists ?? []).forEach((list, offset) => {
    const letter = columnLetter(4 + offset);
    instructions.getColumn(5 + offset).width = 18;
    const top = instructions.getCell(`${letter}1`);
    top.value = list.column.title(lang);
    top.font = { bold: true };
    list.values.forEach((value, index) => {
      instructions.getCell(`${letter}${index + 2}`).value = value;
    });
    const target = columnLetter(columns.indexOf(list.column));
    validations.add(`${target}2:${target}${VALIDATED_ROWS}`, {
      type: 'list',
      allowBlank: true,
      showErrorMessage: true,
      formulae: [`'${instructionsName}'!$${letter}$2:$${letter}$${list.values.length + 1}`],
    });
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
