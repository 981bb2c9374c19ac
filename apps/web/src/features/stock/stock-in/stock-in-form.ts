import type { DeliveryNoteDetails, PendingLineItem, StockInRequest } from '@lading/shared';
import type { FormInstance } from 'antd';
import { ApiError } from '../../../api/http';
import { placeFieldErrors } from '../../common/first-error';

/** A line chosen for stock-in, as the dialog shows it. */
export type StockInRow = Pick<
  PendingLineItem,
  'id' | 'noteNo' | 'lineNo' | 'poNumber' | 'poLineNo' | 'productCode' | 'productName' | 'qty'
>;

/** What the dialog's form holds per line, in the order of its rows. */
export interface StockInLineValues {
  receivedQty: number | null;
  damagedQty: number | null;
}
export interface StockInFormValues {
  lines: StockInLineValues[];
}

/** Everything delivered is proposed as received; nothing damaged. */
export const initialStockIn = (rows: readonly StockInRow[]): StockInFormValues => ({
  lines: rows.map((row) => ({ receivedQty: row.qty, damagedQty: 0 })),
});

/** What was delivered but neither received nor damaged (negative: too much typed). */
export const shortOf = (row: Pick<StockInRow, 'qty'>, values: StockInLineValues | undefined) =>
  row.qty - (values?.receivedQty ?? 0) - (values?.damagedQty ?? 0);

export const toStockInBody = (
  rows: readonly StockInRow[],
  values: StockInFormValues,
): StockInRequest => ({
  lines: rows.map((row, index) => ({
    lineId: row.id,
    receivedQty: values.lines[index]?.receivedQty ?? 0,
    damagedQty: values.lines[index]?.damagedQty ?? 0,
  })),
});

/** The pending lines of a scanned note, as the dialog takes them. */
export const pendingRowsOf = (note: DeliveryNoteDetails): StockInRow[] =>
  note.status === 'Submitted' || note.status === 'PartlyReceived'
    ? note.lines
        .filter((line) => line.stockedInAt === null)
        .map((line) => ({
          id: line.id,
          noteNo: note.noteNo,
          lineNo: line.lineNo,
          poNumber: line.poNumber,
          poLineNo: line.poLineNo,
          productCode: line.productCode,
          productName: line.productName,
          qty: line.qty,
        }))
    : [];

/**
 * A refused stock-in's messages under their line's field (`lines.1.receivedQty`); a message
 * on a line as a whole goes under its received quantity. True when some field took one.
 */
export function showStockInErrors(form: FormInstance<StockInFormValues>, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const fields = Object.entries(error.fieldErrors).flatMap(([field, message]) => {
    const [head, index, name] = field.split('.');
    if (head !== 'lines' || index === undefined || !/^\d+$/.test(index)) return [];
    const input = name === 'damagedQty' ? 'damagedQty' : 'receivedQty';
    return [{ name: ['lines', Number(index), input], errors: [message] }];
  });
  placeFieldErrors(form, fields);
  return fields.length > 0;
}
