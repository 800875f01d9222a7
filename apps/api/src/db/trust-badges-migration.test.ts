import fs from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/db.ts';
import { buildUser } from '../test/factories.ts';
import type { Database } from './client.ts';
import { auditLog } from './schema/admin.ts';
import { sessions, users } from './schema/users.ts';

// Migration 0009 splits the old is_verified, which every finished sign-up got, into a confirmed phone
// (every finished sign-up) and «موثّق» (only what an admin gave). Its data statements are run here on
// rows as they were before it: is_verified as the only mark, phone_confirmed_at empty.

const MIGRATION = new URL('./migrations/0009_trust_badges.sql', import.meta.url);

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function runDataStatements() {
  const statements = (await fs.readFile(MIGRATION, 'utf8')).split('--> statement-breakpoint').map((s) => s.trim());
  // The first adds the column, which the migrated test database already has.
  expect(statements[0]).toMatch(/^ALTER TABLE "users" ADD COLUMN "phone_confirmed_at"/);
  for (const statement of statements.slice(1)) await database.db.execute(sql.raw(statement));
}

describe('migration 0009_trust_badges', () => {
  it('keeps a confirmed phone for every finished sign-up and «موثّق» only for admin-verified accounts', async () => {
    const db = database.db;
    const before = { phoneConfirmedAt: null };
    const signedUp = await buildUser(db, { ...before, isVerified: true });
    const adminVerified = await buildUser(db, { ...before, isVerified: true });
    // Verified, un-verified by an admin, then flagged again by a password reset (the old reset set it).
    const verifiedThenUndone = await buildUser(db, { ...before, isVerified: true });
    const admin = await buildUser(db, { ...before, isVerified: true, role: 'admin' });
    const pending = await buildUser(db, { ...before, isVerified: false });
    // Un-verified by an admin after finishing the sign-up: the old flag is gone, but they had signed in.
    const unverified = await buildUser(db, { ...before, isVerified: false });
    await db.insert(sessions).values({ userId: unverified.id, tokenHash: 'h', expiresAt: new Date(Date.now() + 86_400_000) });
    const t = Date.now();
    await db.insert(auditLog).values([
      { actorId: admin.id, action: 'user.verify', targetType: 'user', targetId: adminVerified.id, createdAt: new Date(t - 3000) },
      { actorId: admin.id, action: 'user.unverify', targetType: 'user', targetId: adminVerified.id, createdAt: new Date(t - 2000) },
      { actorId: admin.id, action: 'user.verify', targetType: 'user', targetId: adminVerified.id, createdAt: new Date(t - 1000) },
      { actorId: admin.id, action: 'user.verify', targetType: 'user', targetId: verifiedThenUndone.id, createdAt: new Date(t - 2000) },
      { actorId: admin.id, action: 'user.unverify', targetType: 'user', targetId: verifiedThenUndone.id, createdAt: new Date(t - 1000) },
      { actorId: admin.id, action: 'user.unverify', targetType: 'user', targetId: unverified.id, createdAt: new Date(t - 1000) },
    ]);

    await runDataStatements();

    const read = async (id: string) => {
      const [row] = await db.select({ isVerified: users.isVerified, phoneConfirmedAt: users.phoneConfirmedAt }).from(users).where(eq(users.id, id));
      return { verified: row!.isVerified, confirmed: row!.phoneConfirmedAt !== null };
    };
    expect(await read(signedUp.id)).toEqual({ verified: false, confirmed: true });
    expect(await read(adminVerified.id)).toEqual({ verified: true, confirmed: true });
    expect(await read(verifiedThenUndone.id)).toEqual({ verified: false, confirmed: true });
    expect(await read(admin.id)).toEqual({ verified: true, confirmed: true });
    expect(await read(pending.id)).toEqual({ verified: false, confirmed: false });
    expect(await read(unverified.id)).toEqual({ verified: false, confirmed: true });
  });
});
