import { fieldLabels } from '@lading/shared';
import type { FormInstance } from 'antd';
import { ApiError } from '../../api/http';
import { placeFieldErrors } from '../common/first-error';

/** Server field names the form calls differently. */
const FORM_FIELD: Record<string, string> = {
  supplierId: 'supplier',
  productId: 'product',
  loadingPointId: 'loadingPoint',
  unitPriceCents: 'unitPrice',
};

const formName = (field: string) => FORM_FIELD[field] ?? field;

/**
 * A business-rule refusal (422) without `data.errors` names its field by label only —
 * "Supplier: the supplier cannot change…" / "供应商：…" — so the label is matched back to
 * the contract's names. (Order refusals carry `data.errors` with the field's path.)
 */
function refusedField(message: string): { fields: string[]; problem: string } | undefined {
  const match = /^(.+?)(?:: |：)(.+)$/s.exec(message);
  if (!match) return undefined;
  const label = match[1]!;
  const problem = match[2]!;
  const fields = Object.entries(fieldLabels)
    .filter(([, names]) => Object.values(names).includes(label))
    .map(([field]) => formName(field));
  return fields.length
    ? { fields, problem: problem.charAt(0).toUpperCase() + problem.slice(1) }
    : undefined;
}

/**
 * Puts a refused save's messages next to their fields (`lines.2.productId` → the form's
 * ['lines', 2, 'product']; a 422 on the header's supplier → 'supplier'). Answers true when
 * some field took a message; otherwise the caller shows it (the requests are quiet).
 */
export function showServerErrors<T>(form: FormInstance<T>, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const known = new Set([
    ...Object.keys(form.getFieldsValue() as object),
    ...Object.keys(form.getFieldsValue(true) as object),
  ]);
  const fields = Object.entries(error.fieldErrors).map(([name, message]) => ({
    name: name.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : formName(part))),
    errors: [message],
  }));
  const placed = fields.filter((field) => known.has(String(field.name[0])));
  if (placed.length) {
    placeFieldErrors(form, placed);
    return true;
  }
  const refused = error.code === 422 ? refusedField(error.message) : undefined;
  const field = refused?.fields.find((name) => known.has(name));
  if (!refused || !field) return false;
  placeFieldErrors(form, [{ name: field, errors: [refused.problem] }]);
  return true;
}
