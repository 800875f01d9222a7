import type { BatteryType, CalculatorSettings } from '@solar/shared/domain/calculator';
import { GRID_TIE, LITHIUM_WORDS, NOT_AN_INVERTER, parseCapacityAh, parsePowerW, parseVoltage } from '@solar/shared/domain/listing-specs';
import type { Db } from '../../db/client.ts';
import { newestPublicOfType } from './calculator.repository.ts';

/** Median USD prices of what is for sale now, per unit of what the calculator sizes. */
export interface MarketPrices {
  panelUsdPerW: number;
  batteryUsdPerKwh: Record<BatteryType, number | null>;
  inverterUsdPerW: number;
  listings: number;
}

// A price per unit outside these bounds is a typo or a bundle, not a price of the part.
const BOUNDS = { panelUsdPerW: [0.05, 3], batteryUsdPerKwh: [20, 2000], inverterUsdPerW: [0.02, 3] } as const;
// Market prices move over weeks; a calculation never waits for three reads after the first.
const TTL_MS = 10 * 60_000;

const median = (values: number[]) => {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const within = (value: number, [min, max]: readonly [number, number]) => Number.isFinite(value) && value >= min && value <= max;


/** The median prices of new, public listings; null when a part has no usable listing. */
export async function readMarketPrices(db: Db, now: Date): Promise<MarketPrices | null> {
  const [panels, batteries, devices] = await Promise.all([newestPublicOfType(db, 'Panel', now), newestPublicOfType(db, 'Battery', now), newestPublicOfType(db, 'Charging Devices', now)]);
  const panelRates = panels.flatMap((p) => {
    const watts = parsePowerW(p.specifications.power);
    const rate = watts ? p.priceUsd / watts : NaN;
    return within(rate, BOUNDS.panelUsdPerW) ? [rate] : [];
  });
  const batteryRates: Record<BatteryType, number[]> = { leadAcid: [], lithium: [] };
  for (const b of batteries) {
    const volts = parseVoltage(b.specifications.voltage);
    const ah = parseCapacityAh(b.specifications.capacity, volts);
    const rate = volts && ah ? b.priceUsd / ((volts * ah) / 1000) : NaN;
    if (within(rate, BOUNDS.batteryUsdPerKwh)) batteryRates[LITHIUM_WORDS.test([b.name, b.brand, b.model].join(' ')) ? 'lithium' : 'leadAcid'].push(rate);
  }
  const inverterRates = devices.flatMap((d) => {
    if (NOT_AN_INVERTER.test(d.name) || GRID_TIE.test(d.name)) return [];
    const watts = parsePowerW(d.specifications.power);
    const rate = watts ? d.priceUsd / watts : NaN;
    return within(rate, BOUNDS.inverterUsdPerW) ? [rate] : [];
  });
  const panelUsdPerW = median(panelRates);
  const inverterUsdPerW = median(inverterRates);
  if (panelUsdPerW === null || inverterUsdPerW === null) return null;
  return {
    panelUsdPerW,
    batteryUsdPerKwh: { leadAcid: median(batteryRates.leadAcid), lithium: median(batteryRates.lithium) },
    inverterUsdPerW,
    listings: panelRates.length + batteryRates.leadAcid.length + batteryRates.lithium.length + inverterRates.length,
  };
}

const cache = new WeakMap<Db, { at: number; value: Promise<MarketPrices | null> }>();

/** `readMarketPrices`, shared by this process's calculations for ten minutes. */
export function cachedMarketPrices(db: Db, now: Date): Promise<MarketPrices | null> {
  const hit = cache.get(db);
  if (hit && now.getTime() - hit.at < TTL_MS && now.getTime() >= hit.at) return hit.value;
  const read = readMarketPrices(db, now);
  // A failed read (the database away) is answered as "no market prices" and not kept: the next asks again.
  const value = read.catch(() => {
    if (cache.get(db)?.value === value) cache.delete(db);
    return null;
  });
  cache.set(db, { at: now.getTime(), value });
  return value;
}

/** Forgets the cached prices (tests that change listings and calculate again at once). */
export function forgetMarketPrices(db: Db) {
  cache.delete(db);
}

/**
 * The settings with prices from the market, for a calculation whose settings name none: panel and
 * battery prices per unit the engine sizes, the inverter per kW. Equipment only: no cables, mounting or
 * labour (those stay unset). Null when the market cannot price every part of this battery type.
 */
export function withMarketPrices(settings: CalculatorSettings, market: MarketPrices, batteryType: BatteryType): CalculatorSettings | null {
  const perKwh = market.batteryUsdPerKwh[batteryType];
  if (perKwh === null) return null;
  const battery = settings.batteries[batteryType];
  return {
    ...settings,
    prices: {
      ...settings.prices,
      panelUsd: market.panelUsdPerW * settings.panel.watts,
      batteryUsd: { ...settings.prices.batteryUsd, [batteryType]: (perKwh * battery.unitVoltage * battery.unitCapacityAh) / 1000 },
      inverterUsdPerKw: market.inverterUsdPerW * 1000,
    },
  };
}
