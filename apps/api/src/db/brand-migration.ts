import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { canonicalBrand } from '@solar/shared/domain/brands';
import { readSettingRow, upsertSettingRow } from './settings-table.ts';
import { queryRows, type Db } from './client.ts';

// Listings posted before the selling contract stored a known maker in one spelling keep what the seller
// typed ("LONGi", "longi solar"), and the brand filter, which reads "LONGi Solar", missed them (issue #17).
// Data, not schema, like db/phone-migration.ts: it runs at start-up after the SQL migrations, in TypeScript
// because only the shared module knows a maker's spellings. Idempotent, and done once per version of the
// makers list: a settings row marks it finished.

export const BRAND_MIGRATION_KEY = 'brandMigration';
/** Bump when BRANDS or OTHER_MAKERS (reference/catalog.ts) gain a maker whose old spellings need rewriting. */
const VERSION = 1;
const MarkerSchema = z.object({ version: z.number() });

/** Rewrites every listing's brand to its maker's one spelling; answers how many listings changed (null: done before). */
export async function migrateStoredBrands(db: Db, log: (message: string) => void = () => {}): Promise<number | null> {
  const marker = MarkerSchema.safeParse(await readSettingRow(db, BRAND_MIGRATION_KEY));
  if (marker.success && marker.data.version >= VERSION) return null;
  // A few hundred spellings at most, however many listings: read them once, rewrite the ones that change.
  const spellings = await queryRows<{ brand: string }>(db, sql`select distinct brand from products where brand is not null`);
  let changed = 0;
  for (const { brand } of spellings) {
    const to = canonicalBrand(brand);
    if (to === brand) continue;
    // search_version 0 sends the listing back through the search indexer, which reads the new brand.
    const rows = await queryRows<{ id: string }>(db, sql`update products set brand = ${to}, search_version = 0 where brand = ${brand} returning id`);
    changed += rows.length;
  }
  if (changed > 0) log(`Brands: ${changed} listings now carry their maker's one spelling`);
  await upsertSettingRow(db, BRAND_MIGRATION_KEY, { version: VERSION, changed, at: new Date().toISOString() });
  return changed;
}
