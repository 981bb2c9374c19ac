import type {
  DeliverablePoLine,
  DeliveryNoteDetails,
  SaveDeliveryNoteRequest,
  SupplierRef,
} from '@lading/shared';
import type { FormInstance } from 'antd';
import { ApiError } from '../../../api/http';
import { placeFieldErrors } from '../../common/first-error';
import type { SupplierOption } from '../../common/SupplierSelect';

/** A line of the form: the PO line it names (shown, not edited) and the quantity typed. */
export interface NoteLineRow {
  poLineId: number;
  poNumber: string;
  poLineNo: number;
  productCode: string;
  productName: string;
  rdd: string | null;
  qty: number | null;
}

export interface NoteFormValues {
  supplier?: SupplierOption | undefined;
  warehouseId?: number | undefined;
  /** `YYYY-MM-DD` (the date picker's value is normalized to it) */
  expectedArrival?: string | undefined;
  packages?: number | null;
  grossWeightKg?: number | null;
  remark?: string;
  lines: NoteLineRow[];
}

/** A new note: the supplier preselected when the user works for exactly one. */
export const newNote = (suppliers: readonly SupplierRef[]): NoteFormValues => ({
  supplier:
    suppliers.length === 1 ? { value: suppliers[0]!.id, label: suppliers[0]!.code } : undefined,
  packages: 0,
  grossWeightKg: 0,
  remark: '',
  lines: [],
});

export const toFormValues = (note: DeliveryNoteDetails): NoteFormValues => ({
  supplier: { value: note.supplierId, label: note.supplierName },
  warehouseId: note.warehouseId,
  expectedArrival: note.expectedArrival ?? undefined,
  packages: note.packages,
  grossWeightKg: note.grossWeightKg,
  remark: note.remark,
  lines: note.lines.map((line) => ({
    poLineId: line.poLineId,
    poNumber: line.poNumber,
    poLineNo: line.poLineNo,
    productCode: line.productCode,
    productName: line.productName,
    rdd: null,
    qty: line.qty,
  })),
});

/** A picked PO line as a new line of the form, its whole deliverable quantity proposed. */
export const rowOfPoLine = (line: DeliverablePoLine): NoteLineRow => ({
  poLineId: line.poLineId,
  poNumber: line.poNumber,
  poLineNo: line.poLineNo,
  productCode: line.productCode,
  productName: line.productName,
  rdd: line.rdd,
  qty: line.deliverableQty,
});

export const toSaveBody = (values: NoteFormValues, submit: boolean): SaveDeliveryNoteRequest => ({
  supplierId: values.supplier!.value,
  warehouseId: values.warehouseId!,
  packages: values.packages ?? 0,
  grossWeightKg: values.grossWeightKg ?? 0,
  expectedArrival: values.expectedArrival || null,
  remark: values.remark?.trim() ?? '',
  lines: values.lines.map((line) => ({ poLineId: line.poLineId, qty: line.qty ?? 0 })),
  submit,
});

/** The form's field for a field the server names (`lines.2.qty` → ['lines', 2, 'qty']). */
export function formPathOf(field: string): (string | number)[] | undefined {
  const [head, index] = field.split('.');
  if (head === 'supplierId') return ['supplier'];
  if (head === 'lines') {
    if (index === undefined || !/^\d+$/.test(index)) return ['lines'];
    // the line's only input is its quantity: a message on its PO line goes there too
    return ['lines', Number(index), 'qty'];
  }
  const known = ['warehouseId', 'expectedArrival', 'packages', 'grossWeightKg', 'remark'];
  return head && known.includes(head) ? [head] : undefined;
}

/**
 * Puts a refused save's messages (a 400's or a 422's `fields`) under their fields and goes
 * to the first; the client has toasted the refusal itself. True when some field took one.
 */
export function showNoteErrors(form: FormInstance<NoteFormValues>, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const fields = Object.entries(error.fieldErrors).flatMap(([field, message]) => {
    const name = formPathOf(field);
    return name ? [{ name, errors: [message] }] : [];
  });
  placeFieldErrors(form, fields);
  return fields.length > 0;
}
