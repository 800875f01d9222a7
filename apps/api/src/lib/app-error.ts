import type { ErrorEnvelope } from '@solar/shared/contract/common';
import type { ErrorCode } from '@solar/shared/contract/error-codes';

/**
 * A failure the client should hear about: a stable machine code, the HTTP status, per-field errors, and
 * for a 409 "already exists" the item that exists.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    readonly fieldErrors?: Record<string, string>,
    readonly headers?: Record<string, string>,
    readonly existing?: ErrorEnvelope['existing'],
  ) {
    super(code);
  }
}

export const notFound = () => new AppError('NOT_FOUND', 404);

/** A 409: what the caller asked to create exists already; the answer names it. */
export const alreadyExists = (code: ErrorCode, existing: NonNullable<ErrorEnvelope['existing']>) => new AppError(code, 409, undefined, undefined, existing);
