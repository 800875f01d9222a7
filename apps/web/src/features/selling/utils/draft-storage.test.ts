import { describe, expect, it } from 'vitest';
import { isDraftWorthRestoring } from './draft-storage.ts';
import { emptyListingValues } from './listing-form.ts';

describe('isDraftWorthRestoring', () => {
  it('restores what the seller typed, and not the empty form', () => {
    const empty = emptyListingValues();
    expect(isDraftWorthRestoring({ values: { ...empty, name: 'Battery 200Ah' }, idempotencyKey: 'k' }, empty)).toBe(true);
    expect(isDraftWorthRestoring({ values: { ...empty, warrantyMonths: 12 }, idempotencyKey: 'k' }, empty)).toBe(true);
    expect(isDraftWorthRestoring({ values: empty, idempotencyKey: 'k' }, empty)).toBe(false);
  });

  it('reads an empty draft saved before a field existed, or in another field order, as empty', () => {
    const empty = emptyListingValues();
    const { warrantyMonths: _, ...older } = empty;
    const reordered = Object.fromEntries(Object.entries(older).reverse()) as unknown as typeof empty;
    expect(isDraftWorthRestoring({ values: reordered, idempotencyKey: 'k' }, empty)).toBe(false);
  });
});
