import type { z } from 'zod';
import type { AdsQuery, EngineersQuery, JoinRequestBodySchema, ShopsQuery } from '@solar/shared/contract/directory';
import { BRANDS } from '@solar/shared/reference/catalog';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { ImageStore } from '../../lib/image-store.ts';
import { normalizePhone } from '../../lib/phone.ts';
import { enforceRateLimits } from '../../lib/rate-limit.ts';
import { visitorNetwork } from '../../lib/visitor-network.ts';
import { findEntry, insertJoinRequestUnlessPending, listActiveAds, listEngineers, listShops } from './directory.repository.ts';
import { presentAd, presentEngineer, presentEngineerSummary, presentShop, presentShopSummary } from './directory.presenter.ts';
import { searchTerms, type SearchTerm } from './directory.search.ts';
import { isUuid } from '../../lib/ids.ts';
import { pageOf } from '../../lib/reply.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import type { DirectoryEntryRow } from '../../db/schema/directory.ts';

// What the admin directory takes from the public one goes through this file (eslint.config.js).
export type { AdRow, EngineerRow, JoinRequestRow, ShopRow } from './directory.repository.ts';
export { presentAd, presentEngineer, presentShop } from './directory.presenter.ts';
export { adSearchText, engineerSearchText, shopSearchText } from './directory.search.ts';

/** Join requests per IP address per hour: enough for a family sharing a connection, not for a flood. */
export const JOIN_REQUESTS_PER_IP_PER_HOUR = 5;

/** What the public directory reads of the request (lib/request-context.ts). */
type DirectoryContext = Pick<RequestContext, 'db' | 'store'>;
type Paged = { search_keyword?: string | undefined; page: number; limit: number };

/** One page of a kind's entries matching every filter given, each as its summary in a list. */
async function searched<Q extends Paged, Row, Summary>(
  ctx: DirectoryContext,
  query: Q,
  list: (db: Db, query: Q, terms: SearchTerm[]) => Promise<{ rows: Row[]; total: number }>,
  present: (store: ImageStore, row: Row) => Summary,
) {
  const { rows, total } = await list(ctx.db, query, searchTerms(query.search_keyword));
  return pageOf(rows.map((row) => present(ctx.store, row)), total, query);
}

// Brands are stored as the shops spell them; a picker brand typed in another case still finds them.
const canonicalBrand = (brand: string) => BRANDS.find((b) => b.toLowerCase() === brand.toLowerCase()) ?? brand;

/** The engineers matching every filter given (the same for `getAllEngineer` and `filters-engineer`). */
export const searchEngineers = (ctx: DirectoryContext, query: EngineersQuery) => searched(ctx, query, listEngineers, presentEngineerSummary);
export const searchShops = (ctx: DirectoryContext, query: ShopsQuery) =>
  searched(ctx, query, (db, q, terms) => listShops(db, q.brand ? { ...q, brand: canonicalBrand(q.brand) } : q, terms), presentShopSummary);
export const searchAds = (ctx: DirectoryContext, query: AdsQuery) => searched(ctx, query, listActiveAds, presentAd);

const profiles = { engineer: presentEngineer, shop: presentShop };

/** One engineer's or shop's profile; a malformed id is simply not found. */
export async function getProfile<K extends keyof typeof profiles>(ctx: DirectoryContext, kind: K, id: string) {
  const row = isUuid(id) ? await findEntry(ctx.db, kind, id) : undefined;
  if (!row) throw notFound();
  const present = profiles[kind] as (store: ImageStore, row: DirectoryEntryRow<K>) => ReturnType<(typeof profiles)[K]>;
  return present(ctx.store, row);
}

/** What a join request reads of the request: it is limited per IP address. */
export type JoinContext = Pick<RequestContext, 'db' | 'shared' | 'now' | 'ip'>;

/**
 * Stores a request to join the directory for the admins. Limited per IP; a second request of the same type
 * from the same e-mail while the first is still waiting is a 409, so a double tap does not queue two.
 */
export async function requestJoin(ctx: JoinContext, body: z.output<typeof JoinRequestBodySchema>) {
  await enforceRateLimits(ctx.shared, ctx.now, [{ key: `request-join:ip:${visitorNetwork(ctx.ip)}`, limit: JOIN_REQUESTS_PER_IP_PER_HOUR, windowSeconds: 3600 }]);
  const row = await insertJoinRequestUnlessPending(ctx.db, {
    fullName: body.fullName,
    email: body.email,
    type: body.type,
    phoneNumber: normalizePhone(body.phoneNumber),
    content: body.content,
    ip: ctx.ip,
    createdAt: ctx.now,
  });
  if (!row) throw new AppError('JOIN_REQUEST_DUPLICATE', 409);
  return { _id: row.id, type: row.type, createdAt: row.createdAt.toISOString() };
}
