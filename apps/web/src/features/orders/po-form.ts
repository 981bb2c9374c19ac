import type {
  CreatePurchaseOrderRequest,
  Currency,
  DestinationCountry,
  PurchaseOrderDetail,
  UpdatePurchaseOrderRequest,
} from '@lading/shared';
import type { ProductOption } from '../kits/ProductSelect';
import type { SupplierOption } from '../common/SupplierSelect';
import type { LoadingPointOption } from './LoadingPointSelect';
import { toCents } from './order-format';

export interface PoLineRow {
  product?: ProductOption | undefined;
  orderQty?: number | null;
  unitPrice?: number | null;
  discountPct?: number | null;
  rdd?: string;
  loadingPoint?: LoadingPointOption | undefined;
}

export interface PoFormValues {
  poNumber: string;
  supplier?: SupplierOption | undefined;
  originator: string;
  destinationCountry?: DestinationCountry | undefined;
  currency: Currency;
  lines: PoLineRow[];
}

export const NEW_PO_LINE: PoLineRow = { orderQty: null, unitPrice: 0, discountPct: 0 };

export const NEW_PO: Partial<PoFormValues> = { currency: 'USD', lines: [{ ...NEW_PO_LINE }] };

/** The create body; lines are numbered 1, 2, 3… in the order shown. */
export const toCreateBody = (values: PoFormValues): CreatePurchaseOrderRequest => ({
  poNumber: values.poNumber.trim(),
  supplierId: values.supplier!.value,
  originator: values.originator.trim(),
  destinationCountry: values.destinationCountry!,
  currency: values.currency,
  lines: values.lines.map((row, index) => ({
    lineNo: index + 1,
    productId: row.product!.value,
    orderQty: row.orderQty!,
    unitPriceCents: toCents(row.unitPrice ?? 0),
    discountPct: row.discountPct ?? 0,
    rdd: row.rdd!,
    loadingPointId: row.loadingPoint!.value,
  })),
});

/** The header fields a saved PO can still change (its number is the business key). */
export type PoHeaderValues = Pick<
  PoFormValues,
  'supplier' | 'originator' | 'destinationCountry' | 'currency'
>;

export const toHeaderValues = (po: PurchaseOrderDetail): PoHeaderValues => ({
  supplier: { value: po.supplierId, label: po.supplierCode },
  originator: po.originator,
  destinationCountry: po.destinationCountry,
  currency: po.currency,
});

export const toHeaderBody = (values: PoHeaderValues): UpdatePurchaseOrderRequest => ({
  supplierId: values.supplier!.value,
  originator: values.originator.trim(),
  destinationCountry: values.destinationCountry!,
  currency: values.currency,
});

/** The server keeps the supplier once goods are planned or shipped on some line. */
export const supplierLocked = (po: PurchaseOrderDetail): boolean =>
  po.lines.some((line) => line.plannedQty > 0 || line.shippedQty > 0);
