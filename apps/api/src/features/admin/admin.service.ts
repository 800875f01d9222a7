import type { AdminSettings } from '@solar/shared/contract/admin';
import { DEFAULT_RATES_PER_USD } from '@solar/shared/reference/catalog';
import { withTransaction, type Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.repository.ts';
import type { UserContext } from '../../lib/request-context.ts';
import { translate } from '../../lib/messages.ts';
import { findProductWithSeller, findProductsWithSeller } from '../products/products.service.ts';
import { presentAdminProducts, recordReviewDecision } from '../review/review.service.ts';
import { revokeAllSessions } from '../auth/auth.service.ts';
import { DEFAULT_CONTACT, getPublicSettings } from '../settings/settings.service.ts';
import { readSetting, writeSetting } from '../settings/settings.service.ts';
import * as repo from './admin.repository.ts';
import { presentAdminUser, presentAuditEntry } from './admin.presenter.ts';
import { isUuid } from '../../lib/ids.ts';
import { pageOf } from '../../lib/reply.ts';
import { recordRateChange } from '../prices/prices.service.ts';


/** What the console's services read of the request (lib/request-context.ts): the acting admin is `userId`. */
export type AdminContext = Pick<UserContext, 'db' | 'store' | 'now' | 'lang' | 'userId'>;

/** The console's first screen: what waits for an admin, counted now. */
export async function dashboard(ctx: Pick<AdminContext, 'db' | 'now'>) {
  return repo.dashboardCounts(ctx.db, ctx.now);
}

/** One page of accounts, searched by name, e-mail or phone, with each one's number of listings. */
export async function listUsers(ctx: Pick<AdminContext, 'db'>, query: { q?: string | undefined; page: number; limit: number }) {
  const { rows, total } = await repo.listUsers(ctx.db, query.q, query.page, query.limit);
  return pageOf(rows.map(presentAdminUser), total, query);
}

/** One page of the audit log, newest first, each entry with the name of what it changed. */
export async function auditLog(ctx: Pick<AdminContext, 'db'>, query: { targetType?: string | undefined; page: number; limit: number }) {
  const { rows, total } = await repo.listAudit(ctx.db, query.targetType, query.page, query.limit);
  const names = await repo.auditTargetNames(ctx.db, rows.map(({ entry }) => entry));
  return pageOf(
    rows.map((row) => presentAuditEntry(row, row.entry.targetId ? (names.get(`${row.entry.targetType}:${row.entry.targetId}`) ?? null) : null)),
    total,
    query,
  );
}

async function adminProduct(ctx: AdminContext, id: string) {
  const row = isUuid(id) ? await findProductWithSeller(ctx.db, id) : undefined;
  if (!row) throw notFound();
  return (await presentAdminProducts(ctx, [row]))[0]!;
}

export async function setFeatured(ctx: AdminContext, id: string, featured: boolean) {
  const row = isUuid(id) ? await findProductWithSeller(ctx.db, id) : undefined;
  if (!row) throw notFound();
  // Only a live listing can lead the home page.
  if (featured && row.product.status !== 'approved') throw new AppError('PRODUCT_NOT_APPROVED', 409);
  await withTransaction(ctx.db, async (tx) => {
    await repo.setProductFeatured(tx, id, featured, ctx.now);
    await writeAudit(tx, { actorId: ctx.userId, action: featured ? 'product.feature' : 'product.unfeature', targetType: 'product', targetId: id, before: { featured: row.product.featured }, after: { featured } }, ctx.now);
  });
  return adminProduct(ctx, id);
}

/** Takes an approved listing off the site with a reason its owner sees; open reports on it are closed. */
export async function takeDown(ctx: AdminContext, id: string, reason: string) {
  const row = isUuid(id) ? await findProductWithSeller(ctx.db, id) : undefined;
  if (!row) throw notFound();
  if (row.product.status !== 'approved') throw new AppError('PRODUCT_NOT_APPROVED', 409);
  // One transaction: the listing never leaves the site with its reports still open, nor the reverse.
  await withTransaction(ctx.db, async (tx) => {
    await recordReviewDecision(ctx, tx, row, { action: 'takedown', reason });
    await repo.resolveReports(tx, id, 'actioned', ctx.userId, ctx.now);
  });
  return adminProduct(ctx, id);
}

export async function dismissReports(ctx: AdminContext, productId: string) {
  if (!isUuid(productId)) throw notFound();
  const closed = await repo.resolveReports(ctx.db, productId, 'dismissed', ctx.userId, ctx.now);
  if (!closed) throw notFound();
  await writeAudit(ctx.db, { actorId: ctx.userId, action: 'reports.dismiss', targetType: 'product', targetId: productId, after: { dismissed: closed } }, ctx.now);
  return { dismissed: closed };
}

export async function reportGroups(ctx: AdminContext, { page, limit }: { page: number; limit: number }) {
  const groups = await repo.openReportGroups(ctx.db, page, limit);
  const presented = await presentAdminProducts(ctx, await findProductsWithSeller(ctx.db, groups.map((g) => g.product_id)));
  const total = Number(groups[0]?.total ?? 0);
  return pageOf(
    groups.flatMap((g) => {
      const product = presented.find((p) => p._id === g.product_id);
      if (!product) return [];
      return [{
        product,
        count: Number(g.count),
        reasons: Object.entries(g.reasons).map(([reason, count]) => ({ reason: reason as 'spam', count: Number(count) })).sort((a, b) => b.count - a.count),
        details: g.details ?? [],
        lastReportedAt: new Date(g.last).toISOString(),
      }];
    }),
    total,
    { page, limit },
  );
}

async function userRow(db: Db, id: string) {
  const row = isUuid(id) ? await repo.findUser(db, id) : undefined;
  if (!row) throw notFound();
  return row;
}

export async function setUserVerified(ctx: AdminContext, id: string, isVerified: boolean) {
  const before = await userRow(ctx.db, id);
  await withTransaction(ctx.db, async (tx) => {
    await repo.updateUserFlags(tx, id, { isVerified }, ctx.now);
    await writeAudit(tx, { actorId: ctx.userId, action: isVerified ? 'user.verify' : 'user.unverify', targetType: 'user', targetId: id, before: { isVerified: before.isVerified }, after: { isVerified } }, ctx.now);
  });
  return userSummary(ctx.db, id);
}

/** Suspending ends every session at once and takes the user's listings out of public lists. */
export async function setUserSuspended(ctx: AdminContext, id: string, isSuspended: boolean) {
  const before = await userRow(ctx.db, id);
  if (id === ctx.userId) throw new AppError('CANNOT_SUSPEND_SELF', 409);
  await withTransaction(ctx.db, async (tx) => {
    await repo.updateUserFlags(tx, id, { isSuspended }, ctx.now);
    if (isSuspended) await revokeAllSessions(tx, id, ctx.now);
    await writeAudit(tx, { actorId: ctx.userId, action: isSuspended ? 'user.suspend' : 'user.unsuspend', targetType: 'user', targetId: id, before: { isSuspended: before.isSuspended }, after: { isSuspended } }, ctx.now);
  });
  return userSummary(ctx.db, id);
}

/** Stops (or allows again) a user's saved-search and price-drop alerts (docs/decisions/023-saved-searches-and-alerts.md). */
export async function setUserAlertsStopped(ctx: AdminContext, id: string, alertsStopped: boolean) {
  const before = await userRow(ctx.db, id);
  await withTransaction(ctx.db, async (tx) => {
    await repo.updateUserFlags(tx, id, { alertsStopped }, ctx.now);
    await writeAudit(tx, { actorId: ctx.userId, action: alertsStopped ? 'user.stopAlerts' : 'user.allowAlerts', targetType: 'user', targetId: id, before: { alertsStopped: before.alertsStopped }, after: { alertsStopped } }, ctx.now);
  });
  return userSummary(ctx.db, id);
}

async function userSummary(db: Db, id: string) {
  const u = await userRow(db, id);
  return presentAdminUser({ ...u, listings: (await repo.listingCounts(db, [id])).get(id) ?? 0 });
}

export const DEFAULT_REJECTION_TEMPLATES = [
  'الصور غير واضحة أو ليست للمنتج نفسه، يرجى رفع صور حقيقية',
  'السعر غير منطقي أو مكتوب في الوصف بدل خانة السعر',
  'رقم التواصل مكتوب داخل الوصف أو الصور',
  'المنتج ليس من منتجات الطاقة الشمسية',
  'الإعلان مكرر',
];

export async function getAdminSettings({ db }: Pick<AdminContext, 'db'>): Promise<AdminSettings> {
  const pub = await getPublicSettings(db);
  const templates = await readSetting(db, 'rejectionTemplates');
  return {
    contact: { phone: pub.contactPhone || DEFAULT_CONTACT.phone, email: pub.supportEmail || DEFAULT_CONTACT.email, whatsapp: pub.supportWhatsapp },
    exchangeRates: { ...DEFAULT_RATES_PER_USD, ...pub.ratesPerUsd },
    rejectionTemplates: Array.isArray(templates) ? (templates as string[]) : DEFAULT_REJECTION_TEMPLATES,
  };
}

/** Saves settings; new exchange rates re-price every listing in USD in the same transaction. */
export async function updateAdminSettings(ctx: AdminContext, patch: Partial<AdminSettings>) {
  const before = await getAdminSettings(ctx);
  await withTransaction(ctx.db, async (tx) => {
    if (patch.contact) await writeSetting(tx, 'contact', patch.contact, ctx.userId);
    if (patch.rejectionTemplates) await writeSetting(tx, 'rejectionTemplates', patch.rejectionTemplates, ctx.userId);
    if (patch.exchangeRates) {
      await writeSetting(tx, 'exchangeRates', patch.exchangeRates, ctx.userId);
      await repo.repriceProducts(tx, patch.exchangeRates);
      await recordRateChange(tx, before.exchangeRates, patch.exchangeRates, ctx.now, ctx.userId);
    }
    await writeAudit(tx, { actorId: ctx.userId, action: 'settings.update', targetType: 'settings', before, after: { ...before, ...patch } }, ctx.now);
  });
  return { message: translate(ctx.lang, 'admin:messages.saved'), data: await getAdminSettings(ctx) };
}
