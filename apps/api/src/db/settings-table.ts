import { eq, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { settings } from './schema/settings.ts';

// The settings table's plain reads and writes, on the floor the start-up migrations stand on (they keep their
// markers here); the settings feature adds its per-process cache on top (settings.repository.ts).
export async function readSettingRow(db: Db, key: string): Promise<unknown> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value;
}

export async function upsertSettingRow(db: Db, key: string, value: unknown, updatedBy?: string): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value, updatedBy })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedBy, updatedAt: sql`now()` } });
}
