import { and, asc, gt, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { specsFromText } from '@solar/shared/domain/specs-from-text';
import { readSettingRow, upsertSettingRow } from './settings-table.ts';
import { products } from './schema/products.ts';
import type { Db } from './client.ts';

// Listings posted before structured specifications (issue #19) wrote their power, voltage and capacity as
// free text. At start-up, after the SQL migrations, each such listing of a type with specifications gets
// them from its own words where they can be read without guessing (docs/decisions/025-listing-specifications.md),
// by the same reading as a posting sent without them (`specsFromText`). A listing that cannot be read keeps
// `specs: null`: it stays public, is found by its type and words but not by the specification filters, and
// the edit form asks its seller for them.
// Idempotent, once per version of these rules (a settings row marks it done), like db/brand-migration.ts.

export const SPECS_BACKFILL_KEY = 'specsBackfill';
/** Bump when `specsFromText` learns to read more, so listings it could not read are tried again. */
const VERSION = 1;
const MarkerSchema = z.object({ version: z.number() });
const BATCH = 1000;

const SPEC_TYPES = ['Panel', 'Battery', 'Charging Devices', 'Integrated System'] as const;

/**
 * Fills the specifications of listings that have none from their free text; answers how many were filled
 * and how many could not be read (null: done before).
 */
export async function backfillListingSpecs(db: Db, log: (message: string) => void = () => {}): Promise<{ filled: number; unread: number } | null> {
  const marker = MarkerSchema.safeParse(await readSettingRow(db, SPECS_BACKFILL_KEY));
  if (marker.success && marker.data.version >= VERSION) return null;
  let filled = 0;
  let unread = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const batch = await db
      .select({
        id: products.id, type: products.type, name: products.name, model: products.model, brand: products.brand,
        description: products.description, specifications: products.specifications,
      })
      .from(products)
      .where(and(isNull(products.specs), inArray(products.type, [...SPEC_TYPES]), gt(products.id, after)))
      .orderBy(asc(products.id))
      .limit(BATCH);
    if (!batch.length) break;
    after = batch.at(-1)!.id;
    const read = batch.flatMap((row) => {
      const specs = specsFromText(row);
      return specs ? [{ id: row.id, specs: JSON.stringify(specs) }] : [];
    });
    unread += batch.length - read.length;
    if (read.length) {
      // search_version 0 sends the listing back through the search indexer, which reads the new specs.
      await db.execute(sql`
        update ${products} set specs = v.specs::jsonb, search_version = 0
        from unnest(${sql.param(read.map((r) => r.id))}::uuid[], ${sql.param(read.map((r) => r.specs))}::text[]) as v(id, specs)
        where ${products.id} = v.id and ${products.specs} is null`);
      filled += read.length;
    }
  }
  if (filled || unread) log(`Specifications: ${filled} listings read from their text, ${unread} left for their sellers to fill in`);
  await upsertSettingRow(db, SPECS_BACKFILL_KEY, { version: VERSION, filled, unread, at: new Date().toISOString() });
  return { filled, unread };
}
