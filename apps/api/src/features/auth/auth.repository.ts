import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oneTimeCodes, sessions, users } from '../../db/schema/users.ts';

export type UserRow = typeof users.$inferSelect;
export type CodePurpose = (typeof oneTimeCodes.$inferSelect)['purpose'];

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone));
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Inserts a new account; undefined when a concurrent sign-up took the phone or e-mail first. */
export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

// The configured admin's account (boot.ts ensureAdmin): written as it is, without the sign-up's rules.
export async function createAdminAccount(db: Db, values: typeof users.$inferInsert) {
  await db.insert(users).values(values);
}

export async function setAdminAccount(db: Db, id: string, values: Partial<typeof users.$inferInsert>) {
  await db.update(users).set(values).where(eq(users.id, id));
}

export async function deleteUser(db: Db, id: string) {
  await db.delete(users).where(eq(users.id, id));
}

/**
 * Holds this account's row until the transaction ends, so checks and writes of its codes and limits run
 * one request at a time (two requests that read the same counter would both pass a check-then-act).
 */
export async function lockUser(db: Db, id: string) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
}

/** Burns every outstanding code and reset token of a user (their password or owner changed). */
export async function deleteCodes(db: Db, userId: string) {
  await db.delete(oneTimeCodes).where(eq(oneTimeCodes.userId, userId));
}

export async function updateUser(db: Db, id: string, values: Partial<typeof users.$inferInsert>, now: Date): Promise<UserRow> {
  const [row] = await db.update(users).set({ ...values, updatedAt: now }).where(eq(users.id, id)).returning();
  return row!;
}

export async function insertCode(db: Db, values: typeof oneTimeCodes.$inferInsert) {
  await db.insert(oneTimeCodes).values(values);
}

/** The newest code of this purpose for this user: only the latest one is ever valid. */
export async function latestCode(db: Db, userId: string, purpose: CodePurpose) {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return row;
}

/** Wrong tries on codes of this purpose since `since`, across every code (a new code does not reset them). */
export async function failedAttemptsSince(db: Db, userId: string, purpose: CodePurpose, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${oneTimeCodes.attempts}), 0)::int` })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), gte(oneTimeCodes.createdAt, since)));
  return Number(row?.n ?? 0);
}

export async function countCodesSince(db: Db, userId: string, purpose: CodePurpose, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), gte(oneTimeCodes.createdAt, since)));
  return Number(row?.n ?? 0);
}

export async function addFailedAttempt(db: Db, codeId: string) {
  await db.update(oneTimeCodes).set({ attempts: sql`${oneTimeCodes.attempts} + 1` }).where(eq(oneTimeCodes.id, codeId));
}

/** Marks a code used; false when another request used it first (single use under concurrency). */
export async function consumeCode(db: Db, codeId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.id, codeId), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  return rows.length === 1;
}

export async function insertSession(db: Db, values: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(values);
}

export async function revokeSession(db: Db, sessionId: string, now: Date) {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user at once (password reset, suspension, role change). */
export async function revokeAllSessions(db: Db, userId: string, now: Date) {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

