import type { Product } from '@solar/shared/contract/products';
import type { BatteryType } from '@solar/shared/domain/calculator';
import { GRID_TIE, LITHIUM_WORDS, NOT_AN_INVERTER, parseCapacityAh, parsePowerW, parseVoltage } from '@solar/shared/domain/listing-specs';
import type { FilterCategory } from '@solar/shared/reference/catalog';

/** The three parts of a system the results link to, with the browse category each is listed under. */
export const MATCH_GROUPS = {
  panels: 'solar',
  batteries: 'batteries',
  inverters: 'Charging Devices',
} as const satisfies Record<string, FilterCategory>;
export type MatchGroup = keyof typeof MATCH_GROUPS;

/** What the recommended system asks of each part. */
export interface MatchTarget {
  panelW: number;
  batteryType: BatteryType;
  batteryUnitV: number;
  batteryUnitAh: number;
  systemVoltage: number;
  inverterW: number;
}

export interface MatchedProduct {
  product: Product;
  isInGovernorate: boolean;
}

// The parsers of what sellers write are shared with the API's price estimate from listings.
export { parseCapacityAh, parsePowerW, parseVoltage } from '@solar/shared/domain/listing-specs';

/** Lithium or lead-acid, from what the listing says about itself. */
export function batteryKindOf(product: Product): BatteryType {
  return LITHIUM_WORDS.test([product.name, product.brand, product.model, product.description].join(' ')) ? 'lithium' : 'leadAcid';
}

const relative = (value: number, target: number) => Math.abs(value - target) / target;

/**
 * How far a listing is from what the system needs (0 is a perfect match), or null when it is not this
 * part at all (a charge controller among the charging devices, a battery of the other chemistry).
 */
export function distanceTo(group: MatchGroup, product: Product, target: MatchTarget): number | null {
  const specs = product.specifications;
  // Equipment that needs repair is never a recommendation.
  if (product.condition === 'Needs Repair') return null;
  if (group === 'panels') {
    if (product.type !== 'Panel') return null;
    const watts = parsePowerW(specs.power);
    return watts === null ? null : relative(watts, target.panelW);
  }
  if (group === 'inverters') {
    if (product.type !== 'Charging Devices' || NOT_AN_INVERTER.test(product.name) || GRID_TIE.test(product.name)) return null;
    const watts = parsePowerW(specs.power);
    if (watts === null) return null;
    // Smaller than needed is a poor match; larger is fine, up to twice the size.
    return watts >= target.inverterW ? (watts - target.inverterW) / target.inverterW : 1 + relative(watts, target.inverterW);
  }
  if (product.type !== 'Battery' || batteryKindOf(product) !== target.batteryType) return null;
  const volts = parseVoltage(specs.voltage);
  const ah = parseCapacityAh(specs.capacity, volts);
  // A unit of the bank's own voltage fits as well as the calculator's unit: fewer in series.
  const voltageFit = volts === null ? 1 : Math.min(relative(volts, target.batteryUnitV), relative(volts, target.systemVoltage));
  const capacityFit = ah === null ? 0.5 : relative(ah, target.batteryUnitAh);
  return voltageFit + capacityFit;
}

/** Close enough to show first: within a quarter of the target (an inverter up to twice the size). */
const NEAR: Record<MatchGroup, number> = { panels: 0.25, batteries: 0.5, inverters: 1 };

/**
 * The best `count` listings for a part: near matches in the visitor's governorate first, then near
 * matches elsewhere, then the closest of the rest; each group by closeness. Duplicates are dropped.
 */
export function pickMatches(
  group: MatchGroup,
  products: readonly Product[],
  target: MatchTarget,
  governorate: string | null,
  count = 3,
): MatchedProduct[] {
  const seen = new Set<string>();
  const scored = products.flatMap((product) => {
    if (seen.has(product._id)) return [];
    seen.add(product._id);
    const distance = distanceTo(group, product, target);
    if (distance === null) return [];
    const isInGovernorate = governorate !== null && product.governorate === governorate;
    const tier = distance <= NEAR[group] ? (isInGovernorate ? 0 : 1) : 2;
    return [{ product, isInGovernorate, tier, distance }];
  });
  scored.sort((a, b) => a.tier - b.tier || a.distance - b.distance);
  return scored.slice(0, count).map(({ product, isInGovernorate }) => ({ product, isInGovernorate }));
}
