import type { ProductSpecs } from '../contract/product-specs.ts';
import { PRICE_INDEX_MARK_SHARE, type PriceMetric } from '../reference/price-indexes.ts';

/**
 * The index a listing is measured by (docs/decisions/036-price-index.md) and its size in that index's
 * unit: watts of a panel, usable kWh of a battery by chemistry, kW of an inverter by kind. Used goods and
 * other kinds have none: the index counts new goods only.
 */
export function priceIndexOf(condition: string, specs: ProductSpecs | null): { metric: PriceMetric; variant: string; size: number } | null {
  if (condition !== 'New') return null;
  if (specs?.kind === 'panel' && specs.powerW > 0) return { metric: 'panel-per-w', variant: '', size: specs.powerW };
  if (specs?.kind === 'battery' && specs.usableKwh > 0 && specs.chemistry !== 'other') return { metric: 'battery-per-kwh', variant: specs.chemistry, size: specs.usableKwh };
  if (specs?.kind === 'inverter' && specs.powerW > 0) return { metric: 'inverter-per-kw', variant: specs.inverterKind, size: specs.powerW / 1000 };
  return null;
}

export type MarketPosition = 'below' | 'near' | 'above';

/**
 * Where a price per unit stands against the index's median (both in USD): 15 % or more under it is
 * `below`, as much over it `above`, and by how many whole percent. The listing page's mark and the cards'
 * both come from here, so they never disagree.
 */
export function marketPosition(perUnitUsd: number, medianUsd: number): { position: MarketPosition; percent: number } {
  const ratio = perUnitUsd / medianUsd;
  const position = ratio <= 1 - PRICE_INDEX_MARK_SHARE ? 'below' : ratio >= 1 + PRICE_INDEX_MARK_SHARE ? 'above' : 'near';
  return { position, percent: Math.round(Math.abs(1 - ratio) * 100) };
}
