import {
  fieldLabels,
  isErrorMessageKey,
  label,
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
  if (!named) return label(lang, 'common:words.request');
  return fieldLabels[named]?.[lang] ?? path.map(String).join('.');
}

/** One problem of a zod issue as a message key and params (localized by whoever shows it). */
export interface IssueProblem {
  path: readonly PropertyKey[];
  key: ErrorMessageKey;
  params: Record<string, string | number>;
}

function describeIssue(issue: z.core.$ZodIssue, input: unknown, lang: Language): FieldError[] {
  return issueProblems(issue, input).map((problem) => ({
    field: problem.path.map(String).join('.'),
    message: translateError(lang, 'validation.failed', {
      field: fieldLabel(problem.path, lang),
      problem: translateError(lang, problem.key, problem.params),
    }),
  }));
}

/**
 * What is wrong, as keys: the same wording every route uses, kept unlocalized so a job can
 * store it and say it later in the reader's language (product import).
 */
export function issueProblems(issue: z.core.$ZodIssue, input: unknown): IssueProblem[] {
  const problem = (
    path: readonly PropertyKey[],
    key: ErrorMessageKey,
    params: Record<string, string | number> = {},
  ): IssueProblem => ({ path, key, params });

  // A contract may name its own message key (refinements, `.length(1, {message})`).
  if (isErrorMessageKey(issue.message)) {
    return [
      problem(
        issue.path,
        issue.message,
        ('params' in issue ? (issue.params ?? {}) : {}) as Record<string, string>,
      ),
    ];
  }
  switch (issue.code) {
    case 'unrecognized_keys':
      return issue.keys.map((key) => problem([...issue.path, key], 'validation.unknownField'));
    case 'invalid_type': {
      const value = valueAt(input, issue.path);
      const missing = value === undefined || value === null || value === '';
      return [
        missing
          ? problem(issue.path, 'validation.required')
          : problem(issue.path, 'validation.invalidType', { expected: issue.expected }),
      ];
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') {
        const value = valueAt(input, issue.path);
        const blank = typeof value !== 'string' || value.trim() === '';
        return [
          blank
            ? problem(issue.path, 'validation.required')
            : problem(issue.path, 'validation.tooShort', { min }),
        ];
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return [problem(issue.path, 'validation.tooFewItems', { min })];
      }
      return [problem(issue.path, 'validation.tooSmall', { min })];
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return [problem(issue.path, 'validation.tooLong', { max })];
      if (issue.origin === 'array' || issue.origin === 'set') {
        return [problem(issue.path, 'validation.tooManyItems', { max })];
      }
      return [problem(issue.path, 'validation.tooBig', { max })];
    }
    case 'invalid_format':
      return [
        issue.format === 'regex'
          ? problem(issue.path, 'validation.pattern')
          : problem(issue.path, 'validation.invalidFormat', { format: issue.format }),
      ];
    case 'invalid_value':
      return [problem(issue.path, 'validation.invalidValue', { values: issue.values.join(', ') })];
    default:
      return [problem(issue.path, 'validation.invalid')];
  }
}
