import type { FormInstance } from 'antd';

/**
 * Issue 22: where a refused save leaves the user: its first invalid field, scrolled to the
 * middle and focused, so a screen reader reads the field with its error (`aria-describedby`).
 * Every form gets it for its own checks (AntdArea's ConfigProvider); `placeFieldErrors` does
 * the same for the server's.
 */
export const FIRST_ERROR = { block: 'center', focus: true } as const;

type FieldError = { name: string | (string | number)[]; errors: string[] };

/** Puts the server's messages next to their fields and goes to the first of them. */
export function placeFieldErrors<T>(form: FormInstance<T>, fields: FieldError[]) {
  const first = fields[0];
  if (!first) return;
  form.setFields(fields as never);
  form.scrollToField(first.name as never, FIRST_ERROR);
}
