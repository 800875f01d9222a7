import type { CoverageLevel, OfferLine, WantedItem } from '../contract/wanted.ts';

/** The one size an item of a type is judged by: a battery's kWh, a panel's or an inverter's watts. */
const sizeOf = (thing: { type: string; kwh?: number | null; powerW?: number | null }) => (thing.type === 'Battery' ? thing.kwh : thing.powerW) ?? null;

/**
 * How an offer covers each requested item, in the request's order: `missing` when no line has its type,
 * `undersized` when a line of the type is smaller than asked (a 2.4 kWh battery for "at least 5 kWh"),
 * `short` when the lines of the type are fewer than asked, `covered` otherwise. A line whose size is not
 * known is not marked smaller: the buyer reads its name.
 */
export function offerCoverage(items: readonly WantedItem[], lines: readonly Pick<OfferLine, 'type' | 'quantity' | 'kwh' | 'powerW'>[]): CoverageLevel[] {
  return items.map((item) => {
    const ofType = lines.filter((line) => line.type === item.type);
    if (!ofType.length) return 'missing';
    const wanted = sizeOf(item);
    if (wanted !== null && ofType.some((line) => { const offered = sizeOf(line); return offered !== null && offered < wanted; })) return 'undersized';
    const count = ofType.reduce((sum, line) => sum + line.quantity, 0);
    return count < item.quantity ? 'short' : 'covered';
  });
}
