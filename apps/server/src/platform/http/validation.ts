import {
  fieldLabels,
  isErrorMessageKey,
  translateError,
  type ErrorMessageKey,
  type Language,
} from '@lading/shared';
import type { z } from 'zod';
import { ValidationError, type FieldError } from './errors';

/** Parses with a shared contract; on failure throws a ValidationError naming each field. */
export function parseInput<T extends z.ZodType>(
  schema: T,
  input: unknown,
  lang: Language,
): z.output<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw new ValidationError(
    result.error.issues.flatMap((issue) => describeIssue(issue, input, lang)),
  );
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function fieldLabel(path: readonly PropertyKey[], lang: Language): string {
  const named = [...path].reverse().find((key): key is string => typeof key === 'string');
  if (!named) return lang === 'zh' ? '请求' : 'request';
  return fieldLabels[named]?.[lang] ?? path.map(String).join('.');
}

function describeIssue(issue: z.core.$ZodIssue, input: unknown, lang: Language): FieldError[] {
  const t = (key: ErrorMessageKey, params?: Record<string, string | number>) =>
    translateError(lang, key, params);
  const field = (path: readonly PropertyKey[]) => path.map(String).join('.');
  const entry = (path: readonly PropertyKey[], problem: string): FieldError => ({
    field: field(path),
    message: t('validation.failed', { field: fieldLabel(path, lang), problem }),
  });

  // A contract may name its own message key (refinements, `.length(1, {message})`).
  if (isErrorMessageKey(issue.message)) {
    return [
      entry(
        issue.path,
        t(issue.message, ('params' in issue ? (issue.params ?? {}) : {}) as Record<string, string>),
      ),
    ];
  }
  switch (issue.code) {
    case 'unrecognized_keys':
      return issue.keys.map((key) => entry([...issue.path, key], t('validation.unknownField')));
    case 'invalid_type': {
      const value = valueAt(input, issue.path);
      const missing = value === undefined || value === null || value === '';
      return [
        entry(
          issue.path,
          missing
            ? t('validation.required')
            : t('validation.invalidType', { expected: issue.expected }),
        ),
      ];
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') {
        const value = valueAt(input, issue.path);
        const blank = typeof value !== 'string' || value.trim() === '';
        return [
          entry(issue.path, blank ? t('validation.required') : t('validation.tooShort', { min })),
        ];
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return [entry(issue.path, t('validation.tooFewItems', { min }))];
      }
      return [entry(issue.path, t('validation.tooSmall', { min }))];
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return [entry(issue.path, t('validation.tooLong', { max }))];
      if (issue.origin === 'array' || issue.origin === 'set') {
        return [entry(issue.path, t('validation.tooManyItems', { max }))];
      }
      return [entry(issue.path, t('validation.tooBig', { max }))];
    }
    case 'invalid_format':
      return [
        entry(
          issue.path,
          issue.format === 'regex'
            ? t('validation.pattern')
            : t('validation.invalidFormat', { format: issue.format }),
        ),
      ];
    case 'invalid_value':
      return [entry(issue.path, t('validation.invalidValue', { values: issue.values.join(', ') }))];
    default:
      return [entry(issue.path, t('validation.invalid'))];
  }
}
