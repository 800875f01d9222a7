import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema/settings.ts';
import { readSettingRow, upsertSettingRow } from '../../db/settings-table.ts';
import { settingsChanged } from './settings-cache.ts';

export async function readSetting(db: Db, key: string): Promise<unknown> {
  return readSettingRow(db, key);
}

/**
 * Stores a setting and drops this process's cached copies (settings-cache.ts). Inside a transaction, a
 * read between this write and the commit may still keep the old value, for SETTINGS_TTL_MS at most:
 * the same bound as another process; a caller can call settingsChanged() after the commit to close it.
 */
export async function writeSetting(db: Db, key: string, value: unknown, updatedBy?: string) {
  await upsertSettingRow(db, key, value, updatedBy);
  settingsChanged();
}

/** Inserts a default only where the key is missing, so an admin's edits survive restarts. */
export async function insertSettingIfMissing(db: Db, key: string, value: unknown) {
  await db.insert(settings).values({ key, value }).onConflictDoNothing();
}
