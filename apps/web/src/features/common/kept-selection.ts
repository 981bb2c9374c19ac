import type { TableRowSelection } from 'antd/es/table/interface';

/**
 * A paged table's row selection that keeps the chosen rows across pages (their data too, for
 * the action on them): `chosen` by id, replaced through `setChosen` as the user ticks.
 */
export function keptRowSelection<Row extends { id: number }>(
  chosen: ReadonlyMap<number, Row>,
  setChosen: (chosen: Map<number, Row>) => void,
): Pick<TableRowSelection<Row>, 'selectedRowKeys' | 'preserveSelectedRowKeys' | 'onChange'> {
  return {
    selectedRowKeys: [...chosen.keys()],
    preserveSelectedRowKeys: true,
    onChange: (keys, rows) => {
      const byId = new Map(rows.filter(Boolean).map((row) => [row.id, row]));
      setChosen(
        new Map(
          keys.flatMap((key) => {
            const row = byId.get(Number(key)) ?? chosen.get(Number(key));
            return row ? [[row.id, row] as const] : [];
          }),
        ),
      );
    },
  };
}
