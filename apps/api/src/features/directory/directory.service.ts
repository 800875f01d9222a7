import type { z } from 'zod';
import type { AdsQuery, EngineersQuery, JoinRequestBodySchema, ShopsQuery } from '@solar/shared/contract/directory';
import { BRANDS } from '@solar/shared/reference/catalog';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { ImageStore } from '../../lib/image-store.ts';
import { normalizePhone } from '../../lib/phone.ts';
import { enforceRateLimits } from '../../lib/rate-limit.ts';
import {
  findEngineer, findShop, insertJoinRequestUnlessPending, listActiveAds, listEngineers, listShops,
} from './directory.repository.ts';
import { presentAd, presentEngineer, presentEngineerSummary, presentShop, presentShopSummary } from './directory.presenter.ts';
import { searchTerms } from './directory.search.ts';
import { isUuid } from '../../lib/ids.ts';
import { pageOf } from '../../lib/page.ts';
import type { SharedState } from '../../lib/shared-state.ts';

// What the admin directory takes from the public one goes through this file (eslint.config.js).
export { findEngineer, findShop, type AdRow, type EngineerRow, type JoinRequestRow, type ShopRow } from './directory.repository.ts';
export { presentAd, presentEngineer, presentShop } from './directory.presenter.ts';
export { adSearchText, engineerSearchText, shopSearchText } from './directory.search.ts';

/** Join requests per IP address per hour: enough for a family sharing a connection, not for a flood. */
export const JOIN_REQUESTS_PER_IP_PER_HOUR = 5;



/** The engineers matching every filter given (the same for `getAllEngineer` and `filters-engineer`). */
export async function searchEngineers(db: Db, store: ImageStore, query: EngineersQuery) {
  const { rows, total } = await listEngineers(db, query, searchTerms(query.search_keyword));
  return pageOf(rows.map((row) => presentEngineerSummary(store, row)), total, query);
}

/** One engineer's profile; a malformed id is simply not found. */
export async function getEngineer(db: Db, store: ImageStore, id: string) {
  const row = isUuid(id) ? await findEngineer(db, id) : undefined;
  if (!row) throw notFound();
  return { status: 'success' as const, data: presentEngineer(store, row) };
}

// Brands are stored as the shops spell them; a picker brand typed in another case still finds them.
const canonicalBrand = (brand: string) => BRANDS.find((b) => b.toLowerCase() === brand.toLowerCase()) ?? brand;

export async function searchShops(db: Db, store: ImageStore, query: ShopsQuery) {
  const normalized = query.brand ? { ...query, brand: canonicalBrand(query.brand) } : query;
  const { rows, total } = await listShops(db, normalized, searchTerms(query.search_keyword));
  return pageOf(rows.map((row) => presentShopSummary(store, row)), total, query);
}

export async function getShop(db: Db, store: ImageStore, id: string) {
  const row = isUuid(id) ? await findShop(db, id) : undefined;
  if (!row) throw notFound();
  return { status: 'success' as const, data: presentShop(store, row) };
}

export async function searchAds(db: Db, store: ImageStore, query: AdsQuery) {
  const { rows, total } = await listActiveAds(db, query, searchTerms(query.search_keyword));
  return pageOf(rows.map((row) => presentAd(store, row)), total, query);
}

export interface JoinContext {
  db: Db;
  /** Rate-limit counters every process shares. */
  shared: SharedState;
  now: Date;
  ip: string;
}

/**
 * Stores a request to join the directory for the admins. Limited per IP; a second request of the same type
 * from the same e-mail while the first is still waiting is a 409, so a double tap does not queue two.
 */
export async function requestJoin(ctx: JoinContext, body: z.output<typeof JoinRequestBodySchema>) {
  await enforceRateLimits(ctx.shared, ctx.now, [{ key: `request-join:ip:${ctx.ip}`, limit: JOIN_REQUESTS_PER_IP_PER_HOUR, windowSeconds: 3600 }]);
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
