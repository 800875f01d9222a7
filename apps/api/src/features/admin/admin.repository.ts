import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/admin.ts';
import { ads, engineers, joinRequests, shops } from '../../db/schema/directory.ts';
import { productReports, products } from '../../db/schema/products.ts';
import { users } from '../../db/schema/users.ts';
import { queryRows } from '../../db/client.ts';
import { isUuid } from '../../lib/ids.ts';
import { startOfAdenDay } from '../alerts/alerts.service.ts';

export type UserRow = typeof users.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;

export async function setProductFeatured(db: Db, id: string, featured: boolean, now: Date) {
  await db.update(products).set({ featured, updatedAt: now }).where(eq(products.id, id));
}

export async function findUser(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Sets an admin's flags on a user (verified, suspended, alerts stopped). */
export async function updateUserFlags(db: Db, id: string, flags: Partial<Pick<UserRow, 'isVerified' | 'isSuspended' | 'alertsStopped'>>, now: Date) {
  await db.update(users).set({ ...flags, updatedAt: now }).where(eq(users.id, id));
}

/** Re-prices every listing in USD at new exchange rates (units of each currency per US dollar). */
export async function repriceProducts(db: Db, r: { USD: number; SAR: number; YER: number; YER_SOUTH: number }) {
  await db.execute(sql`update products set price_usd = price / case currency
    when 'USD' then ${r.USD}::numeric when 'SAR' then ${r.SAR}::numeric when 'YER' then ${r.YER}::numeric else ${r.YER_SOUTH}::numeric end`);
}

export async function dashboardCounts(db: Db, now: Date) {
  const [row] = await queryRows<Record<string, number>>(
    db,
    sql`select
      (select count(*) from products where status = 'pending')::int as pending,
      (select count(*) from products where status = 'pending' and resubmitted_at is not null)::int as resubmitted,
      (select count(*) from product_edits e join products p on p.id = e.product_id where e.status = 'pending' and p.status = 'approved')::int as edits,
      (select count(*) from products where status = 'approved' and (expires_at is null or expires_at > ${now.toISOString()}::timestamptz))::int as approved,
      (select count(*) from products where status = 'approved' and expires_at <= ${now.toISOString()}::timestamptz)::int as expired,
      (select count(*) from products where status = 'rejected')::int as rejected,
      (select count(*) from product_reports where status = 'open')::int as open_reports,
      (select count(*) from join_requests where status = 'new')::int as join_requests,
      (select count(*) from users)::int as users,
      (select count(*) from users where is_suspended)::int as suspended,
      (select count(*) from alert_messages where status = 'sent' and sent_at >= ${startOfAdenDay(now).toISOString()}::timestamptz)::int as alerts_sent,
      (select count(*) from alert_messages where status = 'failed' and created_at >= ${startOfAdenDay(now).toISOString()}::timestamptz)::int as alerts_failed`,
  );
  const n = (k: string) => Number(row?.[k] ?? 0);
  return {
    // The review queue holds edits of public listings too (issue #46); the listings themselves stay approved.
    pendingProducts: n('pending') + n('edits'),
    resubmittedProducts: n('resubmitted') + n('edits'),
    openReports: n('open_reports'),
    newJoinRequests: n('join_requests'),
    users: n('users'),
    suspendedUsers: n('suspended'),
    listings: { pending: n('pending'), approved: n('approved'), rejected: n('rejected'), expired: n('expired') },
    alerts: { sentToday: n('alerts_sent'), failedToday: n('alerts_failed') },
  };
}

/** Open reports per product, most reported first, with reason counts and the latest texts. */
export async function openReportGroups(db: Db, page: number, limit: number) {
  const rows = await queryRows<{ product_id: string; count: number; reasons: Record<string, number>; details: string[] | null; last: string; total: number }>(
    db,
    sql`select product_id, count(*)::int as count,
          jsonb_object_agg(reason, n) as reasons,
          (array_agg(details order by created_at desc) filter (where details is not null))[1:5] as details,
          max(created_at) as last, count(*) over ()::int as total
        from (select r.*, count(*) over (partition by r.product_id, r.reason)::int as n from product_reports r where r.status = 'open') r
        group by product_id
        order by count(*) desc, max(created_at) desc
        limit ${limit} offset ${(page - 1) * limit}`,
  );
  return rows;
}

export async function resolveReports(db: Db, productId: string, status: 'dismissed' | 'actioned', actorId: string, now: Date) {
  const rows = await db
    .update(productReports)
    .set({ status, resolvedBy: actorId, resolvedAt: now })
    .where(and(eq(productReports.productId, productId), eq(productReports.status, 'open')))
    .returning({ id: productReports.id });
  return rows.length;
}

export async function listUsers(db: Db, q: string | undefined, page: number, limit: number) {
  const pattern = q ? `%${q.replace(/[%_\\]/g, '\\$&')}%` : undefined;
  const where = pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.phone, pattern)) : undefined;
  const [pageRows, [count]] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, phone: users.phone, email: users.email, role: users.role, isVerified: users.isVerified, phoneConfirmedAt: users.phoneConfirmedAt, isSuspended: users.isSuspended, alertsStopped: users.alertsStopped, createdAt: users.createdAt })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  // Counted for this page's users only, on products_user_id_idx. (A correlated sub-select written with
  // column objects rendered both sides unqualified, so it compared products with themselves: always 0.)
  const counts = await listingCounts(db, pageRows.map((u) => u.id));
  return { rows: pageRows.map((u) => ({ ...u, listings: counts.get(u.id) ?? 0 })), total: Number(count?.n ?? 0) };
}

/** Every listing of each user, whatever its state (pending, live, rejected, expired). */
export async function listingCounts(db: Db, userIds: string[]) {
  if (!userIds.length) return new Map<string, number>();
  const rows = await db
    .select({ userId: products.userId, n: sql<number>`count(*)::int` })
    .from(products)
    .where(inArray(products.userId, userIds))
    .groupBy(products.userId);
  return new Map(rows.map((r) => [r.userId, Number(r.n)]));
}

export async function listAudit(db: Db, targetType: string | undefined, page: number, limit: number) {
  const where = targetType ? eq(auditLog.targetType, targetType) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select({ entry: auditLog, actorName: users.name })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(where),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}


/** What each audited record is called today, by `${targetType}:${targetId}`; deleted records are absent. */
export async function auditTargetNames(db: Db, targets: { targetType: string; targetId: string | null }[]) {
  const ids = (type: string) => [...new Set(targets.filter((t) => t.targetType === type && t.targetId && isUuid(t.targetId)).map((t) => t.targetId!))];
  const lookups: Record<string, (list: string[]) => Promise<{ id: string; name: string }[]>> = {
    product: (list) => db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, list)),
    user: async (list) =>
      (await db.select({ id: users.id, name: users.name, phone: users.phone }).from(users).where(inArray(users.id, list)))
        .map((u) => ({ id: u.id, name: `${u.name} · +${u.phone}` })),
    engineer: (list) => db.select({ id: engineers.id, name: engineers.name }).from(engineers).where(inArray(engineers.id, list)),
    shop: (list) => db.select({ id: shops.id, name: shops.name }).from(shops).where(inArray(shops.id, list)),
    ad: (list) => db.select({ id: ads.id, name: ads.title }).from(ads).where(inArray(ads.id, list)),
    joinRequest: (list) => db.select({ id: joinRequests.id, name: joinRequests.fullName }).from(joinRequests).where(inArray(joinRequests.id, list)),
  };
  const found = await Promise.all(
    Object.entries(lookups).map(async ([type, lookup]) => {
      const list = ids(type);
      return list.length ? (await lookup(list)).map((r) => [`${type}:${r.id}`, r.name] as const) : [];
    }),
  );
  return new Map(found.flat());
}
