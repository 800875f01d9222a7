import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/** True when a string, or any key or string inside an object or array, holds U+0000. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item, depth + 1));
}

/**
 * PostgreSQL cannot store U+0000 in text, so a NUL that reached a query would answer 500. The contract's
 * text fields refuse it with a field message (422); this catches it anywhere else (a query string, a
 * path, a field without a text rule) as 400, after authentication and validation have run.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    if (holdsNul(request.query) || holdsNul(request.params) || holdsNul(request.body)) throw new AppError('INVALID_CHARACTERS', 400);
  });
}
