import type { Language } from '../contract/common.ts';
import type { ProductSpecs } from '../reference/spec-kinds.ts';
import { formatDecimal } from './decimal-format.ts';

// Sizes of specifications as people read them (issue #19, docs/decisions/025-listing-specifications.md):
// the number in the page's language as Intl writes it, like every number of the app («٥٥٠», "550"), then
// its unit in that language, joined by a no-break space so they never part at a line end: «٥٥٠ واط»,
// "550 W", «٢٠٠ أمبير ساعة». Type-only imports: a card's first screen loads no zod.

/** The units specifications are written in. */
export const SPEC_UNIT_NAMES = ['W', 'V', 'Ah', 'kWh', 'A', 'mm', 'pctPerC'] as const;
export type SpecUnit = (typeof SPEC_UNIT_NAMES)[number];

/** Each unit as the market writes it in each language. */
export const SPEC_UNITS: Record<Language, Record<SpecUnit, string>> = {
  en: { W: 'W', V: 'V', Ah: 'Ah', kWh: 'kWh', A: 'A', mm: 'mm', pctPerC: '%/°C' },
  ar: { W: 'واط', V: 'فولت', Ah: 'أمبير ساعة', kWh: 'كيلوواط ساعة', A: 'أمبير', mm: 'مم', pctPerC: '٪ لكل درجة' },
};

const NBSP = '\u00a0';

/**
 * A number in the language's digits and separators, with at most `digits` decimals: what
 * `Intl.NumberFormat` writes, by the app's own code (decimal-format.ts), so a card's key specification
 * does not pay for ICU's first formatter while the page hydrates (~40 ms on a slow phone).
 */
export function formatSpecNumber(value: number, language: Language, digits = 2): string {
  return formatDecimal(value, language, { maximumFractionDigits: digits });
}

/** A size with its unit: «٥٥٠ واط», "550 W", «−٠٫٢٨ ٪ لكل درجة». */
export function formatQuantity(value: number, unit: SpecUnit, language: Language): string {
  return `${formatSpecNumber(value, language, unit === 'pctPerC' ? 3 : 2)}${NBSP}${SPEC_UNITS[language][unit]}`;
}

/** A percentage: «٢١٫٣٣٪», "21.33%". */
export function formatPercent(value: number, language: Language): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
}

/** Several voltages under one unit: "12/24/48 V", «١٢/٢٤/٤٨ فولت». */
export function formatVoltages(voltages: readonly number[], language: Language): string {
  return `${voltages.map((v) => formatSpecNumber(v, language)).join('/')}${NBSP}${SPEC_UNITS[language].V}`;
}

/**
 * The one line a card shows: a panel's watts («٥٥٠ واط»); a battery's amp-hours and volts («٢٠٠ أمبير
 * ساعة ١٢ فولت», "200 Ah 12 V"); an inverter's watts and bank voltages, a charge controller's amps and
 * bank voltages ("60 A 12/24/48 V"); a system's panel watts and battery kWh. Null without specifications.
 */
export function keySpecText(specs: ProductSpecs | null | undefined, language: Language): string | null {
  if (!specs) return null;
  const join = (...parts: (string | null)[]) => parts.filter(Boolean).join(' ');
  switch (specs.kind) {
    case 'panel':
      return formatQuantity(specs.powerW, 'W', language);
    case 'battery':
      // Voltage and energy: buyers compare batteries of different voltages by kWh, which Ah alone hides; the
      // Ah stays in the listing's table, so the card's line is no longer than before on a phone.
      return join(formatQuantity(specs.voltageV, 'V', language), formatQuantity(Math.round(specs.voltageV * specs.capacityAh) / 1000, 'kWh', language));
    case 'inverter': {
      const controller = specs.inverterKind === 'pwm_controller' || specs.inverterKind === 'mppt_controller';
      const size = controller && specs.maxChargeA !== null ? formatQuantity(specs.maxChargeA, 'A', language) : formatQuantity(specs.powerW, 'W', language);
      return join(size, specs.batteryVoltages.length ? formatVoltages(specs.batteryVoltages, language) : null);
    }
    case 'system':
      return join(formatQuantity(specs.pvW, 'W', language), specs.batteryKwh > 0 ? formatQuantity(specs.batteryKwh, 'kWh', language) : null);
  }
}
