import type { ListingFormValues } from './listing-form.ts';

const DRAFT_KEY = 'solar.selling.draft';

/** A new listing being written: every field, the uploaded photos' URLs and the posting's idempotency key. */
export interface ListingDraft {
  values: ListingFormValues;
  idempotencyKey: string;
}

/** A fresh idempotency key; randomUUID needs a secure context, which a LAN address is not. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function loadDraft(): ListingDraft | null {
  try {
    const raw = localStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<ListingDraft>;
    return draft && typeof draft.idempotencyKey === 'string' && draft.values && typeof draft.values === 'object'
      ? (draft as ListingDraft)
      : null;
  } catch {
    return null;
  }
}

// Storage may be full or disabled; the form then simply works without a saved draft.
export function saveDraft(draft: ListingDraft): void {
  try {
    localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Not saved.
  }
}

export function clearDraft(): void {
  try {
    localStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing stored.
  }
}

/**
 * Whether the draft holds anything the seller typed or uploaded (not just the defaults). Read over the
 * empty values, so a draft saved before a field was added (or in another field order) is compared field
 * by field.
 */
export function isDraftWorthRestoring(draft: ListingDraft, empty: ListingFormValues): boolean {
  return JSON.stringify({ ...empty, ...draft.values }) !== JSON.stringify(empty);
}
