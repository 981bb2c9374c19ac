import type { ErrorMessageKey } from '@lading/shared';

type Params = Record<string, string | number>;

/** A failure the user can be told about: HTTP status, message key and its params. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly key: ErrorMessageKey,
    readonly params: Params = {},
  ) {
    super(key);
  }
}

export interface FieldError {
  field: string;
  message: string;
}

/** 400: the request itself is malformed; `fields` name each offending field, localized. */
export class ValidationError extends AppError {
  constructor(readonly fields: FieldError[]) {
    super(400, 'validation.failed');
  }
}

export class Unauthorized extends AppError {
  constructor(key: ErrorMessageKey = 'auth.signInRequired', params?: Params) {
    super(401, key, params);
  }
}

export class Forbidden extends AppError {
  constructor(key: ErrorMessageKey, params?: Params) {
    super(403, key, params);
  }
}

export class NotFound extends AppError {
  constructor(key: ErrorMessageKey = 'common.notFound', params?: Params) {
    super(404, key, params);
  }
}

/**
 * The row a lookup found. None is a 404, or `missing()` where the lookup is of something
 * the request refers to (a BusinessRule naming it).
 */
export function found<T extends object>(
  row: T | null | undefined,
  missing: () => AppError = () => new NotFound(),
): T {
  if (row == null) throw missing();
  return row;
}

export class Conflict extends AppError {
  constructor(key: ErrorMessageKey, params?: Params) {
    super(409, key, params);
  }
}

/**
 * 409 that asks: the request would go through once the user confirmed (a file that may
 * already be uploaded, an approval that ends a supplier). The answer's `data.confirm` names
 * the question (its message key); the client asks it and sends the request again with the
 * confirmation the operation's contract names.
 */
export class NeedsConfirmation extends AppError {
  constructor(key: ErrorMessageKey, params?: Params) {
    super(409, key, params);
  }
}

/**
 * 422: well-formed but against a business rule. `fields`, when the rule is about one field
 * (`lines.2.orderQty`), lets a form put the message under it, as a 400's fields do.
 */
export class BusinessRule extends AppError {
  constructor(
    key: ErrorMessageKey,
    params?: Params,
    readonly fields?: FieldError[],
  ) {
    super(422, key, params);
  }
}

export class TooManyRequests extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'common.tooManyRequests', {
      minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)),
    });
  }
}

/** 400 with a specific message, for refusals that are about the input as a whole. */
export class BadRequest extends AppError {
  constructor(key: ErrorMessageKey, params?: Params) {
    super(400, key, params);
  }
}
