import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import type { ZodType } from 'zod';

/** A text the contract trims and requires, at most `max` characters. */
export const requiredText = (t: TFunction, message: string, max: number): FormRule[] => [
  { required: true, whitespace: true, message },
  { max, message: t('common.maxLength', { max }) },
];

/** An optional text of at most `max` characters. */
export const optionalText = (t: TFunction, max: number): FormRule[] => [
  { max, message: t('common.maxLength', { max }) },
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
