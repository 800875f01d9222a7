import { z } from 'zod';
import { parseLocalizedNumber } from '../domain/localized-number.ts';
import type { ProductCondition } from '../reference/catalog.ts';

/**
 * A listing's structured specifications (issue #19; docs/decisions/025-listing-specifications.md): what a
 * buyer filters and compares by, stored on the product as `specs`, one shape per kind of product. Types
 * without one (bases, accessories, others) have `specs: null` and keep the free-text `specifications`,
 * which every listing still has for its warranty.
 *
 * Bounds are those of real datasheets with room to spare, so a value typed in the wrong unit (kW for W,
 * Wh for Ah, cm for mm, a fraction for a percentage) or a slip of the finger is refused with a message
 * that names the unit. Every message is a key of the `selling` catalogue.
 */

export * from '../reference/spec-kinds.ts';
import {
  BATTERY_CHEMISTRIES, CELL_TECHS, CELL_TYPES, INVERTER_KINDS, SYSTEM_VOLTAGES, specKindOf, usableKwhOf, type ProductSpecs,
} from '../reference/spec-kinds.ts';

// ---------------------------------------------------------------------------------------------- Stored

const nullableNumber = z.number().nullable();

/** Specifications as every answer carries them (what the server stored; no checks: it checked on the way in). */
export const ProductSpecsSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('panel'),
    powerW: z.number(),
    cellType: z.enum(CELL_TYPES),
    cellTech: z.enum(CELL_TECHS).nullable(),
    vocV: nullableNumber,
    iscA: nullableNumber,
    efficiencyPct: nullableNumber,
    lengthMm: nullableNumber,
    widthMm: nullableNumber,
    tempCoeffVocPctPerC: nullableNumber,
  }),
  z.object({
    kind: z.literal('battery'),
    chemistry: z.enum(BATTERY_CHEMISTRIES),
    voltageV: z.number(),
    capacityAh: z.number(),
    usableKwh: z.number(),
    cycleLife: nullableNumber,
    ageMonths: nullableNumber,
    healthPct: nullableNumber,
  }),
  z.object({
    kind: z.literal('inverter'),
    inverterKind: z.enum(INVERTER_KINDS),
    powerW: z.number(),
    batteryVoltages: z.array(z.number()),
    mpptMinV: nullableNumber,
    mpptMaxV: nullableNumber,
    maxPvInputV: nullableNumber,
    maxChargeA: nullableNumber,
  }),
  z.object({ kind: z.literal('system'), pvW: z.number(), batteryKwh: z.number(), inverterW: z.number() }),
]) satisfies z.ZodType<ProductSpecs>;

// ----------------------------------------------------------------------------------------------- Input

/** Forms send text: read as every number is read (`parseLocalizedNumber`: «٥٥٠», "3,5", "1,500"); empty text is no value. */
function localizedNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return parseLocalizedNumber(value);
}

const E = (key: string) => `selling:errors.specs.${key}`;

/**
 * A number within [min, max] (inclusive), whole when `integer`; `range` names the message that states
 * the bounds and the unit. Missing is "required" for a required field and null for an optional one.
 */
function specNumber(range: string, min: number, max: number, integer = false) {
  const number = z.number({ error: (issue) => (issue.input === null || issue.input === undefined ? E('required') : E('notANumber')) });
  let bounded = number.min(min, { message: E(range) }).max(max, { message: E(range) });
  if (integer) bounded = bounded.int({ message: E(range) });
  return z.preprocess(localizedNumber, bounded);
}
function optionalSpecNumber(range: string, min: number, max: number, integer = false) {
  return z.preprocess((value) => localizedNumber(value) ?? null, specNumber(range, min, max, integer).nullable());
}

/** A choice from a list; an empty choice of an optional one is none. */
const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) => z.enum(values, { message: E(message) });
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((value) => (value === '' || value === undefined ? null : value), choice(values, message).nullable());

/**
 * Physical limits that catch a wrong unit: a module turns at most 26 % of 1,000 W/m² into power (the best
 * commercial cells are below 25 %), and its Voc × Isc always exceeds its rated power (fill factor below 1).
 */
const MAX_PANEL_WATTS_PER_M2 = 260;
/** Stated efficiency and the one its power and size give may differ by rounding, not more. */
const EFFICIENCY_TOLERANCE_POINTS = 1.5;
/** The biggest single battery a seller lists (a 51.2 V 600 Ah cabinet is about 31 kWh). */
const MAX_BATTERY_KWH = 60;

const PanelInputSchema = z
  .object({
    kind: z.literal('panel'),
    powerW: specNumber('panelPowerW', 5, 1000),
    cellType: choice(CELL_TYPES, 'cellType'),
    cellTech: optionalChoice(CELL_TECHS, 'cellTech'),
    vocV: optionalSpecNumber('vocV', 1, 250),
    iscA: optionalSpecNumber('iscA', 0.1, 25),
    efficiencyPct: optionalSpecNumber('efficiencyPct', 5, 26),
    lengthMm: optionalSpecNumber('lengthMm', 150, 3000, true),
    widthMm: optionalSpecNumber('widthMm', 150, 2000, true),
    tempCoeffVocPctPerC: optionalSpecNumber('tempCoeffVoc', -0.6, -0.1),
  })
  .superRefine((p, ctx) => {
    if (p.vocV !== null && p.iscA !== null && p.vocV * p.iscA <= p.powerW) {
      ctx.addIssue({ code: 'custom', path: ['vocV'], message: E('vocTimesIsc') });
    }
    if (p.lengthMm !== null && p.widthMm !== null) {
      const areaM2 = (p.lengthMm / 1000) * (p.widthMm / 1000);
      if (p.powerW / areaM2 > MAX_PANEL_WATTS_PER_M2) ctx.addIssue({ code: 'custom', path: ['powerW'], message: E('powerForSize') });
      else if (p.efficiencyPct !== null && Math.abs(p.powerW / areaM2 / 10 - p.efficiencyPct) > EFFICIENCY_TOLERANCE_POINTS) {
        ctx.addIssue({ code: 'custom', path: ['efficiencyPct'], message: E('efficiencyForSize') });
      }
    }
  });

const BatteryInputSchema = z
  .object({
    kind: z.literal('battery'),
    chemistry: choice(BATTERY_CHEMISTRIES, 'chemistry'),
    voltageV: specNumber('batteryVoltageV', 6, 120),
    capacityAh: specNumber('capacityAh', 1, 3000),
    cycleLife: optionalSpecNumber('cycleLife', 50, 20000, true),
    ageMonths: optionalSpecNumber('ageMonths', 0, 360, true),
    healthPct: optionalSpecNumber('healthPct', 1, 100),
  })
  .superRefine((b, ctx) => {
    if ((b.voltageV * b.capacityAh) / 1000 > MAX_BATTERY_KWH) ctx.addIssue({ code: 'custom', path: ['capacityAh'], message: E('batteryTooBig') });
  });

const batteryVoltageList = z.preprocess(
  (value) => (Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? parseLocalizedNumber(v) : v)) : value),
  z
    .array(z.literal(SYSTEM_VOLTAGES, { message: E('batteryVoltages') }), { message: E('batteryVoltages') })
    .max(SYSTEM_VOLTAGES.length, { message: E('batteryVoltages') })
    .transform((list): number[] => [...new Set(list)].sort((a, b) => a - b)),
);

const InverterInputSchema = z
  .object({
    kind: z.literal('inverter'),
    inverterKind: choice(INVERTER_KINDS, 'inverterKind'),
    powerW: specNumber('inverterPowerW', 50, 125_000),
    batteryVoltages: batteryVoltageList,
    mpptMinV: optionalSpecNumber('mpptV', 10, 1000),
    mpptMaxV: optionalSpecNumber('mpptV', 10, 1000),
    maxPvInputV: optionalSpecNumber('maxPvInputV', 15, 1500),
    maxChargeA: optionalSpecNumber('maxChargeA', 1, 500),
  })
  .superRefine((inv, ctx) => {
    const gridTie = inv.inverterKind === 'on_grid';
    if (gridTie && inv.batteryVoltages.length) ctx.addIssue({ code: 'custom', path: ['batteryVoltages'], message: E('onGridNoBattery') });
    if (!gridTie && !inv.batteryVoltages.length) ctx.addIssue({ code: 'custom', path: ['batteryVoltages'], message: E('batteryVoltagesRequired') });
    if (gridTie && inv.maxChargeA !== null) ctx.addIssue({ code: 'custom', path: ['maxChargeA'], message: E('onGridNoBattery') });
    if (inv.inverterKind === 'pwm_controller' && (inv.mpptMinV !== null || inv.mpptMaxV !== null)) {
      ctx.addIssue({ code: 'custom', path: [inv.mpptMinV !== null ? 'mpptMinV' : 'mpptMaxV'], message: E('pwmNoMppt') });
    }
    if (inv.mpptMinV !== null && inv.mpptMaxV !== null && inv.mpptMinV >= inv.mpptMaxV) {
      ctx.addIssue({ code: 'custom', path: ['mpptMaxV'], message: E('mpptOrder') });
    }
    const highestMppt = inv.mpptMaxV ?? inv.mpptMinV;
    if (inv.maxPvInputV !== null && highestMppt !== null && inv.maxPvInputV < highestMppt) {
      ctx.addIssue({ code: 'custom', path: ['maxPvInputV'], message: E('maxPvBelowMppt') });
    }
  });

const SystemInputSchema = z.object({
  kind: z.literal('system'),
  pvW: specNumber('pvW', 50, 100_000),
  batteryKwh: specNumber('systemBatteryKwh', 0, 500),
  // 0: a DC kit (panel, controller, battery and DC lamps) has no inverter.
  inverterW: specNumber('systemInverterW', 0, 125_000),
});

/**
 * Specifications as a seller sends them (posting and editing): numbers as numbers or as typed text, every
 * bound and cross-check above, and `usableKwh` computed here, whatever the body said.
 */
export const ProductSpecsInputSchema = z
  .discriminatedUnion('kind', [PanelInputSchema, BatteryInputSchema, InverterInputSchema, SystemInputSchema], { message: E('kind') })
  .transform((specs): ProductSpecs => (specs.kind === 'battery' ? { ...specs, usableKwh: usableKwhOf(specs) } : specs));
export type ProductSpecsInput = z.input<typeof ProductSpecsInputSchema>;

/**
 * What the type and condition of a listing require of the specifications it has, checked on posting and
 * again on the server after an edit merges with the stored listing: the type's kind (none for a type
 * without), and a battery's age and health only when it is not new. A listing may have none: the API
 * takes a posting without them (docs/product-brief.md section 3 has none) and reads what its words state;
 * the posting form asks for the kind's fields itself. Answers the path under `specs` and the message key, or null.
 */
export function specsProblem(type: string, condition: ProductCondition | string, specs: ProductSpecs | null): { path: string[]; message: string } | null {
  const kind = specKindOf(type);
  if (!kind) return specs ? { path: ['specs'], message: E('notForType') } : null;
  if (!specs) return null;
  if (specs.kind !== kind) return { path: ['specs', 'kind'], message: E('kind') };
  if (specs.kind === 'battery' && condition === 'New') {
    if (specs.ageMonths !== null) return { path: ['specs', 'ageMonths'], message: E('usedOnly') };
    if (specs.healthPct !== null) return { path: ['specs', 'healthPct'], message: E('usedOnly') };
  }
  return null;
}
