import type { FormInstance } from 'antd';
import { ApiError } from '../../../api/http';

/**
 * Puts a failed save's messages next to the fields: a 400 names each field; a 409 (name
 * or key already taken) goes on `conflictField`. The HTTP client has already toasted it.
 */
export function showServerErrors<T>(
  form: FormInstance<T>,
  error: unknown,
  conflictField?: string,
): void {
  if (!(error instanceof ApiError)) return;
  const fields = Object.entries(error.fieldErrors);
  if (fields.length) {
    form.setFields(fields.map(([name, message]) => ({ name: name as never, errors: [message] })));
  } else if (error.code === 409 && conflictField) {
    form.setFields([{ name: conflictField as never, errors: [error.message] }]);
  }
}
