import { and, asc, desc, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productImages, products } from '../../db/schema/products.ts';
import { uploads, users } from '../../db/schema/users.ts';
import type { BrowseProductsQuery } from '@solar/shared/contract/products';

/** Approved, active and not expired: the only products anyone but the owner and admins may see. */
export const isPublicProduct = (): SQL =>
  and(
    eq(products.status, 'approved'),
    eq(products.isActive, true),
    or(isNull(products.expiresAt), gt(products.expiresAt, sql`now()`)),
  )!;

const ORDER: Record<NonNullable<BrowseProductsQuery['sort']>, SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  oldest: [asc(products.createdAt), asc(products.id)],
  price_asc: [asc(products.priceUsd), desc(products.createdAt)],
  price_desc: [desc(products.priceUsd), desc(products.createdAt)],
};
// Without an explicit sort, featured listings lead and the newest follow.
const DEFAULT_ORDER = [desc(products.featured), desc(products.createdAt), desc(products.id)];

export type ProductRow = typeof products.$inferSelect;

export interface ProductImageRow {
  id: string;
  key: string;
  width: number;
  height: number;
}

export interface ProductWithSeller {
  product: ProductRow;
  seller: { id: string; name: string; isVerified: boolean; profileImage: typeof users.$inferSelect.profileImage };
  images: ProductImageRow[];
}

// The pictures of a product in its own order, gathered inside the same query as the product.
const imagesOf = sql<ProductImageRow[] | null>`(
  select json_agg(json_build_object('id', ${productImages.id}, 'key', ${uploads.key}, 'width', ${uploads.width}, 'height', ${uploads.height})
                  order by ${productImages.position})
  from ${productImages} join ${uploads} on ${uploads.id} = ${productImages.uploadId}
  where ${productImages.productId} = ${products.id})`;

const productWithSeller = {
  product: products,
  seller: { id: users.id, name: users.name, isVerified: users.isVerified, profileImage: users.profileImage },
  images: imagesOf,
};

/**
 * One page of public products, their sellers and pictures, and the total, in one round trip: the
 * total rides along as a window count; only a page past the end needs a second query to learn it.
 */
export async function listPublicProducts(db: Db, query: BrowseProductsQuery) {
  const where = and(
    isPublicProduct(),
    eq(users.isSuspended, false),
    query.governorate ? eq(products.governorate, query.governorate) : undefined,
    query.city ? eq(products.city, query.city) : undefined,
  );
  const rows = await db
    .select({ ...productWithSeller, total: sql<number>`count(*) over ()` })
    .from(products)
    .innerJoin(users, eq(users.id, products.userId))
    .where(where)
    .orderBy(...(query.sort ? ORDER[query.sort] : DEFAULT_ORDER))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && query.page > 1) {
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(products).innerJoin(users, eq(users.id, products.userId)).where(where);
    total = Number(count?.n ?? 0);
  }
  return { rows: rows.map(({ total: _total, images, ...row }) => ({ ...row, images: images ?? [] })) as ProductWithSeller[], total };
}
