import type { PriceIndexes } from '../contract/prices.ts';
import type { ProductSpecs } from '../contract/product-specs.ts';
import { ALL_YEMEN, type PriceMetric } from '../reference/price-indexes.ts';
import { priceIndexOf } from './price-mark.ts';

/** What the estimate reads of a picked line: how many of which listing. */
interface PickedLine {
  quantity: number;
  listing: { specs: ProductSpecs | null };
}

export interface MarketEstimate {
  /** What the market asks for the picked parts, in the indexes' currency. */
  amount: number;
  /** The listings behind the figures used (each index counts other listings: they add up). */
  listings: number;
  /** The place whose figures were used: the buyer's governorate when it has them all, else Yemen. */
  governorate: string;
  week: string;
}

type Figure = { median: number; listings: number; week: string };

/**
 * The market's price of the system a shopping list picked (issue #45 item 5): panels × W × median per W,
 * batteries × usable kWh × median per kWh of their chemistry, the inverter's kW × median per kW of its
 * kind, from the latest weekly figures, as if new (the index counts new goods). The buyer's governorate
 * when it has a figure for every picked part, else Yemen's; null when no part is picked or a picked part
 * has no figure anywhere (half an estimate beside a whole list would mislead).
 */
export function marketEstimate(lines: readonly (PickedLine | null)[], indexes: PriceIndexes, governorate: string | null): MarketEstimate | null {
  const picked = lines.flatMap((line) => {
    const index = line && priceIndexOf('New', line.listing.specs);
    return line && index ? [{ units: line.quantity * index.size, metric: index.metric, variant: index.variant }] : [];
  });
  if (!picked.length || picked.length !== lines.filter(Boolean).length) return null;
  const find = (metric: PriceMetric, variant: string) => indexes.indexes.find((i) => i.metric === metric && i.variant === variant);
  const local = (metric: PriceMetric, variant: string): Figure | undefined => find(metric, variant)?.governorates.find((g) => g.governorate === governorate);
  const yemen = (metric: PriceMetric, variant: string): Figure | undefined => (indexes.governorate === ALL_YEMEN ? find(metric, variant)?.weeks.at(-1) : undefined);
  for (const [place, figureOf] of [[governorate, local], [ALL_YEMEN, yemen]] as const) {
    if (!place) continue;
    const figures = picked.map((part) => figureOf(part.metric, part.variant));
    if (figures.some((figure) => !figure)) continue;
    return {
      amount: picked.reduce((sum, part, i) => sum + part.units * figures[i]!.median, 0),
      listings: figures.reduce((sum, figure) => sum + figure!.listings, 0),
      governorate: place,
      week: figures.reduce((latest, figure) => (figure!.week > latest ? figure!.week : latest), ''),
    };
  }
  return null;
}
