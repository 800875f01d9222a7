import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema/settings.ts';
import { settingsChanged } from './settings-cache.ts';

export async function readSetting(db: Db, key: string): Promise<unknown> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value;
}

/**
 * Stores a setting and drops this process's cached copies (settings-cache.ts). Inside a transaction, a
 * read between this write and the commit may still keep the old value, for SETTINGS_TTL_MS at most:
 * the same bound as another process; a caller can call settingsChanged() after the commit to close it.
 */
export async function writeSetting(db: Db, key: string, value: unknown, updatedBy?: string) {
  await db
    .insert(settings)
    .values({ key, value, updatedBy })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedBy, updatedAt: sql`now()` } });
  settingsChanged();
}

/** Inserts a default only where the key is missing, so an admin's edits survive restarts. */
export async function insertSettingIfMissing(db: Db, key: string, value: unknown) {
  await db.insert(settings).values({ key, value }).onConflictDoNothing();
}
