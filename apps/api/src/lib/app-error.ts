import type { ErrorCode } from '@solar/shared/contract/error-codes';

/** A failure the client should hear about: a stable machine code, the HTTP status, per-field errors. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    readonly fieldErrors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(code);
  }
}

export const notFound = () => new AppError('NOT_FOUND', 404);
