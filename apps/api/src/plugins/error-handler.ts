import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorEnvelope } from '@solar/shared/contract/common';
import type { ErrorCode } from '@solar/shared/contract/error-codes';
import { AppError } from '../lib/app-error.ts';
import { translate } from '../lib/messages.ts';
import { DATABASE_RETRY_AFTER_SECONDS, databaseOutage, errorChain } from '../lib/db-availability.ts';

// Zod issue codes → the catalogue's generic field messages, when a schema gave no key of its own.
const ISSUE_MESSAGES: Record<string, string> = {
  invalid_type: 'field.invalidType',
  too_small: 'field.tooSmall',
  too_big: 'field.tooBig',
  unrecognized_keys: 'field.unknownField',
  invalid_value: 'field.invalidOption',
  invalid_format: 'field.invalid',
};

interface Issue {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

function fieldErrors(request: FastifyRequest, issues: Issue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const isMissing = issue.keyword === 'invalid_type' && /received undefined/.test(issue.message ?? '');
    const key = issue.message && /^[a-z]+:[\w.]+$/.test(issue.message)
      ? issue.message
      : isMissing
        ? 'field.required'
        : (ISSUE_MESSAGES[issue.keyword] ?? 'field.invalid');
    const keys = issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params?.keys) ? (issue.params.keys as string[]) : [];
    const base = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const names = keys.length ? keys.map((k) => (base ? `${base}.${k}` : k)) : [base || '_'];
    for (const name of names) errors[name] ??= translate(request.lang, key);
  }
  return errors;
}

/** Sends the error envelope of docs/product-decisions.md section 2. */
export function sendError(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  code: ErrorCode,
  errors?: Record<string, string>,
  existing?: ErrorEnvelope['existing'],
) {
  const body: ErrorEnvelope = {
    status: 'error',
    code,
    message: translate(request.lang, code),
    ...(errors && Object.keys(errors).length ? { errors } : {}),
    ...(existing ? { existing } : {}),
  };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

const CHARACTER_ERRORS = new Set(['22021', '22P05', '54000']);

/** The SQLSTATE of a database error, whether the driver's error came wrapped by drizzle or not. */
function sqlState(error: unknown): string | undefined {
  for (const e of errorChain(error)) if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  return undefined;
}

/** The one error handler: every failure leaves as the envelope; nothing ≥ 500 reveals internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return sendError(reply, request, error.statusCode, error.code, error.fieldErrors, error.existing);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A malformed query or path is a bad request; a body that breaks the rules failed validation.
      const status = error.validationContext === 'body' ? 422 : 400;
      return sendError(reply, request, status, 'VALIDATION_FAILED', fieldErrors(request, error.validation as Issue[]));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, 'response did not match its schema');
      return sendError(reply, request, 500, 'UNEXPECTED');
    }
    // A character PostgreSQL cannot store (U+0000, or bytes not in UTF-8) that slipped past the input
    // guard is the caller's bad input, not our failure.
    if (CHARACTER_ERRORS.has(sqlState(error) ?? '')) return sendError(reply, request, 400, 'INVALID_CHARACTERS');
    const outage = databaseOutage(error);
    if (outage) {
      // "Try again shortly", never 500. A write whose connection broke under it may have committed: it
      // says so (the Idempotency-Key of posting makes the retry safe); a read, or a write that never
      // reached the database, is simply unavailable.
      request.log.warn({ err: error, outage }, 'database unavailable');
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      const mayHaveWritten = outage === 'dropped' && !['GET', 'HEAD', 'OPTIONS'].includes(request.method);
      return sendError(reply, request, 503, mayHaveWritten ? 'OUTCOME_UNKNOWN' : 'SERVICE_UNAVAILABLE');
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unexpected error');
      return sendError(reply, request, 500, 'UNEXPECTED');
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return sendError(reply, request, 415, 'UNSUPPORTED_MEDIA_TYPE');
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendError(reply, request, 413, 'PAYLOAD_TOO_LARGE');
    if (status === 429) return sendError(reply, request, 429, 'TOO_MANY_REQUESTS');
    return sendError(reply, request, status, STATUS_CODES[status] ?? 'BAD_REQUEST');
  });
}
