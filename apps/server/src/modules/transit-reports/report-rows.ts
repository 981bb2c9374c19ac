import type { Page, SortOrder } from '@lading/shared';

type SortValue = string | number | null;

/**
 * Orders rows by one value, empty values last either way (as the SQL lists do), then by id
 * so a page never repeats or skips a row.
 */
export function compareRows<Row extends { id: number }>(
  valueOf: (row: Row) => SortValue,
  order: SortOrder,
) {
  const sign = order === 'asc' ? 1 : -1;
  return (a: Row, b: Row) => {
    const x = valueOf(a);
    const y = valueOf(b);
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1;
    } else if (x !== y) {
      return (x < y ? -1 : 1) * sign;
    }
    return (a.id - b.id) * sign;
  };
}

/** One page of rows held in memory. */
export function pageOfRows<Row>(
  rows: readonly Row[],
  page: { pageNum: number; pageSize: number },
): Page<Row> {
  const start = (page.pageNum - 1) * page.pageSize;
  return {
    list: rows.slice(start, start + page.pageSize),
    total: rows.length,
    pageNum: page.pageNum,
    pageSize: page.pageSize,
  };
}
