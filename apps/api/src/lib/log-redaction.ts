import type { FastifyRequest } from 'fastify';

// Nothing sensitive in logs (docs/product-decisions.md section 4): a failed query's parameters carry argon2 hashes,
// e-mails, phones and token hashes, and PostgreSQL's `detail` repeats a failing row's values. Errors are
// logged with the query text but without them; request lines without identifiers typed into the path.

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  cause?: LoggedError;
}

// Drizzle's DrizzleQueryError message is "Failed query: <sql>\nparams: <values>".
const redactMessage = (message: string) => message.replace(/\nparams:[\s\S]*$/, '\nparams: [redacted]');

/** An error as the log may keep it: type, message and stack without parameters, the SQLSTATE, its cause. */
export function redactError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[not an Error]', stack: '' };
  const message = redactMessage(error.message);
  const frames = error.stack?.split('\n').filter((line) => /^\s+at /.test(line)) ?? [];
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
    ...(typeof code === 'string' ? { code } : {}),
    ...(error.cause !== undefined && depth < 3 ? { cause: redactError(error.cause, depth + 1) } : {}),
  };
}

// Routes whose path carries an e-mail or phone, and the outbox's `?to=`.
const IDENTIFIER_IN_PATH = /^(\/api\/v1\/auth\/verify(?:-forgot-password|-otp)\/)[^/?]*/;

/** The request line as logged: the path with identifiers replaced and no query string on auth and dev routes. */
export function redactUrl(url: string): string {
  const withoutIdentifier = url.replace(IDENTIFIER_IN_PATH, '$1[identifier]');
  return /^\/api\/v1\/(auth|dev)\//.test(withoutIdentifier) ? withoutIdentifier.replace(/\?.*$/, '') : withoutIdentifier;
}

/** Fastify logger serializers that keep secrets and personal data out of every log line. */
export const logSerializers = {
  err: (error: unknown) => redactError(error),
  req: (request: FastifyRequest) => ({ method: request.method, url: redactUrl(request.url), remoteAddress: request.ip }),
};
