import type {
  CreateSalesOrderRequest,
  DestinationCountry,
  ModificationPurpose,
  SalesOrderDetail,
  UpdateSalesOrderRequest,
} from '@lading/shared';
import type { ProductOption } from '../kits/ProductSelect';
import { fromCents, toCents } from './order-format';

export interface SoLineRow {
  /** kept from the saved line; new rows get the next free number on save */
  lineNo?: number | undefined;
  product?: ProductOption | undefined;
  qty?: number | null;
  /** USD, as typed */
  rowTotalUsd?: number | null;
}

export interface SoFormValues {
  soNumber: string;
  postingDate?: string;
  rdd?: string;
  originalRdd?: string;
  bpReferenceNo?: string;
  country?: DestinationCountry | undefined;
  lines: SoLineRow[];
  modificationReason?: string;
  modificationPurpose?: ModificationPurpose;
}

export const NEW_SO: Partial<SoFormValues> = { lines: [{ qty: null, rowTotalUsd: 0 }] };

export const toSoFormValues = (so: SalesOrderDetail): SoFormValues => ({
  soNumber: so.soNumber,
  postingDate: so.postingDate,
  rdd: so.rdd,
  originalRdd: so.originalRdd,
  bpReferenceNo: so.bpReferenceNo,
  country: so.country,
  lines: so.lines.map((line) => ({
    lineNo: line.lineNo,
    product: { value: line.productId, label: `${line.productCode} · ${line.productName}` },
    qty: line.qty,
    rowTotalUsd: fromCents(line.rowTotalUsdCents),
  })),
});

/** spec §5: a change of the RDD or of a saved line's quantity needs reason and purpose. */
export function soNeedsReason(so: SalesOrderDetail | undefined, values: Partial<SoFormValues>) {
  if (!so) return false;
  if (values.rdd && values.rdd !== so.rdd) return true;
  return (values.lines ?? []).some((row) => {
    const saved = so.lines.find((line) => line.lineNo === row?.lineNo);
    return saved !== undefined && typeof row?.qty === 'number' && row.qty !== saved.qty;
  });
}

const numberedLines = (rows: SoLineRow[]) => {
  let next = Math.max(0, ...rows.map((row) => row.lineNo ?? 0));
  return rows.map((row) => ({
    lineNo: row.lineNo ?? ++next,
    productId: row.product!.value,
    qty: row.qty!,
    rowTotalUsdCents: toCents(row.rowTotalUsd ?? 0),
  }));
};

export const toCreateSoBody = (values: SoFormValues): CreateSalesOrderRequest => ({
  soNumber: values.soNumber.trim(),
  postingDate: values.postingDate!,
  rdd: values.rdd!,
  ...(values.originalRdd ? { originalRdd: values.originalRdd } : {}),
  bpReferenceNo: (values.bpReferenceNo ?? '').trim(),
  country: values.country!,
  lines: numberedLines(values.lines),
});

export const toUpdateSoBody = (
  so: SalesOrderDetail,
  values: SoFormValues,
): UpdateSalesOrderRequest => ({
  postingDate: values.postingDate!,
  rdd: values.rdd!,
  bpReferenceNo: (values.bpReferenceNo ?? '').trim(),
  country: values.country!,
  lines: numberedLines(values.lines),
  ...(soNeedsReason(so, values)
    ? {
        modificationReason: (values.modificationReason ?? '').trim(),
        modificationPurpose: values.modificationPurpose ?? null,
      }
    : {}),
});
