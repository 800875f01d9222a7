import { and, desc, eq, gte, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oneTimeCodes, sessions, users } from '../../db/schema/users.ts';

export type UserRow = typeof users.$inferSelect;
export type CodePurpose = (typeof oneTimeCodes.$inferSelect)['purpose'];
export type Channel = (typeof oneTimeCodes.$inferSelect)['channel'];

// Who holds a phone or an e-mail (the unique indexes of db/schema/users.ts): the account that confirmed
// it, or a sign-up still waiting for its codes.
const holdsPhone = sql`(${users.phoneConfirmedAt} is not null or ${users.emailConfirmedAt} is null)`;
const holdsEmail = sql`(${users.emailConfirmedAt} is not null or ${users.phoneConfirmedAt} is null)`;
const emailIs = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;

/**
 * The holder of a value, else the one account that names it without having confirmed it (it signs in by
 * its other channel, and may confirm this one). Several such accounts and no holder: nobody, since
 * choosing one would send its code to whoever owns the value.
 */
async function findByValue(db: Db, matches: SQL, holds: SQL): Promise<UserRow | undefined> {
  const rows = await db.select({ user: users, holds: sql<boolean>`${holds}` }).from(users).where(matches).orderBy(desc(holds), desc(users.createdAt)).limit(2);
  if (rows[0]?.holds || rows.length === 1) return rows[0]?.user;
  return undefined;
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return findByValue(db, emailIs(email), holdsEmail);
}

export function findUserByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  return findByValue(db, eq(users.phone, phone), holdsPhone);
}

/** The account holding this e-mail: a sign-up with it is refused, the admin bootstrap decides from it. */
export async function findEmailHolder(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(and(emailIs(email), holdsEmail));
  return row;
}

/** The account holding this phone. */
export async function findPhoneHolder(db: Db, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(and(eq(users.phone, phone), holdsPhone));
  return row;
}

const isUniqueViolation = (error: unknown) => {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return (code ?? cause?.code) === '23505';
};

/**
 * Records that a code sent on `channel` came back. Undefined when another account holds that phone or
 * e-mail (the same person proved it for another account first): it stays unconfirmed here.
 */
export async function confirmChannel(db: Db, id: string, channel: Channel, now: Date): Promise<UserRow | undefined> {
  const column = channel === 'sms' ? users.phoneConfirmedAt : users.emailConfirmedAt;
  const taken =
    channel === 'sms'
      ? sql`exists (select 1 from users o where o.phone = ${users.phone} and o.id <> ${users.id} and (o.phone_confirmed_at is not null or o.email_confirmed_at is null))`
      : sql`exists (select 1 from users o where lower(o.email) = lower(${users.email}) and o.id <> ${users.id} and (o.email_confirmed_at is not null or o.phone_confirmed_at is null))`;
  try {
    const [row] = await db
      .update(users)
      .set({ [channel === 'sms' ? 'phoneConfirmedAt' : 'emailConfirmedAt']: sql`coalesce(${column}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
      .where(and(eq(users.id, id), sql`not ${taken}`))
      .returning();
    return row;
  } catch (error) {
    // Two accounts confirming one phone at the same moment: the unique index let one through.
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
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

/** The newest code of this purpose (on this channel, when given) for this user: only the latest one is ever valid. */
export async function latestCode(db: Db, userId: string, purpose: CodePurpose, channel?: Channel) {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), channel ? eq(oneTimeCodes.channel, channel) : undefined))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return row;
}

/**
 * Wrong tries on codes of this purpose since `since`, across every code (a new code does not reset them).
 * A guess is compared with the code of each channel, so the channel with the most wrong tries counts.
 */
export async function failedAttemptsSince(db: Db, userId: string, purpose: CodePurpose, since: Date): Promise<number> {
  const perChannel = db
    .select({ n: sql<number>`sum(${oneTimeCodes.attempts})`.as('n') })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), gte(oneTimeCodes.createdAt, since)))
    .groupBy(oneTimeCodes.channel)
    .as('per_channel');
  const [row] = await db.select({ n: sql<number>`coalesce(max(${perChannel.n}), 0)::int` }).from(perChannel);
  return Number(row?.n ?? 0);
}

/** How many times codes of this purpose were issued since `since` (the codes of one request count once). */
export async function countIssuesSince(db: Db, userId: string, purpose: CodePurpose, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${oneTimeCodes.createdAt})::int` })
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

