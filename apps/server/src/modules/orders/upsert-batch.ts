import { DESTINATION_COUNTRIES, type UpsertProblem } from '@lading/shared';

/**
 * The checks the PO and the SO upsert (import) make alike: rows of one batch against each
 * other, and a row against its order's stored lines. Each check adds its problems in the
 * order the row's fields are checked; the caller sorts them by row at the end (stably).
 */

export type AddProblem = (
  row: number,
  field: string,
  key: UpsertProblem['key'],
  params?: UpsertProblem['params'],
) => void;

/** A batch's problems and the one way to add one. */
export function problemList(): { problems: UpsertProblem[]; problem: AddProblem } {
  const problems: UpsertProblem[] = [];
  const problem: AddProblem = (row, field, key, params = {}) => {
    problems.push({ row, field, key, params });
  };
  return { problems, problem };
}

/** The stored lines of each order, by order id; an order without lines has an empty list. */
export function linesByOrder<Line>(
  orderIds: readonly number[],
  lines: readonly Line[],
  orderOf: (line: Line) => number,
): Map<number, Line[]> {
  const byOrder = new Map<number, Line[]>(orderIds.map((id) => [id, []]));
  for (const line of lines) byOrder.get(orderOf(line))!.push(line);
  return byOrder;
}

/** What identifies a row of an order batch: its order, line number and product code. */
export interface BatchRowKey {
  orderNo: string;
  lineNo: number;
  productCode: string;
}

/** A stored order line, as far as the checks look at it. */
interface StoredLine {
  line_no: number;
  product_id: number;
}

const keyOf = (orderNo: string, part: string | number) => `${orderNo}\u0000${part}`;

/**
 * The rows of one batch, checked against each other as they come: every row of an order
 * carries the header of its first row, and a line number and a product appear once per
 * order. `firstOfOrder` holds each order's first row: the header it is written with.
 */
export class OrderBatch<Row> {
  readonly firstOfOrder = new Map<string, Row>();
  private readonly lineKeys = new Set<string>();
  private readonly productKeys = new Set<string>();

  constructor(
    private readonly headerFields: readonly (keyof Row & string)[],
    private readonly problem: AddProblem,
  ) {}

  /** Adds row `index` to the batch, with the problems of it against the rows before it. */
  add(index: number, row: Row, key: BatchRowKey): void {
    const first = this.firstOfOrder.get(key.orderNo);
    if (!first) this.firstOfOrder.set(key.orderNo, row);
    else {
      for (const field of this.headerFields) {
        if ((first[field] ?? '') !== (row[field] ?? '')) {
          this.problem(index, field, 'order.headerMismatch', {
            value: String(first[field] ?? ''),
          });
        }
      }
    }
    const lineKey = keyOf(key.orderNo, key.lineNo);
    if (this.lineKeys.has(lineKey)) {
      this.problem(index, 'lineNo', 'order.duplicateLineNo', { lineNo: key.lineNo });
    }
    this.lineKeys.add(lineKey);
    const productKey = keyOf(key.orderNo, key.productCode);
    if (this.productKeys.has(productKey)) {
      this.problem(index, 'productCode', 'order.duplicateProduct', { productId: key.productCode });
    }
    this.productKeys.add(productKey);
  }

  /**
   * The stored line row `index` writes (same line number), once all rows are added, with
   * the problems of the row against its order's stored lines: a new line needs an active
   * product, and no other stored line — one this batch does not write itself — may have
   * the row's product.
   */
  storedLine<Line extends StoredLine>(
    index: number,
    key: BatchRowKey,
    product: { id: number; active: boolean },
    stored: readonly Line[],
  ): Line | undefined {
    const line = stored.find((l) => l.line_no === key.lineNo);
    if (!line && !product.active) {
      this.problem(index, 'productCode', 'order.inactiveProduct', { productId: key.productCode });
    }
    const clash = stored.find(
      (l) =>
        l.product_id === product.id &&
        l.line_no !== key.lineNo &&
        !this.lineKeys.has(keyOf(key.orderNo, l.line_no)),
    );
    if (clash) {
      this.problem(index, 'productCode', 'order.duplicateProduct', { productId: key.productCode });
    }
    return line;
  }
}

/** A country an order may be destined for. */
export function checkCountry(problem: AddProblem, index: number, field: string, country: string) {
  if (!(DESTINATION_COUNTRIES as readonly string[]).includes(country)) {
    problem(index, field, 'validation.invalidValue', { values: DESTINATION_COUNTRIES.join(', ') });
  }
}

/** An order quantity: a whole number above zero. */
export function checkQty(problem: AddProblem, index: number, field: string, qty: number) {
  if (!Number.isInteger(qty)) problem(index, field, 'order.qtyRequired');
  else if (qty === 0) problem(index, field, 'order.qtyZero');
  else if (qty < 0) problem(index, field, 'order.qtyNegative');
}

/** An amount in cents: a whole number, not below zero. */
export function checkCents(problem: AddProblem, index: number, field: string, cents: number) {
  if (!Number.isInteger(cents) || cents < 0)
    problem(index, field, 'validation.tooSmall', { min: 0 });
}
