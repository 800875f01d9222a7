import { z } from 'zod';
import { CURRENCIES } from '../reference/catalog.ts';
import { GOVERNORATE_IDS } from '../reference/locations.ts';
import { CLIMATE_CLASSES } from '../reference/solar-resource.ts';
import {
  APPLIANCE_TYPES,
  BATTERY_TYPES,
  CALCULATOR_LIMITS,
  PV_LOSS_IDS,
  SUN_HOUR_BASES,
  type CalculatorSettings,
} from '../domain/calculator.ts';
import { successEnvelope } from './common.ts';
import { singleLineText } from './text.ts';

// Messages are keys of the `errors` catalogue, which the server and the web both read.
const number = (min: number, max: number, options: { gt?: boolean; int?: boolean; tooBig?: string } = {}) => {
  let schema = z.number({ error: (issue) => (issue.input === undefined ? 'errors:field.required' : 'errors:field.invalidType') });
  if (options.int) schema = schema.int({ message: 'errors:field.invalid' });
  schema = options.gt ? schema.gt(min, { message: 'errors:field.tooSmall' }) : schema.min(min, { message: 'errors:field.tooSmall' });
  return schema.max(max, { message: options.tooBig ?? 'errors:field.tooBig' });
};
// A day has 24 hours: the form and the API say exactly that, not a generic "above the maximum".
const hoursPerDay = () => number(0, CALCULATOR_LIMITS.maxHoursPerDay, { gt: true, tooBig: 'errors:field.maxHoursPerDay' });
const fraction = (min = 0, max = 1) => number(min, max);
const option = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { message: 'errors:field.invalidOption' });
const nullablePrice = number(0, 1_000_000).nullable();

// ---------------------------------------------------------------------------------------------- settings

const GovernorateSolarRowSchema = z
  .object({
    designPsh: number(1, 12).nullable(),
    annualPsh: number(1, 12).nullable(),
    climate: option(CLIMATE_CLASSES),
    source: singleLineText({ max: 500 }).nullable(),
  })
  // Never a figure without its source: a governorate's own sun hours must say where they come from.
  .refine((row) => (row.designPsh === null && row.annualPsh === null) || (row.source !== null && row.source.length > 0), {
    message: 'errors:field.required',
    path: ['source'],
  });

const BatterySpecSchema = z.object({
  unitVoltage: number(1, 60),
  unitCapacityAh: number(1, 2000),
  depthOfDischarge: fraction(0.1, 1),
  efficiency: fraction(0.5, 1),
  lengthMm: number(10, 3000),
  widthMm: number(10, 3000),
  heightMm: number(10, 3000),
});

const AppliancePresetSchema = z.object({
  watts: number(0, CALCULATOR_LIMITS.maxApplianceWatts, { gt: true }),
  hoursPerDay: hoursPerDay(),
  surgeFactor: number(1, 8),
});

const ascending = (values: number[]) => values.every((value, index) => index === 0 || value > values[index - 1]!);

/** Every setting of the engine, as an admin may store it; values outside these bounds are refused. */
export const CalculatorSettingsSchema = z
  .object({
    sunHours: z.object({
      basis: option(SUN_HOUR_BASES),
      national: z.object({
        designPsh: number(1, 12),
        annualPsh: number(1, 12),
        climate: option(CLIMATE_CLASSES),
        source: singleLineText({ min: 1, max: 500 }),
      }),
      governorates: z.partialRecord(option(GOVERNORATE_IDS), GovernorateSolarRowSchema),
    }),
    climateAirC: z.object({ hot: number(-10, 50), mixed: number(-10, 50), highland: number(-10, 50) }),
    temperature: z.object({ coefficientPerC: fraction(0, 0.01), noctC: number(30, 70), irradianceWm2: number(100, 1200) }),
    pvLosses: z.object(Object.fromEntries(PV_LOSS_IDS.map((id) => [id, fraction(0, 0.5)])) as Record<(typeof PV_LOSS_IDS)[number], z.ZodNumber>),
    conversion: z.object({ chargeControllerEfficiency: fraction(0.5, 1), inverterEfficiency: fraction(0.5, 1) }),
    panel: z.object({ watts: number(10, 1000), lengthM: number(0.2, 3), widthM: number(0.2, 2) }),
    batteries: z.object({ leadAcid: BatterySpecSchema, lithium: BatterySpecSchema }),
    defaultBatteryType: option(BATTERY_TYPES),
    daysOfAutonomy: number(0.5, 7),
    systemVoltage: z.object({
      options: z.array(number(6, 96, { int: true })).min(1).max(5).refine(ascending, { message: 'errors:field.invalid' }),
      maxDcCurrentA: number(10, 1000),
    }),
    inverter: z.object({
      safetyFactor: number(1, 3),
      surgeRatio: number(1, 5),
      standardSizesW: z.array(number(50, 1_000_000, { int: true })).min(1).max(50).refine(ascending, { message: 'errors:field.invalid' }),
      quickCalcPeakLoadHours: number(1, 24),
    }),
    appliances: z.object(
      Object.fromEntries(APPLIANCE_TYPES.map((type) => [type, AppliancePresetSchema])) as Record<(typeof APPLIANCE_TYPES)[number], typeof AppliancePresetSchema>,
    ),
    prices: z.object({
      panelUsd: nullablePrice,
      batteryUsd: z.object({ leadAcid: nullablePrice, lithium: nullablePrice }),
      inverterUsdPerKw: nullablePrice,
      balanceOfSystemShare: number(0, 2).nullable(),
      labourUsdPerHour: nullablePrice,
    }),
    installation: z.object({
      baseHours: number(0, 1000).nullable(),
      hoursPerPanel: number(0, 100).nullable(),
      hoursPerBattery: number(0, 100).nullable(),
      workdayHours: number(1, 24),
    }),
  })
  // A bank is whole units in series: every system voltage must be a multiple of each battery's unit voltage.
  .superRefine((settings, ctx) => {
    for (const type of BATTERY_TYPES) {
      const unit = settings.batteries[type].unitVoltage;
      if (settings.systemVoltage.options.some((volts) => volts % unit !== 0)) {
        ctx.addIssue({ code: 'custom', path: ['batteries', type, 'unitVoltage'], message: 'errors:field.invalid' });
      }
    }
  }) satisfies z.ZodType<CalculatorSettings>;

/** `GET /calculator/settings`: every setting the engine uses, with the exchange rates it converts costs by. */
export const CalculatorSettingsPayloadSchema = z.object({
  settings: CalculatorSettingsSchema,
  ratesPerUsd: z.record(z.enum(CURRENCIES), z.number()),
});
export type CalculatorSettingsPayload = z.infer<typeof CalculatorSettingsPayloadSchema>;
export const CalculatorSettingsResponseSchema = successEnvelope(CalculatorSettingsPayloadSchema);

// ---------------------------------------------------------------------------------------------- requests

const governorate = option(GOVERNORATE_IDS).optional();
const batteryType = option(BATTERY_TYPES).optional();

/** `POST /calculator/quick-calc`: daily energy above 0 (docs/product-brief.md section 5) and within the calculator's range. */
export const QuickCalcBodySchema = z.object({
  dailyEnergyKwh: number(0, CALCULATOR_LIMITS.maxDailyEnergyKwh, { gt: true }),
  governorate,
  batteryType,
});
export type QuickCalcBody = z.infer<typeof QuickCalcBodySchema>;

/** One appliance row: a type, a count, running watts and hours a day (never more than 24). */
export const ApplianceInputSchema = z.object({
  type: option(APPLIANCE_TYPES),
  name: singleLineText({ max: CALCULATOR_LIMITS.maxApplianceNameLength }).optional(),
  quantity: number(1, CALCULATOR_LIMITS.maxQuantity, { int: true }),
  watts: number(0, CALCULATOR_LIMITS.maxApplianceWatts, { gt: true }),
  hoursPerDay: hoursPerDay(),
});

/** `POST /calculator/calc`: 1–50 appliances whose totals stay within the calculator's range. */
export const CalcBodySchema = z
  .object({
    appliances: z
      .array(ApplianceInputSchema, { error: (issue) => (issue.input === undefined ? 'errors:field.required' : 'errors:field.invalidType') })
      .min(1, { message: 'errors:field.required' })
      .max(CALCULATOR_LIMITS.maxAppliances, { message: 'errors:field.tooBig' }),
    governorate,
    batteryType,
  })
  .superRefine((body, ctx) => {
    const energyKwh = body.appliances.reduce((sum, a) => sum + (a.quantity * a.watts * a.hoursPerDay) / 1000, 0);
    const peakW = body.appliances.reduce((sum, a) => sum + a.quantity * a.watts, 0);
    if (energyKwh > CALCULATOR_LIMITS.maxDailyEnergyKwh || peakW > CALCULATOR_LIMITS.maxPeakLoadW) {
      ctx.addIssue({ code: 'custom', path: ['appliances'], message: 'errors:field.tooBig' });
    }
  });
export type CalcBody = z.infer<typeof CalcBodySchema>;

// ---------------------------------------------------------------------------------------------- results

/** A catalogue key and its values, so a screen can show the text in its own language. */
export const TextRefSchema = z.object({ key: z.string(), values: z.record(z.string(), z.number()) });

const currencyAmounts = z.object({ USD: z.number(), SAR: z.number(), YER: z.number(), YER_SOUTH: z.number() });

/** The spec's result object; each text is sent rendered in the caller's language and as a key (`…Ref`). */
export const CalculatorResultSchema = z.object({
  userInput: z.object({ dailyEnergyKwh: z.number(), governorate: z.string().nullable(), batteryType: z.enum(BATTERY_TYPES) }),
  systemRecommendation: z.object({
    message: z.string(),
    messageRef: TextRefSchema,
    installationTime: z.object({ hours: z.number(), days: z.number().int() }).nullable(),
    totalCost: currencyAmounts.nullable(),
    costBreakdownUsd: z
      .object({ panels: z.number(), batteries: z.number(), inverter: z.number(), balanceOfSystem: z.number(), labour: z.number() })
      .nullable(),
    costBasis: z
      .discriminatedUnion('source', [
        z.object({ source: z.literal('settings') }),
        z.object({ source: z.literal('listings'), panelUsdPerW: z.number(), batteryUsdPerKwh: z.number(), inverterUsdPerW: z.number(), listings: z.number().int() }),
      ])
      .nullable(),
  }),
  pv: z.object({
    panelsCount: z.number().int(),
    recommendedPanelW: z.number(),
    requiredPvW: z.number(),
    actualPvW: z.number(),
    dailyOutputKwh: z.number(),
    estimatedArea: z.number(),
    efficiency: z.number(),
    note: z.string(),
    noteRef: TextRefSchema,
  }),
  inverter: z.object({
    recommendedW: z.number(),
    efficiency: z.number(),
    safetyFactor: z.number(),
    sizingMethod: z.enum(['continuous', 'surge', 'dailyEnergyEstimate']),
    continuousLoadW: z.number(),
    surgeLoadW: z.number(),
    surgeRatio: z.number(),
  }),
  battery: z.object({
    type: z.enum(BATTERY_TYPES),
    totalBatteries: z.number().int(),
    unit: z.object({ voltage: z.number(), capacityAh: z.number() }),
    parallelStrings: z.number().int(),
    seriesCount: z.number().int(),
    requiredAh: z.number(),
    bankCapacityKwh: z.number(),
    usableCapacityKwh: z.number(),
    depthOfDischarge: z.number(),
    efficiency: z.number(),
    hoursNoSun: z.number(),
    chargeTime: z.number(),
    estimatedVolume: z.number(),
    note: z.string(),
    noteRef: TextRefSchema,
  }),
  system: z.object({
    systemEfficiency: z.number(),
    systemVoltage: z.number(),
    daysOfAutonomy: z.number(),
    totalLossFactor: z.number(),
    pvDerate: z.number(),
    temperatureFactor: z.number(),
    cellTemperatureC: z.number(),
    peakSunHours: z.number(),
    sunHoursBasis: z.enum(SUN_HOUR_BASES),
    sunHoursSource: z.enum(['governorate', 'national']),
    climate: z.enum(CLIMATE_CLASSES),
    losses: z.array(z.object({ id: z.string(), factor: z.number() })),
  }),
});
export type CalculatorResultDto = z.infer<typeof CalculatorResultSchema>;

export const ApplianceLoadsSchema = z.object({
  dailyEnergyKwh: z.number(),
  peakLoadW: z.number(),
  surgeLoadW: z.number(),
  items: z.array(ApplianceInputSchema.extend({ name: z.string().optional(), dailyEnergyKwh: z.number(), surgeFactor: z.number() })),
});

export const ApplianceCalcResultSchema = CalculatorResultSchema.extend({ loads: ApplianceLoadsSchema });
export type ApplianceCalcResultDto = z.infer<typeof ApplianceCalcResultSchema>;

export const QuickCalcResponseSchema = successEnvelope(CalculatorResultSchema);
export const CalcResponseSchema = successEnvelope(ApplianceCalcResultSchema);
