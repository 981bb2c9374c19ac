import type { InventoryItem, SaveScrapOrderRequest, ScrapOrderDetails } from '@lading/shared';
import type { FormInstance } from 'antd';
import { ApiError } from '../../../api/http';
import { placeFieldErrors } from '../../common/first-error';

/** One line of the scrap form: the goods (product, PO line) and how many to scrap. */
export interface ScrapLineRow {
  key: string;
  productId: number;
  productCode: string;
  productName: string;
  poLineId: number | null;
  poNumber: string | null;
  poLineNo: number | null;
  qty: number | undefined;
}

export interface ScrapFormValues {
  warehouseId: number | undefined;
  reason: string;
  lines: ScrapLineRow[];
}

/** The balance key of goods: product and PO line (0: none), as the inventory rows have it. */
export const goodsKey = (line: { productId: number; poLineId: number | null }) =>
  `${line.productId}:${line.poLineId ?? 0}`;

export const rowOfStock = (item: InventoryItem): ScrapLineRow => ({
  key: goodsKey(item),
  productId: item.productId,
  productCode: item.productCode,
  productName: item.productName,
  poLineId: item.poLineId,
  poNumber: item.poNumber,
  poLineNo: item.poLineNo,
  qty: undefined,
});

export const newScrapOrder = (): ScrapFormValues => ({
  warehouseId: undefined,
  reason: '',
  lines: [],
});

export const toScrapFormValues = (order: ScrapOrderDetails): ScrapFormValues => ({
  warehouseId: order.warehouseId,
  reason: order.reason,
  lines: order.lines.map((line) => ({ ...line, key: goodsKey(line) })),
});

export const toScrapBody = (values: ScrapFormValues): SaveScrapOrderRequest => ({
  warehouseId: values.warehouseId ?? 0,
  reason: values.reason,
  lines: values.lines.map((line) => ({
    productId: line.productId,
    poLineId: line.poLineId,
    qty: line.qty ?? 0,
  })),
});

/** The server's field (`lines.2.qty`, `warehouseId`) as the form's path. */
function formPathOf(field: string): (string | number)[] | undefined {
  const [head, index] = field.split('.');
  if (head === 'lines')
    return index !== undefined && /^\d+$/.test(index) ? ['lines', Number(index), 'qty'] : ['lines'];
  return head === 'warehouseId' || head === 'reason' ? [head] : undefined;
}

/** Puts a refused save's messages under their fields; the client has toasted it already. */
export function showScrapErrors(form: FormInstance<ScrapFormValues>, error: unknown) {
  if (!(error instanceof ApiError)) return;
  placeFieldErrors(
    form,
    Object.entries(error.fieldErrors).flatMap(([field, message]) => {
      const name = formPathOf(field);
      return name ? [{ name, errors: [message] }] : [];
    }),
  );
}
