import type { FormInstance } from 'antd';
import { ApiError } from '../../api/http';

/** Server field names the form calls differently. */
const FORM_FIELD: Record<string, string> = {
  supplierId: 'supplier',
  productId: 'product',
  loadingPointId: 'loadingPoint',
  unitPriceCents: 'unitPrice',
};

/**
 * Puts a refused save's messages next to their fields (`lines.2.productId` → the form's
 * ['lines', 2, 'product']). Answers true when some field took a message; otherwise the
 * caller shows it (the requests are quiet).
 */
export function showServerErrors<T>(form: FormInstance<T>, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const known = new Set([
    ...Object.keys(form.getFieldsValue() as object),
    ...Object.keys(form.getFieldsValue(true) as object),
  ]);
  const fields = Object.entries(error.fieldErrors).map(([name, message]) => ({
    name: name
      .split('.')
      .map((part) => (/^\d+$/.test(part) ? Number(part) : (FORM_FIELD[part] ?? part))),
    errors: [message],
  }));
  const placed = fields.filter((field) => known.has(String(field.name[0])));
  if (placed.length) form.setFields(placed as never);
  return placed.length > 0;
}
