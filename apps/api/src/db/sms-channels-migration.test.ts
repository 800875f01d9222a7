import fs from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/db.ts';
import { buildUser } from '../test/factories.ts';
import type { Database } from './client.ts';
import { users } from './schema/users.ts';

// Migration 0015 gives each channel its own confirmation. Before it, one code went to the phone and the
// e-mail and nothing recorded which copy came back, so a finished sign-up keeps both. Its data statement
// is run here on rows as they were before it: phone_confirmed_at the only mark.
const MIGRATION = new URL('./migrations/0015_sms_channels.sql', import.meta.url);

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('migration 0015_sms_channels', () => {
  it('keeps a finished sign-up confirmed on both channels and a waiting one on neither', async () => {
    const db = database.db;
    const confirmedAt = new Date('2026-03-01T10:00:00Z');
    const finished = await buildUser(db, { phoneConfirmedAt: confirmedAt, emailConfirmedAt: null });
    const waiting = await buildUser(db, { phoneConfirmedAt: null, emailConfirmedAt: null });
    const statements = (await fs.readFile(MIGRATION, 'utf8')).split('--> statement-breakpoint').map((s) => s.trim());
    const backfill = statements.find((s) => s.startsWith('UPDATE "users"'));
    expect(backfill).toBeDefined();
    await db.execute(sql.raw(backfill!));
    const row = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0]!;
    expect(await row(finished.id)).toMatchObject({ phoneConfirmedAt: confirmedAt, emailConfirmedAt: confirmedAt });
    expect(await row(waiting.id)).toMatchObject({ phoneConfirmedAt: null, emailConfirmedAt: null });
  });
});
