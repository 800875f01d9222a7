import type { ProductType } from './catalog.ts';

// The kinds of structured specifications a listing has and the rules every side reads them by (issue #19,
// docs/decisions/025-listing-specifications.md), with no zod: the product list's first screen, its URL
// mapping and cards load this, and contract/product-specs.ts re-exports it with the schemas.

export const SPEC_KINDS = ['panel', 'battery', 'inverter', 'system'] as const;
export type SpecKind = (typeof SPEC_KINDS)[number];

/** Which specifications each product type has (the others have none). */
export const SPEC_KIND_BY_TYPE: Partial<Record<ProductType, SpecKind>> = {
  Panel: 'panel',
  Battery: 'battery',
  'Charging Devices': 'inverter',
  'Integrated System': 'system',
};

/** The kind of specifications of a product type, or null for a type that has none. */
export function specKindOf(type: string | null | undefined): SpecKind | null {
  return (type && SPEC_KIND_BY_TYPE[type as ProductType]) || null;
}

export const CELL_TYPES = ['mono', 'poly', 'thin_film'] as const;
export type CellType = (typeof CELL_TYPES)[number];
export const CELL_TECHS = ['perc', 'topcon', 'hjt'] as const;
export type CellTech = (typeof CELL_TECHS)[number];
export const BATTERY_CHEMISTRIES = ['flooded', 'agm', 'gel', 'lifepo4', 'other'] as const;
export type BatteryChemistry = (typeof BATTERY_CHEMISTRIES)[number];
export const INVERTER_KINDS = ['off_grid', 'hybrid', 'on_grid', 'pwm_controller', 'mppt_controller'] as const;
export type InverterKind = (typeof INVERTER_KINDS)[number];
/** Inverters that run a home off its batteries: not a grid-tie inverter (no battery), not a charge controller (no AC). */
export const BATTERY_INVERTER_KINDS = ['off_grid', 'hybrid'] as const satisfies readonly InverterKind[];
/**
 * The product list's kind filter: one kind, or `off_grid_or_hybrid`, every inverter of BATTERY_INVERTER_KINDS
 * (what the calculator's shopping list and its alerts ask for: a charge controller takes the same voltages
 * and watts but is no inverter).
 */
export const INVERTER_KIND_FILTERS = [...INVERTER_KINDS, 'off_grid_or_hybrid'] as const;
export type InverterKindFilter = (typeof INVERTER_KIND_FILTERS)[number];
/** The kinds a kind filter finds. */
export function inverterKindsOf(filter: InverterKindFilter): readonly InverterKind[] {
  return filter === 'off_grid_or_hybrid' ? BATTERY_INVERTER_KINDS : [filter];
}
/** The battery bank voltages of the market: an inverter accepts some of them, a battery belongs to one. */
export const SYSTEM_VOLTAGES = [12, 24, 48, 96] as const;
export type SystemVoltage = (typeof SYSTEM_VOLTAGES)[number];

/**
 * The bank voltage a battery of this nominal voltage serves: a 12.8 V LiFePO4 battery is a 12 V battery,
 * 25.6 V a 24 V one, 51.2 V (16 cells) a 48 V one. Between the classes (6 V, 36 V) it serves none of them.
 * The browse filter `voltage` and the compatibility rules both read it.
 */
export const BATTERY_VOLTAGE_CLASSES: readonly { voltage: SystemVoltage; min: number; max: number }[] = [
  { voltage: 12, min: 10, max: 16 },
  { voltage: 24, min: 20, max: 30 },
  { voltage: 48, min: 40, max: 60 },
  { voltage: 96, min: 80, max: 120 },
];

export function batterySystemVoltage(voltageV: number): SystemVoltage | null {
  return BATTERY_VOLTAGE_CLASSES.find((c) => voltageV >= c.min && voltageV <= c.max)?.voltage ?? null;
}

/**
 * How much of a battery's nominal energy may be used day after day: the calculator's defaults (lead-acid
 * 50 %, LiFePO4 80 %; domain/calculator.ts, docs/decisions/004-calculator-method.md), gel among the
 * lead-acid kinds, and an unnamed chemistry counted as carefully as lead-acid.
 */
export const DEPTH_OF_DISCHARGE: Record<BatteryChemistry, number> = { flooded: 0.5, agm: 0.5, gel: 0.5, lifepo4: 0.8, other: 0.5 };

/** Usable kWh of a battery: V × Ah / 1000 × the chemistry's depth of discharge, to 10 Wh. */
export function usableKwhOf(battery: { chemistry: BatteryChemistry; voltageV: number; capacityAh: number }): number {
  return Math.round(((battery.voltageV * battery.capacityAh) / 1000) * DEPTH_OF_DISCHARGE[battery.chemistry] * 100) / 100;
}

export interface PanelSpecs {
  kind: 'panel';
  powerW: number;
  cellType: CellType;
  cellTech: CellTech | null;
  vocV: number | null;
  iscA: number | null;
  efficiencyPct: number | null;
  lengthMm: number | null;
  widthMm: number | null;
  /** Temperature coefficient of Voc in % per °C (negative, e.g. −0.27); null: compatibility uses its documented default. */
  tempCoeffVocPctPerC: number | null;
}

export interface BatterySpecs {
  kind: 'battery';
  chemistry: BatteryChemistry;
  voltageV: number;
  capacityAh: number;
  /** Computed by the server (`usableKwhOf`), never taken from the seller. */
  usableKwh: number;
  cycleLife: number | null;
  /** A used battery's age and measured state of health. */
  ageMonths: number | null;
  healthPct: number | null;
}

export interface InverterSpecs {
  kind: 'inverter';
  inverterKind: InverterKind;
  powerW: number;
  /** Bank voltages it charges from or runs on, ascending; empty for a grid-tie inverter, which has no battery. */
  batteryVoltages: number[];
  mpptMinV: number | null;
  mpptMaxV: number | null;
  maxPvInputV: number | null;
  maxChargeA: number | null;
}

/** A complete system: its panels' total W, its batteries' nominal kWh (as sellers state them), its inverter's W (0: a DC kit). */
export interface SystemSpecs {
  kind: 'system';
  pvW: number;
  batteryKwh: number;
  inverterW: number;
}

export type ProductSpecs = PanelSpecs | BatterySpecs | InverterSpecs | SystemSpecs;

/** The specification filters of the product list, the API query and saved searches (their query names). */
export const SPEC_FILTER_KEYS = ['minPowerW', 'maxPowerW', 'minCapacityAh', 'maxCapacityAh', 'minKwh', 'maxKwh', 'voltage', 'chemistry', 'inverterKind'] as const;
export type SpecFilterKey = (typeof SPEC_FILTER_KEYS)[number];
/** Pairs of range bounds, each checked for its order. */
export const SPEC_RANGES = [
  ['minPowerW', 'maxPowerW'],
  ['minCapacityAh', 'maxCapacityAh'],
  ['minKwh', 'maxKwh'],
] as const;
