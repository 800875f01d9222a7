/** The spec's price slider (alternate grid): 0 to 10,000 in steps of 100, when no better bound is known. */
export const DEFAULT_PRICE_BOUND = 10_000;
const STEPS = 100;

/**
 * The slider's upper bound for the highest listed price: the next round number (1, 2, 2.5 or 5 times a
 * power of ten), so that 100 steps stay round too. 0 or unknown gives the spec's 10,000.
 */
export function priceBound(maxPrice: number | null | undefined): number {
  if (!maxPrice || maxPrice <= 0) return DEFAULT_PRICE_BOUND;
  const magnitude = 10 ** Math.floor(Math.log10(maxPrice));
  const nice = [1, 2, 2.5, 5, 10].find((factor) => factor * magnitude >= maxPrice) ?? 10;
  return Math.max(nice * magnitude, STEPS);
}

/** One hundredth of the bound (100 for the spec's 10,000). */
export function priceStep(bound: number): number {
  return bound / STEPS;
}
