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

// Paths that carry an e-mail, a phone or a token: the part after the prefix is replaced.
const SECRET_IN_PATH: readonly [RegExp, string][] = [
  [/^(\/api\/v1\/auth\/verify(?:-forgot-password|-otp)\/)[^/?]*/, '$1[identifier]'],
  // The unsubscribe links of alerts: the token alone stops someone's alerts.
  [/^(\/u\/|\/api\/v1\/alerts\/unsubscribe\/)[^/?]*/, '$1[token]'],
];
// Where the query string carries secrets or identifiers: auth and dev calls (the outbox's `?to=`), and
// the account pages a link from a message opens (`/reset-password?identifier=…&token=…`).
const SECRET_QUERY = /^\/(?:api\/v1\/(?:auth|dev)\/|(?:reset-password|forgot-password|verify-otp|signup|login|update-profile|u)(?:[/?]|$))/;

/** The request line as logged: identifiers and tokens in the path replaced, no query string where it holds them. */
export function redactUrl(url: string): string {
  const path = SECRET_IN_PATH.reduce((redacted, [pattern, replacement]) => redacted.replace(pattern, replacement), url);
  return SECRET_QUERY.test(path) ? path.replace(/\?.*$/, '') : path;
}

/** Fastify logger serializers that keep secrets and personal data out of every log line. */
export const logSerializers = {
  err: (error: unknown) => redactError(error),
  req: (request: FastifyRequest) => ({ method: request.method, url: redactUrl(request.url), remoteAddress: request.ip }),
};
