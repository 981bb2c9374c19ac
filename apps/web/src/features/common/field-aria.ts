import type { AriaAttributes } from 'react';

/**
 * The ARIA props antd's Form.Item gives its control (issue 22): the error text's id
 * (`aria-describedby`), `aria-invalid` and `aria-required`. antd's own inputs take them; a
 * select of ours passes them on, or its error and "required" never reach a screen reader.
 * `aria-label` names a control that has no visible label of its own (a line of a table).
 */
export type FieldAriaProps = Pick<
  AriaAttributes,
  'aria-describedby' | 'aria-invalid' | 'aria-required' | 'aria-label'
>;

const FIELD_ARIA = ['aria-describedby', 'aria-invalid', 'aria-required', 'aria-label'] as const;

/** The field ARIA props among `props`, those given only. */
export function fieldAria(props: FieldAriaProps): FieldAriaProps {
  const picked: FieldAriaProps = {};
  for (const key of FIELD_ARIA) {
    if (props[key] !== undefined) Object.assign(picked, { [key]: props[key] });
  }
  return picked;
}
