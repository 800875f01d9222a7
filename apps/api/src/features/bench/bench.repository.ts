import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

/** One indexed query: the ceiling a real list is compared to. */
export function firstFeaturedListings(db: Db) {
  return queryRows(db, sql`select id, name from products where status = 'approved' and is_active order by featured desc, created_at desc limit 10`);
}
