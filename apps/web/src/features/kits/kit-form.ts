import type { Activeness, KitItem, KitLifeCycle, SaveKitRequest } from '@lading/shared';
import type { FormInstance } from 'antd';
import { ApiError } from '../../api/http';
import { placeFieldErrors } from '../common/first-error';
import { productLabel, type ProductOption } from './ProductSelect';

export interface ComponentRow {
  product?: ProductOption | undefined;
  qty?: number | undefined;
}

export interface KitFormValues {
  kitCode: string;
  name: string;
  lifeCycle: KitLifeCycle;
  activeness: Activeness;
  description?: string | undefined;
  components: ComponentRow[];
}

export const NEW_KIT: Partial<KitFormValues> = {
  lifeCycle: 'New',
  activeness: 'Active',
  components: [{ qty: 1 }],
};

export const toFormValues = (kit: KitItem): KitFormValues => ({
  kitCode: kit.kitCode,
  name: kit.name,
  lifeCycle: kit.lifeCycle,
  activeness: kit.activeness,
  description: kit.description,
  components: kit.components.map((c) => ({
    product: { value: c.product.id, label: productLabel(c.product) },
    qty: c.qty,
  })),
});

export const toSaveBody = (values: KitFormValues): SaveKitRequest => ({
  kitCode: values.kitCode.trim(),
  name: values.name.trim(),
  lifeCycle: values.lifeCycle,
  activeness: values.activeness,
  description: (values.description ?? '').trim(),
  components: values.components.map((row) => ({ product: row.product!.value, qty: row.qty! })),
});

/**
 * Puts a refused save's messages next to their fields: the server names list fields as
 * `components.2.product`, the form as ['components', 2, 'product']. A 409 goes on
 * `conflictField` (kit code or name, whichever the message names).
 */
export function showKitServerErrors(
  form: FormInstance<KitFormValues>,
  error: unknown,
  conflictField: 'kitCode' | 'name',
): void {
  if (!(error instanceof ApiError)) return;
  const fields = Object.entries(error.fieldErrors);
  if (fields.length) {
    placeFieldErrors(
      form,
      fields.map(([name, message]) => ({
        name: name.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
        errors: [message],
      })),
    );
  } else if (error.code === 409) {
    placeFieldErrors(form, [{ name: conflictField, errors: [error.message] }]);
  }
}
