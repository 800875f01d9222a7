import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { keyedHash } from '../lib/secrets.ts';
import type { SessionUser } from '../lib/session-user.ts';
import { sessionOfToken, touchSession } from './sessions.repository.ts';

export const SESSION_IDLE_DAYS = 30;
const DAY_MS = 86_400_000;
// Sliding the expiry on every request would write on every read; once an hour is plenty for 30 days.
const TOUCH_AFTER_MS = 3_600_000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, when a valid bearer token came with the request. */
    user: SessionUser | null;
  }
  interface FastifyInstance {
    /** The time every rule reads; tests replace it to move through expiry windows without sleeping. */
    now(): Date;
  }
}

/** The token of `Authorization: Bearer …`, when it has a token's length. */
function bearerToken(header: string | undefined): string | undefined {
  if (!header?.startsWith('Bearer ')) return undefined;
  const token = header.slice('Bearer '.length).trim();
  return token.length < 20 || token.length > 200 ? undefined : token;
}

/** Reads `Authorization: Bearer …` into `request.user`; a bad or ended session is treated as signed out. */
export function registerAuthenticate(app: FastifyInstance) {
  app.decorateRequest('user', null);
  const resolveSession = async (request: FastifyRequest, token: string) => {
    const now = app.now();
    const [row] = await sessionOfToken(app.database.db).execute({
      tokenHash: keyedHash(app.config.secret, 'session', token),
      now: now.toISOString(),
    });
    if (!row) {
      request.sessionRefused = true;
      return;
    }
    request.user = { id: row.userId, role: row.role, sessionId: row.sessionId };
    if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_AFTER_MS) {
      await touchSession(app.database.db, row.sessionId, now, new Date(now.getTime() + SESSION_IDLE_DAYS * DAY_MS));
    }
  };
  // A callback hook: most requests carry no token and leave without a promise or a microtask.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) return done();
    resolveSession(request, token).then(() => done(), done);
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    sessionRefused?: boolean;
  }
}

/** onRequest guard: 401 unless signed in; runs before the body is parsed or validated, so a stranger learns no field rules. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
  if (!request.user) throw new AppError(request.sessionRefused ? 'SESSION_EXPIRED' : 'UNAUTHORIZED', 401);
}

/** The one guard of every `/api/v1/admin/…` route: 401 signed out, 403 for anyone but an admin. */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
  await requireUser(request, reply);
  if (request.user?.role !== 'admin') throw new AppError('FORBIDDEN', 403);
}
