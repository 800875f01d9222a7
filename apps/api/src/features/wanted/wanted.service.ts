import type { CreateWantedBody, OfferBody, WantedDecisionBody, WantedItem, WantedListQuery } from '@solar/shared/contract/wanted';
import { calculatorLinkOfCode, calculatorRequestOf } from '@solar/shared/domain/calculator-link';
import { calculateFromAppliances, calculateFromDailyEnergy } from '@solar/shared/domain/calculator';
import { shoppingNeeds } from '@solar/shared/domain/shopping-list';
import { formatAlertPrice } from '@solar/shared/domain/saved-search-name';
import type { Language } from '@solar/shared/contract/common';
import { findGovernorate } from '@solar/shared/reference/locations';
import { withTransaction, type Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.repository.ts';
import { isUuid } from '../../lib/ids.ts';
import type { JobQueue } from '../../lib/jobs.ts';
import { translate } from '../../lib/messages.ts';
import { enforceRateLimits } from '../../lib/rate-limit.ts';
import { pageOf } from '../../lib/reply.ts';
import type { RequestContext, UserContext } from '../../lib/request-context.ts';
import { keyedHash } from '../../lib/secrets.ts';
import { visitorNetwork } from '../../lib/visitor-network.ts';
import { queueOwnerNotice, wantedStopLink } from '../alerts/alerts.service.ts';
import { cachedCalculatorSettingsPayload } from '../calculator/calculator.service.ts';
import { getRatesPerUsd } from '../settings/settings.service.ts';
import { presentEntry, presentOffer, presentRequest } from './wanted.presenter.ts';
import * as repo from './wanted.repository.ts';

const DAY = 86_400_000;

type Ctx = Pick<RequestContext, 'db' | 'now' | 'lang' | 'user' | 'store'>;
type WriteCtx = Pick<UserContext, 'db' | 'now' | 'lang' | 'userId' | 'user' | 'store' | 'shared' | 'jobs' | 'config'>;

const requestLink = (publicUrl: string, id: string) => `${publicUrl}/wanted/${id}`;
const isOpen = (row: repo.RequestWithBuyer, now: Date) =>
  row.request.status === 'approved' && row.request.expiresAt !== null && row.request.expiresAt.getTime() > now.getTime() && !row.buyer.isSuspended;
const isAdmin = (ctx: Pick<RequestContext, 'user'>) => ctx.user?.role === 'admin';

/**
 * The shopping list of a calculator result as request lines: the panels, the batteries (each at least
 * its unit's kWh) and one inverter, sized again from the link's code with today's settings.
 */
async function itemsOfCalculatorCode(ctx: Pick<RequestContext, 'db' | 'lang'>, code: string): Promise<WantedItem[]> {
  const link = calculatorLinkOfCode(code);
  const request = link && calculatorRequestOf(link);
  if (!request) throw new AppError('VALIDATION_FAILED', 422, { calculatorCode: translate(ctx.lang, 'wanted:errors.calculatorCodeInvalid') });
  const { settings, ratesPerUsd } = await cachedCalculatorSettingsPayload(ctx.db);
  const result = request.mode === 'quick' ? calculateFromDailyEnergy(request.body, settings, ratesPerUsd) : calculateFromAppliances(request.body, settings, ratesPerUsd);
  const needs = shoppingNeeds(result);
  const unitKwh = Math.round(((needs.batteries.unitV * needs.batteries.unitAh) / 1000) * 100) / 100;
  return [
    { type: 'Panel', quantity: needs.panels.count, powerW: needs.panels.panelW },
    { type: 'Battery', quantity: needs.batteries.count, kwh: unitKwh, ah: needs.batteries.unitAh, voltage: needs.batteries.unitV },
    { type: 'Charging Devices', quantity: 1, powerW: needs.inverter.minW, voltage: needs.inverter.systemV },
  ];
}

/** A request by a signed-in buyer whose phone a code confirmed; it waits for review like a listing. */
export async function createRequest(ctx: WriteCtx, body: CreateWantedBody) {
  await enforceRateLimits(ctx.shared, ctx.now, [{ key: `wanted:user:${ctx.userId}`, limit: 10, windowSeconds: 86_400 }]);
  const buyer = await repo.findPerson(ctx.db, ctx.userId);
  if (!buyer?.phoneConfirmedAt) throw new AppError('PHONE_NOT_CONFIRMED', 403);
  const items = body.items.length ? body.items : await itemsOfCalculatorCode(ctx, body.calculatorCode!);
  if (body.calculatorCode && !calculatorLinkOfCode(body.calculatorCode)) {
    throw new AppError('VALIDATION_FAILED', 422, { calculatorCode: translate(ctx.lang, 'wanted:errors.calculatorCodeInvalid') });
  }
  const id = await repo.insertRequest(ctx.db, {
    userId: ctx.userId,
    title: body.title,
    description: body.description || null,
    calculatorCode: body.calculatorCode ?? null,
    items,
    types: [...new Set(items.map((i) => i.type))],
    governorate: body.governorate,
    city: body.city,
    budget: body.budget ?? null,
    currency: body.currency,
    installationWanted: body.installationWanted,
    openDays: body.openDays,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  });
  return { message: translate(ctx.lang, 'wanted:messages.submitted'), data: await present(ctx, id) };
}

async function present(ctx: Ctx, id: string) {
  const row = (await repo.findRequest(ctx.db, id))!;
  const myOfferId = ctx.user ? ((await repo.findOwnOffer(ctx.db, id, ctx.user.id)) ?? null) : null;
  return presentRequest(row, { userId: ctx.user?.id ?? null, myOfferId });
}

/** A request: open ones for everyone; any other only for its buyer, an admin, or who answered it. */
export async function getRequest(ctx: Ctx, id: string) {
  const row = isUuid(id) ? await repo.findRequest(ctx.db, id) : undefined;
  if (!row) throw notFound();
  const myOfferId = ctx.user ? ((await repo.findOwnOffer(ctx.db, id, ctx.user.id)) ?? null) : null;
  const mayRead = isOpen(row, ctx.now) || isAdmin(ctx) || ctx.user?.id === row.request.userId || (myOfferId !== null && row.request.status !== 'removed');
  if (!mayRead) throw notFound();
  return presentRequest(row, { userId: ctx.user?.id ?? null, myOfferId });
}

export async function listRequests(ctx: Ctx, query: WantedListQuery) {
  const { rows, total } = await repo.listOpen(ctx.db, ctx.now, query);
  return pageOf(rows.map((row) => presentRequest(row, { userId: ctx.user?.id ?? null, myOfferId: null })), total, query);
}

/** Open requests in the governorates where the caller has a public listing (a seller's "near me"). */
export async function listNearMe(ctx: WriteCtx, query: WantedListQuery) {
  const governorates = await repo.sellerGovernorates(ctx.db, ctx.userId, ctx.now);
  const { rows, total } = await repo.listOpen(ctx.db, ctx.now, query, governorates);
  const mine = rows.filter((row) => row.request.userId !== ctx.userId);
  return pageOf(mine.map((row) => presentRequest(row, { userId: ctx.userId, myOfferId: null })), total, query);
}

export async function listOwnRequests(ctx: WriteCtx) {
  return (await repo.listOwn(ctx.db, ctx.userId)).map((row) => presentRequest(row, { userId: ctx.userId, myOfferId: null }));
}

// Review, take-down and reports: the admin's side.

export async function reviewQueue(ctx: Pick<RequestContext, 'db'>, query: { status: 'pending' | 'approved' | 'rejected'; page: number; limit: number }) {
  const { rows, total } = await repo.listForReview(ctx.db, query.status, query.page, query.limit);
  return pageOf(
    rows.map((row) => ({ ...presentRequest(row, { userId: null, myOfferId: null }), rejectionReason: row.request.rejectionReason, version: row.request.version, buyerPhone: row.buyer.phone, openReports: Number(row.openReports) })),
    total,
    query,
  );
}

/**
 * Approve (a pending request: open for its days from now, and whoever it matches is told), reject (a
 * pending one, with the reason) or take down (an open one). Approve and reject name the version the admin
 * read; each decision is audited, and a take-down closes the request's reports.
 */
export async function decideRequest(ctx: WriteCtx, id: string, decision: WantedDecisionBody) {
  const before = isUuid(id) ? await repo.findRequest(ctx.db, id) : undefined;
  if (!before) throw notFound();
  const { now } = ctx;
  await withTransaction(ctx.db, async (tx) => {
    const changes =
      decision.action === 'approve'
        ? { status: 'approved' as const, rejectionReason: null, postedAt: now, expiresAt: new Date(now.getTime() + before.request.openDays * DAY) }
        : decision.action === 'reject'
          ? { status: 'rejected' as const, rejectionReason: decision.reason! }
          : { status: 'removed' as const, rejectionReason: decision.reason!, closedAt: now };
    const from = decision.action === 'takedown' ? (['approved', 'closed', 'expired', 'pending'] as const) : (['pending'] as const);
    const after = await repo.applyDecision(tx, id, decision.action === 'takedown' ? undefined : decision.version, [...from], { ...changes, updatedAt: now });
    if (!after) throw new AppError('LISTING_CHANGED', 409);
    if (decision.action === 'takedown') await repo.closeReports(tx, id, 'actioned');
    await writeAudit(
      tx,
      { actorId: ctx.userId, action: `wanted.${decision.action}`, targetType: 'wanted_request', targetId: id, before: { status: before.request.status }, after: { status: after.status, rejectionReason: after.rejectionReason } },
      now,
    );
    if (decision.action !== 'takedown') {
      await queueOwnerNotice(tx, ctx.jobs, {
        userId: after.userId,
        dedupeKey: `wanted-review:${id}:${before.request.version}:${decision.action}`,
        compose: (lang) => ({
          subject: translate(lang, `wanted:notify.${decision.action}Subject`),
          text: translate(lang, `wanted:notify.${decision.action}Text`, { title: after.title, reason: after.rejectionReason ?? '', url: requestLink(ctx.config.publicUrl, id) }),
        }),
      }, now);
    }
    if (decision.action === 'approve') await tellMatches(tx, ctx.jobs, ctx.config, after, now);
  });
  const said = { approve: 'approved', reject: 'rejected', takedown: 'takenDown' } as const;
  return { message: translate(ctx.lang, `wanted:messages.${said[decision.action]}`), data: await present(ctx, id) };
}

/**
 * Tells who may answer a newly approved request, once each (the dedupe key), through the alerts' delivery:
 * quiet hours, the daily cap and suspended users as for every notice. Sellers and owners of linked shops
 * and engineers get a one-tap link that stops wanted notices only; a saved search's owner, My searches.
 */
async function tellMatches(tx: Db, jobs: JobQueue, config: WriteCtx['config'], request: repo.WantedRow, now: Date) {
  const { publicUrl } = config;
  const sellers = await repo.matchingSellers(tx, request, now);
  const entryOwners = await repo.matchingEntryOwners(tx, request);
  const searches = await repo.matchingSearches(tx, request);
  const compose = (kind: 'seller' | 'search' | 'entry', userId: string, name = '') => (lang: Language) => ({
    subject: translate(lang, 'wanted:notify.matchSubject'),
    text: translate(lang, `wanted:notify.${kind}MatchText`, {
      title: request.title,
      place: findGovernorate(request.governorate)?.[lang] ?? request.governorate,
      budget: request.budget ? formatAlertPrice(lang, request.budget, request.currency) : '—',
      name,
      url: requestLink(publicUrl, request.id),
      stop: kind === 'search' ? `${publicUrl}/saved-searches` : wantedStopLink(publicUrl, config.unsubscribeSecret, userId),
    }),
  });
  const told = new Set<string>();
  const tell = async (userId: string, message: ReturnType<typeof compose>, channel?: 'sms' | 'email') => {
    if (told.has(userId)) return;
    told.add(userId);
    await queueOwnerNotice(tx, jobs, { userId, dedupeKey: `wanted-match:${request.id}:${userId}`, ...(channel ? { channel } : {}), compose: message }, now);
  };
  for (const userId of sellers) await tell(userId, compose('seller', userId));
  for (const owner of entryOwners) await tell(owner.user_id, compose('entry', owner.user_id, owner.name));
  for (const search of searches) await tell(search.user_id, compose('search', search.user_id, search.name), search.channel);
}

function visitorKey(ctx: Pick<RequestContext, 'config' | 'user' | 'ip'>) {
  return ctx.user ? keyedHash(ctx.config.secret, 'visitor-user', ctx.user.id) : keyedHash(ctx.config.secret, 'visitor-anon', visitorNetwork(ctx.ip));
}

/** A visitor's report on an open request, as on listings: ten an hour per visitor, one open report each. */
export async function reportRequest(ctx: Pick<RequestContext, 'db' | 'now' | 'lang' | 'user' | 'config' | 'ip' | 'shared'>, id: string, input: { reason: repo.ReportReason; details?: string | undefined }) {
  const visitor = visitorKey(ctx);
  await enforceRateLimits(ctx.shared, ctx.now, [{ key: `report:${visitor}`, limit: 10, windowSeconds: 3600 }]);
  const row = isUuid(id) ? await repo.findRequest(ctx.db, id) : undefined;
  if (!row || !isOpen(row, ctx.now)) throw notFound();
  const filed = await repo.insertReport(ctx.db, { requestId: id, visitor, userId: ctx.user?.id ?? null, reason: input.reason, details: input.details || null, createdAt: ctx.now });
  if (!filed) throw new AppError('REPORT_ALREADY_OPEN', 409);
  return { message: translate(ctx.lang, 'products:messages.reportReceived') };
}

export async function dismissReports(ctx: WriteCtx, id: string) {
  const row = isUuid(id) ? await repo.findRequest(ctx.db, id) : undefined;
  if (!row) throw notFound();
  await withTransaction(ctx.db, async (tx) => {
    await repo.closeReports(tx, id, 'dismissed');
    await writeAudit(tx, { actorId: ctx.userId, action: 'wanted.reports.dismiss', targetType: 'wanted_request', targetId: id, before: null, after: null }, ctx.now);
  });
}

// Offers.

/** The lines as stored: an own public listing brings its type, name and size; a free line keeps what was typed. */
async function resolveLines(ctx: WriteCtx, body: OfferBody) {
  const ids = body.lines.map((l) => l.productId).filter((v): v is string => Boolean(v));
  const listings = ids.every(isUuid) ? await repo.ownPublicListings(ctx.db, ctx.userId, ids, ctx.now) : [];
  return body.lines.map((line, index) => {
    if (line.productId) {
      const listing = listings.find((l) => l.id === line.productId);
      if (!listing) throw new AppError('VALIDATION_FAILED', 422, { [`lines.${index}.productId`]: translate(ctx.lang, 'wanted:errors.listingNotYours') });
      const power = listing.power_w === null ? null : Number(listing.power_w);
      const kwh = listing.spec_kwh === null ? null : Number(listing.spec_kwh);
      return { productId: listing.id, type: listing.type, name: listing.name, quantity: line.quantity, unitPrice: line.unitPrice, powerW: power, kwh };
    }
    return { productId: null, type: line.type!, name: line.name!, quantity: line.quantity, unitPrice: line.unitPrice, powerW: line.powerW ?? null, kwh: line.kwh ?? null };
  });
}

/** The shop or engineer the offer is made as: it must be linked to the answerer, or nothing is stored. */
async function entryOfBody(ctx: WriteCtx, body: OfferBody) {
  if (!body.asEntry) return { entryKind: null, entryId: null };
  const { kind, id } = body.asEntry;
  const [entry] = isUuid(id) ? await repo.ownedEntries(ctx.db, ctx.userId, { kind, id }) : [];
  if (!entry) throw new AppError('ENTRY_NOT_YOURS', 403, { asEntry: translate(ctx.lang, 'ENTRY_NOT_YOURS') });
  return { entryKind: entry.kind, entryId: entry.id };
}

/** The shops and engineers an admin linked to the caller, which they may answer as. */
export async function listMyEntries(ctx: Pick<UserContext, 'db' | 'userId'>) {
  return (await repo.ownedEntries(ctx.db, ctx.userId)).map(presentEntry);
}

const totalOf = (lines: { quantity: number; unitPrice: number }[]) => Math.round(lines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0) * 100) / 100;

function checkValidUntil(ctx: Pick<RequestContext, 'now' | 'lang'>, validUntil: string) {
  if (validUntil < ctx.now.toISOString().slice(0, 10)) throw new AppError('VALIDATION_FAILED', 422, { validUntil: translate(ctx.lang, 'wanted:errors.validUntilPast') });
}

/** One offer per answerer and request: a second (or a parallel twin) is OFFER_EXISTS naming the first. */
export async function createOffer(ctx: WriteCtx, requestId: string, body: OfferBody) {
  await enforceRateLimits(ctx.shared, ctx.now, [{ key: `offer:user:${ctx.userId}`, limit: 50, windowSeconds: 86_400 }]);
  const row = isUuid(requestId) ? await repo.findRequest(ctx.db, requestId) : undefined;
  if (!row || !isOpen(row, ctx.now)) throw notFound();
  if (row.request.userId === ctx.userId) throw new AppError('OWN_REQUEST', 409);
  checkValidUntil(ctx, body.validUntil);
  const entry = await entryOfBody(ctx, body);
  const lines = await resolveLines(ctx, body);
  const offer = await withTransaction(ctx.db, async (tx) => {
    const inserted = await repo.insertOffer(tx, {
      requestId, userId: ctx.userId, ...entry, lines, total: totalOf(lines), currency: body.currency, delivery: body.delivery, installation: body.installation,
      validUntil: body.validUntil, message: body.message || null, createdAt: ctx.now, updatedAt: ctx.now,
    });
    if (!inserted) return undefined;
    await queueOwnerNotice(tx, ctx.jobs, {
      userId: row.request.userId,
      dedupeKey: `wanted-offer:${inserted.id}`,
      compose: (lang) => ({
        subject: translate(lang, 'wanted:notify.offerSubject'),
        text: translate(lang, 'wanted:notify.offerText', { title: row.request.title, total: formatAlertPrice(lang, inserted.total, inserted.currency), url: requestLink(ctx.config.publicUrl, requestId) }),
      }),
    }, ctx.now);
    return inserted;
  });
  if (!offer) {
    const existing = await repo.findOwnOffer(ctx.db, requestId, ctx.userId);
    throw new AppError('OFFER_EXISTS', 409, undefined, undefined, { _id: existing ?? '', name: row.request.title });
  }
  return { message: translate(ctx.lang, 'wanted:messages.offerSent'), data: await oneOffer(ctx, row, offer.id) };
}

async function oneOffer(ctx: Ctx, row: repo.RequestWithBuyer, offerId: string) {
  const rates = await getRatesPerUsd(ctx.db);
  const offers = await repo.offersWithAnswerers(ctx.db, row.request.id, ctx.now);
  return presentOffer(ctx.store, row.request, offers.find((o) => o.offer.id === offerId)!, rates);
}

/** Its answerer edits an offer while the request is open and the offer not accepted; anyone else gets 404. */
export async function updateOffer(ctx: WriteCtx, offerId: string, body: OfferBody) {
  const offer = isUuid(offerId) ? await repo.findOffer(ctx.db, offerId) : undefined;
  const row = offer && (await repo.findRequest(ctx.db, offer.requestId));
  if (!row || !offer || offer.userId !== ctx.userId || offer.status === 'removed') throw notFound();
  if (offer.status !== 'active' || !isOpen(row, ctx.now)) throw new AppError('OFFER_LOCKED', 409);
  checkValidUntil(ctx, body.validUntil);
  const entry = await entryOfBody(ctx, body);
  const lines = await resolveLines(ctx, body);
  const updated = await repo.updateOffer(ctx.db, offerId, repo.offerIsActive, {
    ...entry, lines, total: totalOf(lines), currency: body.currency, delivery: body.delivery, installation: body.installation, validUntil: body.validUntil, message: body.message || null, updatedAt: ctx.now,
  });
  if (!updated) throw new AppError('OFFER_LOCKED', 409);
  return { message: translate(ctx.lang, 'wanted:messages.offerUpdated'), data: await oneOffer(ctx, row, offerId) };
}

/** The offers of a request: all of them for its buyer (and admins), the caller's own for an answerer, 404 for anyone else. */
export async function listOffers(ctx: Ctx & { userId: string }, requestId: string) {
  const row = isUuid(requestId) ? await repo.findRequest(ctx.db, requestId) : undefined;
  if (!row) throw notFound();
  const isBuyer = row.request.userId === ctx.userId || isAdmin(ctx);
  const offers = await repo.offersWithAnswerers(ctx.db, requestId, ctx.now, isBuyer ? undefined : ctx.userId);
  if (!isBuyer && !offers.length) throw notFound();
  const ratesPerUsd = await getRatesPerUsd(ctx.db);
  return { offers: offers.map((o) => presentOffer(ctx.store, row.request, o, ratesPerUsd)), ratesPerUsd };
}

/** The buyer accepts one offer: it is marked accepted and the request closes; its answerer is told. */
export async function acceptOffer(ctx: WriteCtx, offerId: string) {
  const offer = isUuid(offerId) ? await repo.findOffer(ctx.db, offerId) : undefined;
  const row = offer && (await repo.findRequest(ctx.db, offer.requestId));
  if (!row || !offer || row.request.userId !== ctx.userId || offer.status === 'removed') throw notFound();
  const requestId = row.request.id;
  await withTransaction(ctx.db, async (tx) => {
    // Only an open request closes: of two parallel accepts, one wins and the other is WANTED_CLOSED.
    const closed = await repo.updateRequest(tx, requestId, repo.requestIsOpen(ctx.now), { status: 'closed', acceptedOfferId: offerId, closedAt: ctx.now, updatedAt: ctx.now });
    if (!closed) throw new AppError('WANTED_CLOSED', 409);
    await repo.updateOffer(tx, offerId, undefined, { status: 'accepted', updatedAt: ctx.now });
    await queueOwnerNotice(tx, ctx.jobs, {
      userId: offer.userId,
      dedupeKey: `wanted-accept:${offerId}`,
      compose: (lang) => ({
        subject: translate(lang, 'wanted:notify.acceptedSubject'),
        text: translate(lang, 'wanted:notify.acceptedText', { title: row.request.title, url: requestLink(ctx.config.publicUrl, requestId) }),
      }),
    }, ctx.now);
  });
  return { message: translate(ctx.lang, 'wanted:messages.accepted'), data: await present(ctx, requestId) };
}

/** An admin takes an offer down (audited): the buyer no longer sees it. */
export async function takedownOffer(ctx: WriteCtx, offerId: string, reason: string) {
  const offer = isUuid(offerId) ? await repo.findOffer(ctx.db, offerId) : undefined;
  if (!offer || offer.status === 'removed') throw notFound();
  await withTransaction(ctx.db, async (tx) => {
    await repo.updateOffer(tx, offerId, undefined, { status: 'removed', updatedAt: ctx.now });
    await writeAudit(tx, { actorId: ctx.userId, action: 'wanted.offer.takedown', targetType: 'wanted_offer', targetId: offerId, before: { status: offer.status }, after: { status: 'removed', reason } }, ctx.now);
  });
  return { message: translate(ctx.lang, 'wanted:messages.offerRemoved') };
}

/** The expiry round: open requests whose days ran out close as expired. */
export const expireRequests = (db: Db, now: Date) => repo.expireRequests(db, now);
