import type { Offer, OfferEntry, WantedRequest } from '@solar/shared/contract/wanted';
import { offerCoverage } from '@solar/shared/domain/wanted-coverage';
import type { Currency } from '@solar/shared/reference/catalog';
import type { ImageStore } from '../../lib/image-store.ts';
import type { EntryRow, OfferRow, PersonRow, RequestWithBuyer } from './wanted.repository.ts';

const trustMarks = (row: PersonRow) => ({
  _id: row.id,
  name: row.name,
  isVerified: row.isVerified,
  phoneConfirmed: row.phoneConfirmedAt !== null,
  memberSince: row.createdAt.toISOString(),
});

export const presentEntry = (row: EntryRow): OfferEntry => ({ kind: row.kind, _id: row.id, name: row.name, isVerified: row.is_verified, governorate: row.governorate });

/** A request for one caller: the rejection reason only for its buyer, never the buyer's contacts. */
export function presentRequest(row: RequestWithBuyer, viewer: { userId: string | null; myOfferId: string | null }): WantedRequest {
  const r = row.request;
  const isMine = viewer.userId === r.userId;
  return {
    _id: r.id,
    title: r.title,
    description: r.description,
    calculatorCode: r.calculatorCode,
    items: r.items,
    governorate: r.governorate,
    city: r.city,
    budget: r.budget,
    currency: r.currency,
    installationWanted: r.installationWanted,
    openDays: r.openDays,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt?.toISOString() ?? null,
    offersCount: Number(row.offersCount),
    buyer: trustMarks(row.buyer),
    rejectionReason: isMine ? r.rejectionReason : null,
    isMine,
    myOfferId: viewer.myOfferId,
    acceptedOfferId: r.acceptedOfferId,
  };
}

/** An offer with its answerer's trust marks and contacts, its total in USD and what it covers. */
export function presentOffer(
  store: ImageStore,
  request: RequestWithBuyer['request'],
  row: { offer: OfferRow; answerer: PersonRow; whatsappPhone: string | null; publicListings: number; entryName: string | null; entryVerified: boolean | null; entryGovernorate: string | null },
  ratesPerUsd: Record<Currency, number>,
): Offer {
  const o = row.offer;
  return {
    _id: o.id,
    requestId: o.requestId,
    lines: o.lines,
    total: o.total,
    currency: o.currency,
    // Not rounded: the buyer's screen converts it back, and 600,000 riyals must not come back as 600,002.5.
    totalUsd: o.total / ratesPerUsd[o.currency],
    delivery: o.delivery,
    installation: o.installation,
    validUntil: o.validUntil,
    message: o.message,
    status: o.status,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
    coverage: offerCoverage(request.items, o.lines),
    answerer: {
      ...trustMarks(row.answerer),
      profileImageUrl: row.answerer.profileImage ? store.url(row.answerer.profileImage.key, 320) : null,
      phone: row.answerer.phone, whatsappPhone: row.whatsappPhone, publicListings: Number(row.publicListings) },
    entry: o.entryKind && o.entryId && row.entryName !== null
      ? { kind: o.entryKind, _id: o.entryId, name: row.entryName, isVerified: row.entryVerified === true, governorate: row.entryGovernorate ?? '' }
      : null,
  };
}
