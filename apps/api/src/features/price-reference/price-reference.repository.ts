import { and, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/products.ts';
import { users } from '../../db/schema/users.ts';
import { isPublicProduct, type ProductRow } from '../products/products.service.ts';

export interface SimilarListings {
  kind: 'panel' | 'battery';
  type: ProductRow['type'];
  governorate: string;
  condition: ProductRow['condition'];
  /** For batteries, the chemistries of the listing's family; null for any. */
  chemistries: readonly string[] | null;
  exceptId: string;
}

/**
 * USD prices per W (panels) or per usable kWh (batteries) of the public listings like `like`, made public
 * since `since`, newest first, at most `limit`: one indexed read.
 */
export async function similarPublicUnitPrices(db: Db, like: SimilarListings, since: Date, now: Date, limit: number) {
  const sizeColumn = like.kind === 'panel' ? products.specPowerW : products.specKwh;
  return db
    .select({ perUnit: sql<string>`${products.priceUsd} / ${sizeColumn}` })
    .from(products)
    .innerJoin(users, eq(users.id, products.userId))
    .where(
      and(
        isPublicProduct(now),
        eq(users.isSuspended, false),
        eq(products.type, like.type),
        eq(products.governorate, like.governorate),
        eq(products.condition, like.condition),
        gte(products.postedAt, since),
        sql`${sizeColumn} > 0`,
        like.chemistries ? inArray(products.specChemistry, [...like.chemistries]) : undefined,
        ne(products.id, like.exceptId),
      ),
    )
    .orderBy(desc(products.postedAt), desc(products.id))
    .limit(limit);
}
