import { and, arrayOverlaps, count, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { engineers, products, shops, users, wantedOffers, wantedReports, wantedRequests } from '../../db/schema/index.ts';
import type { WantedListQuery } from '@solar/shared/contract/wanted';

export type WantedRow = typeof wantedRequests.$inferSelect;
export type OfferRow = typeof wantedOffers.$inferSelect;

const buyerColumns = {
  id: users.id, name: users.name, isVerified: users.isVerified, phoneConfirmedAt: users.phoneConfirmedAt, createdAt: users.createdAt,
  isSuspended: users.isSuspended, profileImage: users.profileImage, phone: users.phone,
};
export type PersonRow = { [K in keyof typeof buyerColumns]: (typeof users.$inferSelect)[K] };

const offersCount = sql<number>`(select count(*)::int from ${wantedOffers} o where o.request_id = ${wantedRequests.id} and o.status <> 'removed')`.as('offers_count');

/** A request is public while approved, not expired, and its buyer not suspended. */
export const isOpenSql = (now: Date) => and(eq(wantedRequests.status, 'approved'), sql`${wantedRequests.expiresAt} > ${now.toISOString()}::timestamptz`, eq(users.isSuspended, false));

export const requestIsOpen = (now: Date) => and(eq(wantedRequests.status, 'approved'), sql`${wantedRequests.expiresAt} > ${now.toISOString()}::timestamptz`);
export const offerIsActive = eq(wantedOffers.status, 'active');
export type ReportReason = (typeof wantedReports.$inferInsert)['reason'];

export async function findPerson(db: Db, id: string) {
  const [row] = await db.select(buyerColumns).from(users).where(eq(users.id, id));
  return row;
}

/** The governorates where the user has a public listing. */
export async function sellerGovernorates(db: Db, userId: string, now: Date): Promise<string[]> {
  const rows = await queryRows<{ governorate: string }>(
    db,
    sql`select distinct governorate from products where user_id = ${userId}::uuid and status = 'approved' and is_active
          and (expires_at is null or expires_at > ${now.toISOString()}::timestamptz)`,
  );
  return rows.map((r) => r.governorate);
}

export async function insertRequest(db: Db, values: typeof wantedRequests.$inferInsert): Promise<string> {
  const [row] = await db.insert(wantedRequests).values(values).returning({ id: wantedRequests.id });
  return row!.id;
}

export async function findRequest(db: Db, id: string) {
  const [row] = await db
    .select({ request: wantedRequests, buyer: buyerColumns, offersCount })
    .from(wantedRequests)
    .innerJoin(users, eq(users.id, wantedRequests.userId))
    .where(eq(wantedRequests.id, id));
  return row;
}
export type RequestWithBuyer = NonNullable<Awaited<ReturnType<typeof findRequest>>>;

/** Open requests, newest first, by type and governorate; `near` adds the governorates a seller sells in. */
export async function listOpen(db: Db, now: Date, query: Pick<WantedListQuery, 'type' | 'governorate' | 'page' | 'limit'>, governorates?: string[]) {
  const where = and(
    isOpenSql(now),
    query.type ? arrayOverlaps(wantedRequests.types, [query.type]) : undefined,
    query.governorate ? eq(wantedRequests.governorate, query.governorate) : undefined,
    governorates ? (governorates.length ? inArray(wantedRequests.governorate, governorates) : sql`false`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ request: wantedRequests, buyer: buyerColumns, offersCount })
      .from(wantedRequests)
      .innerJoin(users, eq(users.id, wantedRequests.userId))
      .where(where)
      .orderBy(desc(wantedRequests.postedAt), desc(wantedRequests.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(wantedRequests).innerJoin(users, eq(users.id, wantedRequests.userId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function listOwn(db: Db, userId: string) {
  return db
    .select({ request: wantedRequests, buyer: buyerColumns, offersCount })
    .from(wantedRequests)
    .innerJoin(users, eq(users.id, wantedRequests.userId))
    .where(eq(wantedRequests.userId, userId))
    .orderBy(desc(wantedRequests.createdAt))
    .limit(50);
}

export async function listForReview(db: Db, status: 'pending' | 'approved' | 'rejected', page: number, limit: number) {
  const where = eq(wantedRequests.status, status);
  const [rows, [total]] = await Promise.all([
    db
      .select({ request: wantedRequests, buyer: buyerColumns, offersCount, openReports: sql<number>`(select count(*)::int from ${wantedReports} r where r.request_id = ${wantedRequests.id} and r.status = 'open')` })
      .from(wantedRequests)
      .innerJoin(users, eq(users.id, wantedRequests.userId))
      .where(where)
      .orderBy(wantedRequests.createdAt)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(wantedRequests).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Applies a decision only to the version the admin read (or, without one, to whatever is there). */
export async function applyDecision(tx: Db, id: string, version: number | undefined, from: WantedRow['status'][], changes: Partial<typeof wantedRequests.$inferInsert>) {
  const [row] = await tx
    .update(wantedRequests)
    .set({ ...changes, version: sql`${wantedRequests.version} + 1` })
    .where(and(eq(wantedRequests.id, id), inArray(wantedRequests.status, from), version === undefined ? undefined : eq(wantedRequests.version, version)))
    .returning();
  return row;
}

export async function updateRequest(tx: Db, id: string, where: SQL | undefined, changes: Partial<typeof wantedRequests.$inferInsert>) {
  const [row] = await tx.update(wantedRequests).set(changes).where(and(eq(wantedRequests.id, id), where)).returning();
  return row;
}

/** Marks requests whose time ran out as expired; answers how many. */
export async function expireRequests(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(wantedRequests)
    .set({ status: 'expired', closedAt: now, updatedAt: now })
    .where(and(eq(wantedRequests.status, 'approved'), lte(wantedRequests.expiresAt, now)))
    .returning({ id: wantedRequests.id });
  return rows.length;
}

/** The offer, or nothing when this answerer has one already (the unique index decides between parallel posts). */
export async function insertOffer(db: Db, values: typeof wantedOffers.$inferInsert): Promise<OfferRow | undefined> {
  const [row] = await db.insert(wantedOffers).values(values).onConflictDoNothing({ target: [wantedOffers.requestId, wantedOffers.userId] }).returning();
  return row;
}

export async function findOffer(db: Db, offerId: string) {
  const [row] = await db.select().from(wantedOffers).where(eq(wantedOffers.id, offerId));
  return row;
}

export async function findOwnOffer(db: Db, requestId: string, userId: string) {
  const [row] = await db.select({ id: wantedOffers.id }).from(wantedOffers).where(and(eq(wantedOffers.requestId, requestId), eq(wantedOffers.userId, userId)));
  return row?.id;
}

export async function updateOffer(db: Db, id: string, where: SQL | undefined, changes: Partial<typeof wantedOffers.$inferInsert>) {
  const [row] = await db.update(wantedOffers).set(changes).where(and(eq(wantedOffers.id, id), where)).returning();
  return row;
}

export type EntryRow = { kind: 'shop' | 'engineer'; id: string; name: string; is_verified: boolean; governorate: string };

/** The shops and engineers an admin linked to this user, or (with `only`) just that one if it is. */
export async function ownedEntries(db: Db, userId: string, only?: { kind: 'shop' | 'engineer'; id: string }): Promise<EntryRow[]> {
  const pick = (kind: 'shop' | 'engineer') => {
    const table = kind === 'shop' ? shops : engineers;
    return sql`select ${kind}::text as kind, id, name, is_verified, governorate from ${table} where owner_id = ${userId}::uuid${only ? sql` and id = ${only.id}::uuid` : sql``}`;
  };
  const parts = only ? [pick(only.kind)] : [pick('shop'), pick('engineer')];
  return queryRows<EntryRow>(db, sql`${sql.join(parts, sql` union all `)} order by name`);
}

// The entry an offer was made as, only while it is still linked to the offer's answerer.
const entryOf = (column: string) =>
  sql.raw(`(case ${['shop', 'engineer'].map((kind) => `when wanted_offers.entry_kind = '${kind}' then (select e.${column} from ${kind === 'shop' ? 'shops' : 'engineers'} e where e.id = wanted_offers.entry_id and e.owner_id = wanted_offers.user_id)`).join(' ')} end)`);

/** Offers with their answerers' public facts, contacts and count of public listings. */
export async function offersWithAnswerers(db: Db, requestId: string, now: Date, onlyUserId?: string) {
  return db
    .select({
      offer: wantedOffers,
      answerer: buyerColumns,
      entryName: sql<string | null>`${entryOf('name')}`,
      entryVerified: sql<boolean | null>`${entryOf('is_verified')}`,
      entryGovernorate: sql<string | null>`${entryOf('governorate')}`,
      whatsappPhone: sql<string | null>`(select p.whatsapp_phone from ${products} p where p.user_id = ${users.id} and p.whatsapp_phone is not null order by p.created_at desc limit 1)`,
      publicListings: sql<number>`(select count(*)::int from ${products} p where p.user_id = ${users.id} and p.status = 'approved' and p.is_active and (p.expires_at is null or p.expires_at > ${now.toISOString()}::timestamptz))`,
    })
    .from(wantedOffers)
    .innerJoin(users, eq(users.id, wantedOffers.userId))
    .where(and(eq(wantedOffers.requestId, requestId), sql`${wantedOffers.status} <> 'removed'`, onlyUserId ? eq(wantedOffers.userId, onlyUserId) : undefined))
    .orderBy(wantedOffers.createdAt);
}

/** The answerer's own public listings among `ids`, with what an offer line needs. */
export async function ownPublicListings(db: Db, userId: string, ids: string[], now: Date) {
  if (!ids.length) return [];
  return queryRows<{ id: string; type: OfferRow['lines'][number]['type']; name: string; power_w: string | null; spec_kwh: string | null }>(
    db,
    sql`select id, type, name, spec_power_w::text as power_w, spec_kwh::text as spec_kwh from products
        where user_id = ${userId}::uuid and id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})
          and status = 'approved' and is_active and (expires_at is null or expires_at > ${now.toISOString()}::timestamptz)`,
  );
}

/**
 * Who is told of a newly approved request: sellers with a public listing of one of its types in its
 * governorate (a battery or a panel at least the asked size, when one is asked), and owners of an
 * alerting saved search of one of its types in that governorate or anywhere. Never the buyer, a
 * suspended user or one whose alerts an admin stopped.
 */
export async function matchingSellers(db: Db, request: WantedRow, now: Date): Promise<string[]> {
  const conditions = request.items.map((item) => {
    const wanted = item.type === 'Battery' ? item.kwh : item.type === 'Panel' ? item.powerW : undefined;
    const size = item.type === 'Battery' ? sql`p.spec_kwh` : sql`p.spec_power_w`;
    return wanted ? sql`(p.type = ${item.type} and (${size} is null or ${size} >= ${wanted}))` : sql`p.type = ${item.type}`;
  });
  const rows = await queryRows<{ user_id: string }>(
    db,
    sql`select distinct p.user_id from products p join users u on u.id = p.user_id
        where p.governorate = ${request.governorate} and p.status = 'approved' and p.is_active
          and (p.expires_at is null or p.expires_at > ${now.toISOString()}::timestamptz)
          and (${sql.join(conditions, sql` or `)})
          and p.user_id <> ${request.userId}::uuid and not u.is_suspended and not u.alerts_stopped and not u.wanted_notices_stopped`,
  );
  return rows.map((r) => r.user_id);
}

export async function matchingSearches(db: Db, request: WantedRow): Promise<{ id: string; user_id: string; channel: 'sms' | 'email'; name: string }[]> {
  return queryRows(
    db,
    sql`select distinct on (s.user_id) s.id, s.user_id, s.channel, s.name from saved_searches s join users u on u.id = s.user_id
        where s.frequency <> 'off' and s.filters->>'type' in (${sql.join(request.types.map((t) => sql`${t}`), sql`, `)})
          and coalesce(s.filters->>'governorate', ${request.governorate}) = ${request.governorate}
          and s.user_id <> ${request.userId}::uuid and not u.is_suspended and not u.alerts_stopped and not u.wanted_notices_stopped
        order by s.user_id, s.created_at`,
  );
}

/**
 * Owners of the shops and engineers of the request's governorate that an admin linked to an account, with
 * one entry's name each (the notice says as whom they may answer). Not the buyer, nor a suspended user or
 * one whose alerts or wanted notices are stopped.
 */
export async function matchingEntryOwners(db: Db, request: WantedRow): Promise<{ user_id: string; name: string }[]> {
  return queryRows(
    db,
    sql`select distinct on (e.owner_id) e.owner_id as user_id, e.name from (
          select owner_id, name from shops where governorate = ${request.governorate} and owner_id is not null
          union all
          select owner_id, name from engineers where governorate = ${request.governorate} and owner_id is not null
        ) e join users u on u.id = e.owner_id
        where e.owner_id <> ${request.userId}::uuid and not u.is_suspended and not u.alerts_stopped and not u.wanted_notices_stopped
        order by e.owner_id, e.name`,
  );
}

export async function insertReport(db: Db, values: typeof wantedReports.$inferInsert) {
  const [row] = await db.insert(wantedReports).values(values).onConflictDoNothing().returning({ id: wantedReports.id });
  return row;
}

export async function closeReports(tx: Db, requestId: string, status: 'dismissed' | 'actioned') {
  await tx.update(wantedReports).set({ status }).where(and(eq(wantedReports.requestId, requestId), eq(wantedReports.status, 'open')));
}
