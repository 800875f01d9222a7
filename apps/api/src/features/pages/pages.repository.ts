import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { engineers, shops } from '../../db/schema/directory.ts';
import { products } from '../../db/schema/products.ts';
import { users } from '../../db/schema/users.ts';
import { wantedRequests } from '../../db/schema/wanted.ts';
import { isPublicProduct } from '../products/products.service.ts';

export type SitemapKind = 'products' | 'engineers' | 'shops' | 'wanted';

/** What a sitemap lists: public listings (the rule of every public list), engineers, shops and open wanted requests. */
const SOURCES = {
  products: {
    table: products,
    public: (now: Date) => and(isPublicProduct(now), eq(users.isSuspended, false)),
    owner: products.userId,
  },
  engineers: { table: engineers, public: () => undefined, owner: null },
  shops: { table: shops, public: () => undefined, owner: null },
  wanted: {
    table: wantedRequests,
    public: (now: Date) => and(eq(wantedRequests.status, 'approved'), gt(wantedRequests.expiresAt, now), eq(users.isSuspended, false)),
    owner: wantedRequests.userId,
  },
} as const;

/** How many public entries of a kind there are (for the sitemap index). */
export async function countSitemapEntries(db: Db, kind: SitemapKind, now: Date): Promise<number> {
  const source = SOURCES[kind];
  const base = db.select({ n: sql<number>`count(*)::int` }).from(source.table);
  const rows = source.owner
    ? await base.innerJoin(users, eq(users.id, source.owner)).where(source.public(now))
    : await base;
  return Number(rows[0]?.n ?? 0);
}

/** One sitemap file of a kind: ids after `afterId` in id order, with when each last changed. */
export async function sitemapEntries(db: Db, kind: SitemapKind, now: Date, afterId: string | undefined, limit: number) {
  const source = SOURCES[kind];
  const { id, updatedAt } = source.table;
  const base = db.select({ id, updatedAt }).from(source.table);
  const where = and(source.public(now), afterId ? gt(id, afterId) : undefined);
  const query = source.owner ? base.innerJoin(users, eq(users.id, source.owner)).where(where) : base.where(where);
  return query.orderBy(asc(id)).limit(limit);
}

/** The id that starts sitemap file `page` (1-based) of a kind: every `size`-th id, read off the primary key. */
export async function sitemapPageStart(db: Db, kind: SitemapKind, now: Date, page: number, size: number): Promise<string | undefined> {
  if (page <= 1) return undefined;
  const source = SOURCES[kind];
  const { id } = source.table;
  const base = db.select({ id }).from(source.table);
  const where = source.public(now);
  const query = source.owner ? base.innerJoin(users, eq(users.id, source.owner)).where(where) : base.where(where);
  const [row] = await query.orderBy(asc(id)).limit(1).offset((page - 1) * size - 1);
  return row?.id;
}
