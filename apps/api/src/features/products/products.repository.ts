import { and, asc, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
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

const productWithSeller = {
  product: products,
  seller: { id: users.id, name: users.name, isVerified: users.isVerified, profileImage: users.profileImage },
};

export type ProductRow = typeof products.$inferSelect;
export interface ProductWithSeller {
  product: ProductRow;
  seller: { id: string; name: string; isVerified: boolean; profileImage: typeof users.$inferSelect.profileImage };
}

export async function listPublicProducts(db: Db, query: BrowseProductsQuery) {
  const where = and(
    isPublicProduct(),
    eq(users.isSuspended, false),
    query.governorate ? eq(products.governorate, query.governorate) : undefined,
    query.city ? eq(products.city, query.city) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select(productWithSeller)
      .from(products)
      .innerJoin(users, eq(users.id, products.userId))
      .where(where)
      .orderBy(...(query.sort ? ORDER[query.sort] : DEFAULT_ORDER))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .innerJoin(users, eq(users.id, products.userId))
      .where(where),
  ]);
  return { rows: rows as ProductWithSeller[], total: Number(count?.total ?? 0) };
}

export interface ProductImageRow {
  id: string;
  productId: string;
  key: string;
  width: number;
  height: number;
}

/** The pictures of many products in one query, in each product's own order. */
export async function findProductImages(db: Db, productIds: string[]): Promise<Map<string, ProductImageRow[]>> {
  const byProduct = new Map<string, ProductImageRow[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({ id: productImages.id, productId: productImages.productId, key: uploads.key, width: uploads.width, height: uploads.height })
    .from(productImages)
    .innerJoin(uploads, eq(uploads.id, productImages.uploadId))
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.productId), asc(productImages.position));
  for (const row of rows) byProduct.get(row.productId)?.push(row);
  return byProduct;
}
