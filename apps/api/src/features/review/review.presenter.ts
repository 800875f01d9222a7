import type { AdminProduct } from '@solar/shared/contract/admin';
import { LISTING_FIELDS, REVIEWED_LISTING_FIELDS, pickListingFields, type ListingFieldDescriptor } from '@solar/shared/contract/listing-fields';
import { ProductSchema } from '@solar/shared/contract/products';
import { SPEC_CHANGE_FORMATS, specFieldLabel, type ListingChange, type SpecValueFormat } from '@solar/shared/contract/review-changes';
import type { Currency } from '@solar/shared/reference/catalog';
import type { ProductSpecs } from '@solar/shared/reference/spec-kinds';
import type { ImageStore } from '../../lib/image-store.ts';
import type { ProductWithSeller } from '../products/products.service.ts';
import { presentOwnProduct, type ProductEdit } from '../selling/selling.service.ts';

type Snapshot = Record<string, unknown>;

/** Fields buyers see change at once on a public listing (docs/decisions/029-edits-beside-the-live-listing.md). */
const LIVE_KEYS: readonly string[] = ['price', 'currency', 'isNegotiable'];

/** What a reviewer decided on: the fields a buyer reads as the listing itself, and the price it had then. */
export function reviewSnapshot(row: ProductWithSeller): Snapshot {
  const p = row.product;
  return {
    ...pickListingFields(p, REVIEWED_LISTING_FIELDS),
    price: Number(p.price), currency: p.currency, isNegotiable: p.isNegotiable,
    governorate: p.governorate, city: p.city, phone: p.phone, whatsappPhone: p.whatsappPhone,
    specifications: p.specifications, images: row.images.map((i) => i.key),
    // Listings reviewed before specifications existed have none in their snapshot: absent, not null, so they read as unchanged.
    ...(p.specs ? { specs: p.specs } : {}),
  };
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The snapshot fields `current` changed since `before`. A field added since a snapshot was written is
 * absent from it: absent and empty read as unchanged, and a snapshot without the price (written before it
 * held one) says nothing of it.
 */
function changedKeys(before: Snapshot, current: Snapshot): string[] {
  return Object.keys(current).filter((k) => (LIVE_KEYS.includes(k) ? k in before : true) && !sameValue(current[k], before[k]));
}

/** How the pieces of what changed are ordered on the card: what the listing is, its price, its details, then contact and pictures. */
const ORDER = ['name', 'type', 'condition', 'price', 'isNegotiable', 'brand', 'model', 'specs', 'warrantyMonths', 'specifications', 'description', 'place', 'locationText', 'phone', 'whatsappPhone', 'images'];

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
const num = (v: unknown) => (typeof v === 'number' ? v : null);
const DESCRIBED = new Map<string, ListingFieldDescriptor>(LISTING_FIELDS.map((field) => [field.name, field]));
// The free-text specifications each have the product page's row name.
const SPECIFICATION_KEYS = Object.keys(ProductSchema.shape.specifications.shape);

function describedChange(field: ListingFieldDescriptor, old: unknown, next: unknown, appliedImmediately: boolean): ListingChange {
  const common = { field: field.name, label: field.label, appliedImmediately };
  switch (field.kind) {
    case 'text':
      return field.isMultiline ? { ...common, format: 'longText', old: text(old), new: text(next) } : { ...common, format: 'text', old: text(old), new: text(next) };
    case 'select': {
      const option = (v: unknown) => (typeof v === 'string' ? field.optionLabel(v) : null);
      return { ...common, format: 'choice', old: option(old), new: option(next) };
    }
    case 'number':
      return field.shown?.as === 'badge'
        ? { ...common, format: 'count', text: field.shown.text, old: num(old), new: num(next) }
        : { ...common, format: 'number', old: num(old), new: num(next) };
  }
}

function specChange(name: string, format: SpecValueFormat, old: unknown, next: unknown): ListingChange {
  const common = { field: `specs.${name}`, label: specFieldLabel(name), appliedImmediately: false };
  switch (format.format) {
    case 'quantity':
      return { ...common, format: 'quantity', unit: format.unit, ...(format.zero ? { zero: format.zero } : {}), old: num(old), new: num(next) };
    case 'percent':
      return { ...common, format: 'percent', old: num(old), new: num(next) };
    case 'count':
      return { ...common, format: 'count', text: format.text, old: num(old), new: num(next) };
    case 'choice': {
      const option = (v: unknown) => (typeof v === 'string' ? `${format.options}.${v}` : null);
      return { ...common, format: 'choice', old: option(old), new: option(next) };
    }
    case 'voltages':
      return { ...common, format: 'voltages', old: Array.isArray(old) ? old : [], new: Array.isArray(next) ? next : [] };
  }
}

/**
 * Each structured specification that changed, under its own name for the listing's kind («عدد دورات الشحن»
 * for a battery's cycle life). A changed kind (a new type) lists the new kind's fields, then the old one's.
 */
function specChanges(old: ProductSpecs | null, next: ProductSpecs | null): ListingChange[] {
  const formatsOf = (specs: ProductSpecs | null): Record<string, SpecValueFormat> => (specs ? SPEC_CHANGE_FORMATS[specs.kind] : {});
  const [oldFormats, newFormats] = [formatsOf(old), formatsOf(next)];
  const fields = [...Object.entries(newFormats), ...Object.entries(oldFormats).filter(([name]) => !(name in newFormats))];
  const valueOf = (specs: ProductSpecs | null, formats: Record<string, SpecValueFormat>, name: string) => (specs && name in formats ? (specs as unknown as Snapshot)[name] ?? null : null);
  return fields.flatMap(([name, format]) => {
    const [before, after] = [valueOf(old, oldFormats, name), valueOf(next, newFormats, name)];
    return sameValue(before, after) ? [] : [specChange(name, format, before, after)];
  });
}

interface ChangeContext {
  /** The listing is public: a change of a live field has reached buyers already. */
  isPublic: boolean;
  /** A small picture of a stored key, or null when its file is gone. */
  thumbnail: (key: string) => string | null;
}

/** The changes of `changed` fields from `before` to `after`, with their values, in the card's order. */
function listingChanges(before: Snapshot, after: Snapshot, changed: readonly string[], { isPublic, thumbnail }: ChangeContext): ListingChange[] {
  const groups = new Map<string, ListingChange[]>();
  const add = (group: string, ...changes: ListingChange[]) => groups.set(group, [...(groups.get(group) ?? []), ...changes]);
  const priceOf = (s: Snapshot) => (typeof s.price === 'number' && typeof s.currency === 'string' ? { amount: s.price, currency: s.currency as Currency } : null);
  const placeOf = (s: Snapshot) => (typeof s.governorate === 'string' && typeof s.city === 'string' ? { governorate: s.governorate, city: s.city } : null);
  const pictures = (s: Snapshot) => (Array.isArray(s.images) ? (s.images as string[]) : []).map((key) => ({ _id: key, thumbnailUrl: thumbnail(key) }));
  for (const key of changed) {
    const described = DESCRIBED.get(key);
    if (described) add(key, describedChange(described, before[key], after[key], !described.reviewed && isPublic));
    else if (key === 'price' || key === 'currency') {
      if (!groups.has('price')) add('price', { field: 'price', label: 'admin:review.fields.price', appliedImmediately: isPublic, format: 'price', old: priceOf(before), new: priceOf(after) });
    } else if (key === 'isNegotiable') {
      add(key, { field: key, label: 'admin:review.fields.isNegotiable', appliedImmediately: isPublic, format: 'boolean', old: typeof before[key] === 'boolean' ? before[key] : null, new: after[key] === true });
    } else if (key === 'governorate' || key === 'city') {
      if (!groups.has('place')) add('place', { field: 'place', label: 'admin:review.place', appliedImmediately: false, format: 'place', old: placeOf(before), new: placeOf(after) });
    } else if (key === 'phone' || key === 'whatsappPhone') {
      add(key, { field: key, label: `admin:review.fields.${key}`, appliedImmediately: false, format: 'phone', old: text(before[key]), new: text(after[key]) });
    } else if (key === 'specs') {
      add(key, ...specChanges((before.specs as ProductSpecs | undefined) ?? null, (after.specs as ProductSpecs | undefined) ?? null));
    } else if (key === 'specifications') {
      const [old, next] = [(before.specifications ?? {}) as Snapshot, (after.specifications ?? {}) as Snapshot];
      for (const name of SPECIFICATION_KEYS) {
        if (!sameValue(text(old[name]), text(next[name]))) {
          add(key, { field: `specifications.${name}`, label: `products:detail.spec.${name}`, appliedImmediately: false, format: 'text', old: text(old[name]), new: text(next[name]) });
        }
      }
    } else if (key === 'images') {
      add(key, { field: key, label: 'admin:review.fields.images', appliedImmediately: false, format: 'pictures', old: pictures(before), new: pictures(after) });
    }
  }
  const order = [...ORDER, ...[...groups.keys()].filter((group) => !ORDER.includes(group))];
  return order.flatMap((group) => groups.get(group) ?? []);
}

/** What the console shows beside a listing: an edit to decide on, or one waiting beside the public version. */
export interface AdminProductShown {
  /** An edit shown beside the listing as it is public (the approved tab). */
  edit?: ProductEdit | undefined;
  /** The approved, public version when `row` is its edit waiting for a decision (`isLiveEdit`). */
  live?: ProductWithSeller | undefined;
  /** Keys of pictures whose files are still stored, besides those of `row` and `live`. */
  storedPictures?: ReadonlySet<string>;
}

/**
 * A listing as the console shows it: what changed since the last decision, with old and new values, and
 * how to reach the seller. `row` is an approved listing's edit (withEdit) when the admin decides on the
 * edit, compared with the public version (`live`) and the price the last review saw.
 */
export function presentAdminProduct(store: ImageStore, row: ProductWithSeller, contact: { email: string; phone: string }, now: Date, shown: AdminProductShown = {}): AdminProduct {
  const last = row.product.reviewedSnapshot;
  const current = reviewSnapshot(row);
  const before = shown.live ? { ...reviewSnapshot(shown.live), ...Object.fromEntries(LIVE_KEYS.filter((k) => last && k in last).map((k) => [k, last![k]])) } : last;
  const changedFields = before ? changedKeys(before, current) : [];
  const stored = new Set([...row.images, ...(shown.live?.images ?? [])].map((i) => i.key));
  const thumbnail = (key: string) => (stored.has(key) || shown.storedPictures?.has(key) ? store.url(key, 320) : null);
  const isPublic = shown.live !== undefined || row.product.status === 'approved';
  return {
    ...presentOwnProduct(store, row, now, shown.edit),
    sellerContact: { email: contact.email, phone: `+${contact.phone}` },
    isResubmission: row.product.resubmittedAt !== null,
    changedFields,
    changes: before ? listingChanges(before, current, changedFields, { isPublic, thumbnail }) : [],
    version: row.product.version,
    isLiveEdit: shown.live !== undefined,
  };
}

/** The pictures a listing's last review saw that it no longer shows: their files may be gone. */
export const picturesSinceReview = (row: ProductWithSeller): string[] => {
  const shownKeys = new Set(row.images.map((i) => i.key));
  const seen = row.product.reviewedSnapshot?.images;
  return Array.isArray(seen) ? (seen as string[]).filter((key) => !shownKeys.has(key)) : [];
};
