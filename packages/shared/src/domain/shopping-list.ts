/**
 * The calculator's result as a shopping list (issue #19, item 4): how many of which specification to buy,
 * and, from listings with structured specifications, which ones fit, how many of each (counted from each
 * listing's own specification so they cover the result) and what the whole costs in the buyer's currency.
 * Pure: the web app builds the list from the candidates the API returns. Choices and sources:
 * docs/decisions/026-compatibility-and-shopping-list.md.
 */
import {
  BATTERY_INVERTER_KINDS, batterySystemVoltage, type BatteryChemistry, type InverterKindFilter, type InverterSpecs, type ProductSpecs, type SystemVoltage,
} from '../reference/spec-kinds.ts';
import type { Currency, FilterCategory, ProductCondition } from '../reference/catalog.ts';
import { localCurrencyOf } from '../reference/rial-areas.ts';
import type { BatteryType, CalculatorResult } from './calculator.ts';
import { convertPrice } from './price-format.ts';
import {
  batteryInverterFit,
  compareLevels,
  nominalBatteryVoltage,
  panelInverterFit,
  worseLevel,
  type FitReason,
  type FitVerdict,
  type StringVerdict,
} from './solar-compatibility.ts';

/** The three parts of a system the list names. */
export const SHOPPING_PARTS = ['panels', 'batteries', 'inverter'] as const;
export type ShoppingPart = (typeof SHOPPING_PARTS)[number];

/** The chemistries that are each of the calculator's battery types. */
export const CHEMISTRIES_OF: Record<BatteryType, readonly BatteryChemistry[]> = {
  leadAcid: ['flooded', 'agm', 'gel'],
  lithium: ['lifepo4'],
};

/** Inverter kinds that run a home off its batteries: the shopping list's inverter is one of them. */
export const HOME_INVERTER_KINDS: readonly InverterSpecs['inverterKind'][] = BATTERY_INVERTER_KINDS;

/** Panels of at least this share of the calculator's panel size are candidates: more of smaller ones also cover the array. */
export const MIN_PANEL_SHARE = 0.6;

/** What the result asks for, in the words of a shopping list. */
export interface ShoppingNeeds {
  /** N × panel of at least W: the calculator's panel count and size, and the array power they stand for. */
  panels: { count: number; panelW: number; requiredPvW: number };
  /** M × battery of Ah at V (type), wired `inSeries` × `strings`, for `requiredAh` at the system voltage. */
  batteries: { count: number; unitV: number; unitAh: number; batteryType: BatteryType; inSeries: number; strings: number; requiredAh: number };
  /** One inverter of at least W at the system voltage. */
  inverter: { minW: number; systemV: number };
}

const EPSILON = 1e-9;
const ceilCount = (value: number) => Math.max(1, Math.ceil(value - EPSILON));

/**
 * The shopping list's spec lines, read off a calculator result; at another bank voltage `systemV` when
 * given (the list's alternative): the same energy in Ah at that voltage (the calculator's Ah scale with
 * 1 / V), its battery unit wired to make it.
 */
export function shoppingNeeds(result: CalculatorResult, systemV: number = result.system.systemVoltage): ShoppingNeeds {
  const panels = { count: result.pv.panelsCount, panelW: result.pv.recommendedPanelW, requiredPvW: result.pv.requiredPvW };
  const unit = { unitV: result.battery.unit.voltage, unitAh: result.battery.unit.capacityAh, batteryType: result.battery.type };
  const inverter = { minW: result.inverter.recommendedW, systemV };
  if (systemV === result.system.systemVoltage) {
    return {
      panels,
      batteries: { count: result.battery.totalBatteries, ...unit, inSeries: result.battery.seriesCount, strings: result.battery.parallelStrings, requiredAh: result.battery.requiredAh },
      inverter,
    };
  }
  const requiredAh = Math.round(((result.battery.requiredAh * result.system.systemVoltage) / systemV) * 10) / 10;
  const inSeries = ceilCount(systemV / unit.unitV);
  const strings = ceilCount(requiredAh / unit.unitAh);
  return { panels, batteries: { count: inSeries * strings, ...unit, inSeries, strings, requiredAh }, inverter };
}

/**
 * Where a listing is for the buyer: in their governorate, elsewhere in their rial area (the same money,
 * no front line to cross: reference/rial-areas.ts), or further. Without a place every listing is `elsewhere`.
 */
export type ShoppingLocality = 'governorate' | 'area' | 'elsewhere';

function localityOf(listingGovernorate: string, buyerGovernorate: string | null): ShoppingLocality {
  if (!buyerGovernorate) return 'elsewhere';
  if (listingGovernorate === buyerGovernorate) return 'governorate';
  const rial = localCurrencyOf(buyerGovernorate);
  return rial !== null && localCurrencyOf(listingGovernorate) === rial ? 'area' : 'elsewhere';
}

/** What the list reads of a listing (a public product satisfies it). */
export interface ShoppingListing {
  _id: string;
  price: number;
  currency: Currency;
  governorate: string;
  condition: ProductCondition;
  specs: ProductSpecs | null;
}

/** One listing as a line of the list: how many, wired how, what they provide, what they cost, whether they fit. */
export interface ShoppingOption<T extends ShoppingListing = ShoppingListing> {
  part: ShoppingPart;
  listing: T;
  quantity: number;
  /** Panels: per series string and the number of strings; batteries: per series string and the number of strings. */
  inSeries: number | null;
  strings: number | null;
  /** What the quantity provides: panels W, batteries Ah at the system voltage, the inverter W. */
  provides: number;
  /** quantity × the listing's price in the buyer's currency; null when a rate is missing. */
  lineTotal: number | null;
  /** The line was converted from the listing's own currency at the market's rates: an approximate amount. */
  isConverted: boolean;
  isInGovernorate: boolean;
  locality: ShoppingLocality;
  /** How it fits the list's inverter (the inverter: always fit, having passed the needs). */
  verdict: FitVerdict;
  /** Panels: every string length judged against the inverter, for the buyer choosing another. */
  strings1to4?: StringVerdict[];
}

export interface ShoppingContext {
  /** The buyer's governorate: its listings come first. */
  governorate: string | null;
  currency: Currency;
  ratesPerUsd: Partial<Record<Currency, number>>;
}

function lineTotal(listing: ShoppingListing, quantity: number, context: ShoppingContext): number | null {
  const unit = convertPrice(listing.price, listing.currency, context.currency, context.ratesPerUsd);
  return unit === null ? null : unit * quantity;
}

const usable = (listing: ShoppingListing) => listing.condition !== 'Needs Repair';

const placeOf = (listing: ShoppingListing, context: ShoppingContext) => ({
  isConverted: listing.currency !== context.currency,
  isInGovernorate: listing.governorate === context.governorate,
  locality: localityOf(listing.governorate, context.governorate),
});

/** A listing as the list's inverter: a home inverter of at least the needed W that runs on the system voltage. */
export function inverterOption<T extends ShoppingListing>(listing: T, needs: ShoppingNeeds, context: ShoppingContext): ShoppingOption<T> | null {
  const specs = listing.specs;
  if (!usable(listing) || specs?.kind !== 'inverter' || !HOME_INVERTER_KINDS.includes(specs.inverterKind)) return null;
  if (specs.powerW < needs.inverter.minW || !specs.batteryVoltages.includes(needs.inverter.systemV)) return null;
  return {
    part: 'inverter',
    listing,
    quantity: 1,
    inSeries: null,
    strings: null,
    provides: specs.powerW,
    lineTotal: lineTotal(listing, 1, context),
    ...placeOf(listing, context),
    verdict: { level: 'fit', reasons: [] },
  };
}

/** The bank the list's inverter runs on: the inverter itself, or (none yet) any home inverter at the system voltage. */
const bankOf = (inverter: InverterSpecs | null, systemV: number): Pick<InverterSpecs, 'inverterKind' | 'batteryVoltages'> =>
  inverter ? { inverterKind: inverter.inverterKind, batteryVoltages: [systemV] } : { inverterKind: 'off_grid', batteryVoltages: [systemV] };

/**
 * A listing as the list's batteries: the result's battery type, a voltage that makes the system voltage
 * (alone or in series), and enough parallel strings to hold the result's Ah at that voltage. A used
 * battery counts with its measured state of health.
 */
export function batteryOption<T extends ShoppingListing>(
  listing: T,
  needs: ShoppingNeeds,
  inverter: InverterSpecs | null,
  context: ShoppingContext,
): ShoppingOption<T> | null {
  const specs = listing.specs;
  if (!usable(listing) || specs?.kind !== 'battery' || !CHEMISTRIES_OF[needs.batteries.batteryType].includes(specs.chemistry)) return null;
  const { systemV } = needs.inverter;
  const verdict = batteryInverterFit(specs, bankOf(inverter, systemV));
  if (verdict.level === 'unfit') return null;
  const unitV = nominalBatteryVoltage(specs.voltageV)!;
  const inSeries = systemV / unitV;
  const effectiveAh = specs.capacityAh * ((specs.healthPct ?? 100) / 100);
  const strings = ceilCount(needs.batteries.requiredAh / effectiveAh);
  const quantity = inSeries * strings;
  return {
    part: 'batteries',
    listing,
    quantity,
    inSeries,
    strings,
    provides: Math.round(strings * effectiveAh * 10) / 10,
    lineTotal: lineTotal(listing, quantity, context),
    ...placeOf(listing, context),
    verdict,
  };
}

/**
 * A listing as the list's panels: enough of them for the result's array power. With an inverter whose PV
 * input the specifications describe, they are wired in equal series strings of a length that fits it (the
 * fewest panels, then the longest string); `inSeries` forces a length (the buyer's choice), fitting or not.
 */
export function panelOption<T extends ShoppingListing>(
  listing: T,
  needs: ShoppingNeeds,
  inverter: InverterSpecs | null,
  context: ShoppingContext,
  inSeries?: number,
): ShoppingOption<T> | null {
  const specs = listing.specs;
  if (!usable(listing) || specs?.kind !== 'panel') return null;
  const needed = ceilCount(needs.panels.requiredPvW / specs.powerW);
  const base = { part: 'panels' as const, listing, ...placeOf(listing, context) };
  const judged = inverter ? panelInverterFit(specs, inverter, { batteryV: needs.inverter.systemV }) : null;
  const canJudge = judged !== null && judged.strings.some((string) => string.level !== 'unknown');
  if (!canJudge) {
    const quantity = needed;
    return {
      ...base,
      quantity,
      inSeries: null,
      strings: null,
      provides: quantity * specs.powerW,
      lineTotal: lineTotal(listing, quantity, context),
      verdict: judged ? { level: judged.level, reasons: judged.reasons } : { level: 'unknown', reasons: [] },
      strings1to4: judged?.strings,
    };
  }
  const bestLevel = judged.strings.reduce((level, string) => (compareLevels(string.level, level) < 0 ? string.level : level), judged.strings[0]!.level);
  const candidates = inSeries !== undefined ? judged.strings.filter((string) => string.inSeries === inSeries) : judged.strings.filter((string) => string.level === bestLevel);
  const arrangements = candidates.map((string) => {
    const strings = ceilCount(needed / string.inSeries);
    return { string, strings, quantity: strings * string.inSeries };
  });
  arrangements.sort((a, b) => a.quantity - b.quantity || b.string.inSeries - a.string.inSeries);
  const chosen = arrangements[0];
  if (!chosen) return null;
  return {
    ...base,
    quantity: chosen.quantity,
    inSeries: chosen.string.inSeries,
    strings: chosen.strings,
    provides: chosen.quantity * specs.powerW,
    lineTotal: lineTotal(listing, chosen.quantity, context),
    verdict: { level: chosen.string.level, reasons: chosen.string.reasons },
    strings1to4: judged.strings,
  };
}

const LOCALITY_ORDER: Record<ShoppingLocality, number> = { governorate: 0, area: 1, elsewhere: 2 };
const isJudged = (option: ShoppingOption) => option.verdict.level !== 'unknown';

/**
 * Listings known to work first (fit or caution; unknown last), then the nearest (the buyer's governorate,
 * their rial area, the rest), then fit before caution, then the cheapest line (unpriced last). Near comes
 * before fit: a caution is one thing to check with the seller, a listing across the front line is a trip.
 */
function byPreference(a: ShoppingOption, b: ShoppingOption): number {
  return (
    Number(isJudged(b)) - Number(isJudged(a)) ||
    LOCALITY_ORDER[a.locality] - LOCALITY_ORDER[b.locality] ||
    compareLevels(a.verdict.level, b.verdict.level) ||
    (a.lineTotal ?? Number.POSITIVE_INFINITY) - (b.lineTotal ?? Number.POSITIVE_INFINITY) ||
    a.listing._id.localeCompare(b.listing._id)
  );
}

/** The options of one part, best first, without listings that do not fit; each listing once. */
function ranked<T extends ShoppingListing>(candidates: readonly T[], option: (listing: T) => ShoppingOption<T> | null, count: number): ShoppingOption<T>[] {
  const seen = new Set<string>();
  const options: ShoppingOption<T>[] = [];
  for (const listing of candidates) {
    if (seen.has(listing._id)) continue;
    seen.add(listing._id);
    const made = option(listing);
    if (made && made.verdict.level !== 'unfit') options.push(made);
  }
  return options.sort(byPreference).slice(0, count);
}

/** The parts a buyer settled on (each the first option unless they chose another). */
export interface ShoppingSelection<T extends ShoppingListing = ShoppingListing> {
  panels: ShoppingOption<T> | null;
  batteries: ShoppingOption<T> | null;
  inverter: ShoppingOption<T> | null;
}

/**
 * What does not fit in a selection: the panels' string and the batteries against the inverter, and an
 * array larger than the inverter's charger can take (its maximum charge current at the system voltage).
 */
export function selectionWarnings(selection: ShoppingSelection, needs: ShoppingNeeds): FitReason[] {
  const warnings: FitReason[] = [];
  for (const option of [selection.panels, selection.batteries]) {
    if (option) warnings.push(...option.verdict.reasons.filter((reason) => reason.level !== 'fit'));
  }
  const inverter = selection.inverter?.listing.specs;
  if (selection.panels && inverter?.kind === 'inverter' && inverter.maxChargeA !== null) {
    const { systemV } = needs.inverter;
    const arrayW = selection.panels.provides;
    const chargeW = inverter.maxChargeA * systemV;
    if (arrayW > chargeW) warnings.push({ code: 'pvExceedsCharge', level: 'caution', values: { arrayW, systemV, maxChargeA: inverter.maxChargeA, chargeW } });
  }
  return warnings;
}

/** The level of a whole selection: its worst warning (fit without any). */
export function selectionLevel(warnings: readonly FitReason[]) {
  return warnings.reduce((level, warning) => worseLevel(level, warning.level), 'fit' as FitVerdict['level']);
}

/** The selection's total in the buyer's currency: the sum of its lines; null if a part is missing or unpriced. */
export function selectionTotal(selection: ShoppingSelection): number | null {
  const lines = [selection.panels, selection.batteries, selection.inverter];
  if (lines.some((line) => line === null || line.lineTotal === null)) return null;
  return lines.reduce((sum, line) => sum + line!.lineTotal!, 0);
}

/** What a selection's sum leaves out: parts no listing fills, and chosen lines without a rate to price them. */
export function selectionGaps(selection: ShoppingSelection): { missing: ShoppingPart[]; unpriced: ShoppingPart[] } {
  return {
    missing: SHOPPING_PARTS.filter((part) => selection[part] === null),
    unpriced: SHOPPING_PARTS.filter((part) => selection[part] !== null && selection[part].lineTotal === null),
  };
}

/** The sum of the lines that have a price in the buyer's currency; null when none has. */
export function selectionSubtotal(selection: ShoppingSelection): number | null {
  const priced = SHOPPING_PARTS.flatMap((part) => (selection[part]?.lineTotal != null ? [selection[part].lineTotal] : []));
  return priced.length ? priced.reduce((sum, amount) => sum + amount, 0) : null;
}

export interface ShoppingList<T extends ShoppingListing = ShoppingListing> {
  needs: ShoppingNeeds;
  options: Record<ShoppingPart, ShoppingOption<T>[]>;
  /** The buyer's choice of each part, else its first option. */
  selection: ShoppingSelection<T>;
  warnings: FitReason[];
  /** Every part chosen and priced: their sum; else null (`subtotal` holds what there is). */
  total: number | null;
  /** The sum of the chosen lines that have a price, whatever is missing; null when none has. */
  subtotal: number | null;
  /** Parts no listing fills, and chosen parts without a rate to price them: what `subtotal` leaves out. */
  missing: ShoppingPart[];
  unpriced: ShoppingPart[];
  /** A line of the sum was converted from another currency: the sum is approximate. */
  isApproximate: boolean;
  currency: Currency;
}

/** What a buyer changed: another listing for a part, another string length for the panels, another bank voltage. */
export interface ShoppingChoice {
  inverterId?: string;
  batteriesId?: string;
  panelsId?: string;
  panelsInSeries?: number;
  /** The bank voltage the list is for, when not the calculator's (the list's alternative). */
  systemV?: number;
}

/**
 * The whole list: the needs, up to `perPart` fitting listings for each part (the inverter chosen first,
 * batteries and panels judged against it), the buyer's choice or the first of each as the selection,
 * its warnings and its total.
 */
export function buildShoppingList<T extends ShoppingListing>(
  result: CalculatorResult,
  candidates: readonly T[],
  context: ShoppingContext,
  choice: ShoppingChoice = {},
  perPart = 3,
): ShoppingList<T> {
  const needs = shoppingNeeds(result, choice.systemV);
  const pick = <O extends ShoppingOption<T>>(options: O[], id: string | undefined) => options.find((o) => o.listing._id === id) ?? options[0] ?? null;
  const inverters = ranked(candidates, (listing) => inverterOption(listing, needs, context), perPart);
  const inverter = pick(inverters, choice.inverterId);
  const inverterSpecs = inverter?.listing.specs?.kind === 'inverter' ? inverter.listing.specs : null;
  const batteries = ranked(candidates, (listing) => batteryOption(listing, needs, inverterSpecs, context), perPart);
  const panels = ranked(candidates, (listing) => panelOption(listing, needs, inverterSpecs, context), perPart);
  let chosenPanels = pick(panels, choice.panelsId);
  if (chosenPanels && choice.panelsInSeries !== undefined && chosenPanels.inSeries !== null) {
    chosenPanels = panelOption(chosenPanels.listing, needs, inverterSpecs, context, choice.panelsInSeries) ?? chosenPanels;
  }
  const selection: ShoppingSelection<T> = { panels: chosenPanels, batteries: pick(batteries, choice.batteriesId), inverter };
  return {
    needs,
    options: { panels, batteries, inverter: inverters },
    selection,
    warnings: selectionWarnings(selection, needs),
    total: selectionTotal(selection),
    subtotal: selectionSubtotal(selection),
    ...selectionGaps(selection),
    isApproximate: SHOPPING_PARTS.some((part) => selection[part]?.isConverted === true),
    currency: context.currency,
  };
}

/**
 * The list at another bank voltage (`systemV`), when there it has both an inverter and batteries: what a
 * buyer can do when the calculator's voltage leaves one of them missing. Null when it does not help.
 */
export function shoppingAlternative<T extends ShoppingListing>(
  result: CalculatorResult,
  candidates: readonly T[],
  context: ShoppingContext,
  systemV: number,
): ShoppingList<T> | null {
  if (systemV === result.system.systemVoltage) return null;
  const list = buildShoppingList(result, candidates, context, { systemV });
  return list.selection.inverter && list.selection.batteries ? list : null;
}

/** The product list's filters (URL and saved-search names) for one part's listings. */
export interface ShoppingPartFilters {
  category: FilterCategory;
  minPowerW?: number;
  voltage?: SystemVoltage;
  chemistry?: BatteryChemistry;
  inverterKind?: InverterKindFilter;
}

/**
 * One part's listings as the product list filters them, for "see all" and for the saved search of "tell
 * me when one appears": panels of the candidates' least size; batteries of the calculator's unit voltage
 * (and chemistry, when the type is one); inverters that run on batteries at the bank voltage, of at least
 * the needed watts (a charge controller takes the same voltages and watts but is no inverter).
 */
export function shoppingPartFilters(part: ShoppingPart, needs: ShoppingNeeds): ShoppingPartFilters {
  if (part === 'panels') return { category: 'solar', minPowerW: Math.round(needs.panels.panelW * MIN_PANEL_SHARE) };
  if (part === 'batteries') {
    const chemistries = CHEMISTRIES_OF[needs.batteries.batteryType];
    const voltage = batterySystemVoltage(needs.batteries.unitV);
    return { category: 'batteries', ...(voltage ? { voltage } : {}), ...(chemistries.length === 1 ? { chemistry: chemistries[0]! } : {}) };
  }
  const voltage = batterySystemVoltage(needs.inverter.systemV);
  return { category: 'Charging Devices', inverterKind: 'off_grid_or_hybrid', ...(voltage ? { voltage } : {}), minPowerW: needs.inverter.minW };
}
