import { and, asc, gt, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { savedSearchKey } from '@solar/shared/domain/saved-search-key';
import { readSettingRow, upsertSettingRow } from './settings-table.ts';
import { savedSearches } from './schema/alerts.ts';
import { queryRows, type Db } from './client.ts';

// Searches saved before migration 0017 have no filters key. At start-up, after the SQL migrations, each
// gets the key its filters make (in TypeScript: only the shared folding reads words as the product list
// does). A search that repeats one its owner already has keeps no key: both stay, nothing is deleted, and
// a new save of those filters is refused with the one that has it. Once per version, like
// db/brand-migration.ts (a settings row marks it done).

export const SAVED_SEARCH_KEYS_KEY = 'savedSearchKeys';
/** Bump when `savedSearchKey` reads filters differently, so stored keys are made again. */
const VERSION = 1;
const MarkerSchema = z.object({ version: z.number() });
const BATCH = 1000;

/** Gives every saved search without a key its key; answers how many got one and how many repeat another (null: done before). */
export async function backfillSavedSearchKeys(db: Db, log: (message: string) => void = () => {}): Promise<{ keyed: number; repeats: number } | null> {
  const marker = MarkerSchema.safeParse(await readSettingRow(db, SAVED_SEARCH_KEYS_KEY));
  if (marker.success && marker.data.version >= VERSION) return null;
  let keyed = 0;
  let repeats = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const batch = await db
      .select({ id: savedSearches.id, userId: savedSearches.userId, filters: savedSearches.filters })
      .from(savedSearches)
      .where(and(isNull(savedSearches.filtersKey), gt(savedSearches.id, after)))
      .orderBy(asc(savedSearches.id))
      .limit(BATCH);
    if (!batch.length) break;
    after = batch.at(-1)!.id;
    // One statement cannot see its own rows, so copies within a batch are told apart here first.
    const seen = new Set<string>();
    const rows = batch.flatMap((row) => {
      const key = savedSearchKey(row.filters);
      if (seen.has(`${row.userId} ${key}`)) return [];
      seen.add(`${row.userId} ${key}`);
      return [{ id: row.id, key }];
    });
    const updated = await queryRows<{ id: string }>(db, sql`
      update ${savedSearches} s set filters_key = v.key
      from unnest(${sql.param(rows.map((r) => r.id))}::uuid[], ${sql.param(rows.map((r) => r.key))}::text[]) as v(id, key)
      where s.id = v.id and not exists (select 1 from ${savedSearches} o where o.user_id = s.user_id and o.filters_key = v.key)
      returning s.id`);
    keyed += updated.length;
    repeats += batch.length - updated.length;
  }
  if (repeats) log(`Saved searches: ${repeats} repeat an older search of their owner and keep no key`);
  await upsertSettingRow(db, SAVED_SEARCH_KEYS_KEY, { version: VERSION, keyed, repeats, at: new Date().toISOString() });
  return { keyed, repeats };
}
