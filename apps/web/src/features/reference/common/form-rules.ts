import type { FormRule } from 'antd';
import type { ZodType } from 'zod';

/**
 * What the text rules need of a form's `t`, whatever its namespace: the common
 * `rules.maxLength` (products and suppliers use these rules too).
 */
export type MaxLengthText = (
  key: 'rules.maxLength',
  options: { ns: 'common'; max: number },
) => string;

/** A text the contract trims and requires, at most `max` characters. */
export const requiredText = (t: MaxLengthText, message: string, max: number): FormRule[] => [
  { required: true, whitespace: true, message },
  { max, message: t('rules.maxLength', { ns: 'common', max }) },
];

/** An optional text of at most `max` characters. */
export const optionalText = (t: MaxLengthText, max: number): FormRule[] => [
  { max, message: t('rules.maxLength', { ns: 'common', max }) },
];

/**
 * A value checked by the contract's own schema (so the form and the server agree on the
 * limits); an empty value is left to the `required` rule.
 */
export const matchesSchema = (schema: ZodType, message: string): FormRule => ({
  validator: (_, value: unknown) =>
    value === undefined || value === null || value === '' || schema.safeParse(value).success
      ? Promise.resolve()
      : Promise.reject(new Error(message)),
});

/** A required number checked by the contract's schema. */
export const requiredNumber = (
  schema: ZodType,
  messages: { required: string; invalid: string },
): FormRule[] => [
  { required: true, message: messages.required },
  matchesSchema(schema, messages.invalid),
];
