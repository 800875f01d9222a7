/**
 * The marketplace's public price indexes (issue #45; docs/decisions/036-price-index.md): what each one
 * measures, the unit of its figures, and its variants (a battery chemistry, an inverter kind, or '').
 */
export const PRICE_METRICS = ['panel-per-w', 'battery-per-kwh', 'inverter-per-kw', 'panel-550w', 'battery-lithium-5kwh'] as const;
export type PriceMetric = (typeof PRICE_METRICS)[number];

/** What one figure is the price of: a watt, a usable kWh, a kW, or one item of a common package. */
export const PRICE_METRIC_UNITS: Record<PriceMetric, 'W' | 'kWh' | 'kW' | 'item'> = {
  'panel-per-w': 'W',
  'battery-per-kwh': 'kWh',
  'inverter-per-kw': 'kW',
  'panel-550w': 'item',
  'battery-lithium-5kwh': 'item',
};

/** Fewer listings than this behind a figure say nothing about a market: the figure is not published. */
export const PRICE_INDEX_MIN_LISTINGS = 5;
/** Weeks of history the indexes cover: the current one and the 52 before it (12 months). */
export const PRICE_INDEX_WEEKS = 53;
/** The governorate value of the figures for the whole of Yemen. */
export const ALL_YEMEN = 'all';
/** A price this far under or over its governorate's index is marked on the listing (15 %). */
export const PRICE_INDEX_MARK_SHARE = 0.15;
