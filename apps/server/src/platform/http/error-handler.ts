import { translateError, type ErrorMessageKey } from '@lading/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/constraint-errors';
import {
  AppError,
  BusinessRule,
  NeedsConfirmation,
  TooManyRequests,
  ValidationError,
} from './errors';

/** Fastify's own 4xx errors that users can cause, and what to tell them. */
const FASTIFY_ERRORS: Record<string, ErrorMessageKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'common.badJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'common.badJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'common.badJson',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'common.badJson',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'common.badJson',
};

/** The one place errors become the `{code, message, data}` envelope in the caller's language. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const lang = request.lang ?? 'en';
    if (error instanceof ValidationError) {
      return reply.status(400).send({
        code: 400,
        message: error.fields.map((field) => field.message).join('; '),
        data: { errors: error.fields },
      });
    }
    if (error instanceof AppError) {
      if (error instanceof TooManyRequests) reply.header('retry-after', error.retryAfterSeconds);
      const message = translateError(lang, error.key, error.params);
      const fields = error instanceof BusinessRule ? error.fields : undefined;
      return reply.status(error.status).send({
        code: error.status,
        message,
        data: fields
          ? { errors: fields }
          : error instanceof NeedsConfirmation
            ? { confirm: error.key }
            : null,
      });
    }
    if (isUniqueViolation(error)) {
      return reply
        .status(409)
        .send({ code: 409, message: translateError(lang, 'common.nameExists'), data: null });
    }
    if (isForeignKeyViolation(error)) {
      // a delete the service did not check (db/references.ts), or lost a race to a new use
      return reply
        .status(409)
        .send({ code: 409, message: translateError(lang, 'common.inUse'), data: null });
    }
    const status =
      'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const key = FASTIFY_ERRORS['code' in error ? String(error.code) : ''] ?? 'common.badJson';
      return reply
        .status(status)
        .send({ code: status, message: translateError(lang, key), data: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ code: 500, message: translateError(lang, 'common.internal'), data: null });
  });

  app.setNotFoundHandler((request, reply) => {
    const lang = request.lang ?? 'en';
    return reply.status(404).send({
      code: 404,
      message: translateError(lang, 'common.routeNotFound', {
        method: request.method,
        url: request.url.split('?')[0] ?? '',
      }),
      data: null,
    });
  });
}
