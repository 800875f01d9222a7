import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';

/**
 * Of these picture keys, the ones nothing references any more (no engineer, shop, ad, product or user
 * profile): their upload rows are deleted in the same statement and the keys returned, for the files to
 * go once the transaction has committed. Run it after the entry's own reference is gone.
 */
export async function releaseImages(db: Db, keys: string[]): Promise<string[]> {
  const unique = [...new Set(keys)];
  if (!unique.length) return [];
  const rows = await queryRows<{ key: string }>(
    db,
    sql`with candidates(key) as (select unnest(array[${sql.join(unique.map((k) => sql`${k}`), sql`, `)}]::text[])),
      orphans as (
        select c.key from candidates c
        where not exists (select 1 from engineers e
                          where e.profile_image->>'key' = c.key or e.portfolio_images @> jsonb_build_array(jsonb_build_object('key', c.key)))
          and not exists (select 1 from shops s
                          where s.logo->>'key' = c.key or s.images @> jsonb_build_array(jsonb_build_object('key', c.key)))
          and not exists (select 1 from ads a where a.image->>'key' = c.key)
          and not exists (select 1 from users u where u.profile_image->>'key' = c.key)
          and not exists (select 1 from product_images pi join uploads up on up.id = pi.upload_id where up.key = c.key)
      ),
      deleted as (delete from uploads where key in (select key from orphans) returning key)
      select key from orphans`,
  );
  return rows.map((r) => r.key);
}
