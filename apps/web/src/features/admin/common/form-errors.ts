import type { FormInstance } from 'antd';
import { ApiError } from '../../../api/http';
import { placeFieldErrors } from '../../common/first-error';

/**
 * Puts a failed save's messages next to the fields: a 400 names each field; a 409 (name
 * or key already taken) goes on `conflictField`; the first of them takes the focus. The HTTP
 * client has already toasted it.
 */
export function showServerErrors<T>(
  form: FormInstance<T>,
  error: unknown,
  conflictField?: string,
): void {
  if (!(error instanceof ApiError)) return;
  const fields = Object.entries(error.fieldErrors);
  if (fields.length) {
    placeFieldErrors(
      form,
      fields.map(([name, message]) => ({ name, errors: [message] })),
    );
  } else if (error.code === 409 && conflictField) {
    placeFieldErrors(form, [{ name: conflictField, errors: [error.message] }]);
  }
}
