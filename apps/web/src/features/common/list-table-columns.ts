import { NUMERIC_KINDS, formatListCell, type Language, type ListColumn } from '@lading/shared';
import type { TableColumnType } from 'antd';

/** Screen pixels per character of a shared column's width (the export's unit). */
export const CHAR_PX = 7;

/** A page's `t` of any namespace: a definition's label key names its own namespace. */
type Translate = (key: never) => unknown;

const languageOf = (language: string): Language => (language === 'zh' ? 'zh' : 'en');

/**
 * A table column from a list's shared definition (packages/shared `ListColumn`): the title
 * from its label key, a minimum width from its width, numbers right-aligned, the cell
 * formatted by its kind (format.ts). `override` keeps what the screen adds — a link, tags,
 * a tooltip, a sorter, a compact title — and wins field by field.
 */
export function listTableColumn<Row>(
  definition: ListColumn<Row>,
  t: Translate,
  language: string,
  override: TableColumnType<Row> = {},
): TableColumnType<Row> {
  const lang = languageOf(language);
  const label = String(t(definition.label as never));
  return {
    key: definition.key,
    title: definition.titleSuffix ? `${label} ${definition.titleSuffix}` : label,
    minWidth: definition.width * CHAR_PX,
    ...(NUMERIC_KINDS.has(definition.kind) ? { align: 'right' as const } : {}),
    render: (_: unknown, row: Row) => formatListCell(definition, row, lang),
    ...override,
  };
}

/**
 * The columns a screen shows of a shared definition, in the definition's order: `keys`
 * picks them (default all), `overrides` adds the screen's render by key.
 */
export function listTableColumns<Row, K extends string>(
  definitions: readonly ListColumn<Row, K>[],
  t: Translate,
  language: string,
  options: { keys?: readonly K[]; overrides?: Partial<Record<K, TableColumnType<Row>>> } = {},
): TableColumnType<Row>[] {
  const keys = options.keys && new Set<K>(options.keys);
  return definitions
    .filter((definition) => !keys || keys.has(definition.key))
    .map((definition) =>
      listTableColumn(definition, t, language, options.overrides?.[definition.key]),
    );
}

/** The definition of `key` in a list's columns (a programming error if it is not there). */
export function definitionOf<Row, K extends string>(
  definitions: readonly ListColumn<Row, K>[],
  key: K,
): ListColumn<Row, K> {
  const found = definitions.find((definition) => definition.key === key);
  if (!found) throw new Error(`no column ${key}`);
  return found;
}
