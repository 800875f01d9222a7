import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema/users.ts';
import { preparedQuery } from '../lib/prepared-query.ts';

// The session of a token: one indexed query, built once (lib/prepared-query.ts). It runs on every
// signed-in request and is not cached: a logout, a suspension or a password reset must end a session
// at once in every process (docs/decisions/011-request-pipeline.md).
export const sessionOfToken = preparedQuery((db) =>
  db
    .select({ sessionId: sessions.id, userId: users.id, role: users.role, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        eq(users.isSuspended, false),
      ),
    )
    .prepare('session_of_token'),
);

/** Slides a session's expiry: it was used at `now`. */
export async function touchSession(db: Db, sessionId: string, now: Date, expiresAt: Date) {
  await db.update(sessions).set({ lastUsedAt: now, expiresAt }).where(eq(sessions.id, sessionId));
}
