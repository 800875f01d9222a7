import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/** True when a string, or any key or string inside an object or array, holds U+0000. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) {
    for (const item of value) if (holdsNul(item, depth + 1)) return true;
    return false;
  }
  // for…in without allocating entries: this runs on every request (query and params are objects).
  for (const key in value) {
    if (Object.hasOwn(value, key) && (key.includes('\u0000') || holdsNul((value as Record<string, unknown>)[key], depth + 1))) return true;
  }
  return false;
}

/**
 * PostgreSQL cannot store U+0000 in text, so a NUL that reached a query would answer 500. The contract's
 * text fields refuse it with a field message (422); this catches it anywhere else (a query string, a
 * path, a field without a text rule) as 400, after authentication and validation have run.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preHandler', (request, _reply, done) => {
    done(holdsNul(request.query) || holdsNul(request.params) || holdsNul(request.body) ? new AppError('INVALID_CHARACTERS', 400) : undefined);
  });
}
