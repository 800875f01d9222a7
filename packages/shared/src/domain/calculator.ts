/**
 * The off-grid solar sizing engine: pure, synchronous and dependency-free, so the server answers the
 * calculator API with it and the web app shows the same estimate instantly without a round trip.
 *
 * Method: the stand-alone (off-grid) sizing method of the Sandia handbook (SAND87-7023) and IEEE 1562,
 * with the module losses of NREL's PVWatts v5 (Dobos 2014). Every number in a result is a formula over
 * the named settings below; sources are cited in `reference/solar-resource.ts` and in the README's
 * "Solar calculator method".
 *
 *   1. Site: peak sun hours (PSH) of the governorate when a cited source gives them, else the national
 *      value; the design-month value by default (sizing for the dullest month), or the annual mean.
 *   2. Module temperature: T_cell = T_air + (NOCT − 20) × G / 800 (IEC 61215 NOCT model); with NOCT 45 °C
 *      and G 800 W/m² that is air + 25 °C. The temperature factor is 1 − γ × (T_cell − 25), γ per °C.
 *   3. PV-side derate: the temperature factor times the ten PVWatts losses, each as (1 − loss).
 *   4. Total loss factor (the system derate): PV-side derate × charge controller × battery round trip ×
 *      inverter efficiencies. The whole daily energy is assumed to cycle through the battery, as in the
 *      Sandia handbook's corrected load: conservative for loads that run in daylight.
 *   5. Array: required W = daily Wh / (PSH × total loss factor); panels = ceil(required / panel W).
 *   6. System voltage: the lowest of 12/24/48 V at which the array's current (W / V) stays within the
 *      charge-current limit (100 A by default, the largest common MPPT controller rating): with 100 A,
 *      up to 1,200 W → 12 V, up to 2,400 W → 24 V, above → 48 V.
 *   7. Battery: required Ah = daily Wh × days of autonomy / (V × DoD × battery efficiency × inverter
 *      efficiency); series = V / unit V; parallel strings = ceil(required Ah / unit Ah).
 *   8. Inverter: continuous load × safety factor (1.25) and the surge load / the inverter's surge
 *      ratio, whichever is larger, rounded up to a standard size. The surge is the running load plus the
 *      largest motor start: one unit at (motor factor − 1) × its running watts.
 *   9. Cost and installation time: per-component USD prices and labour hours from the settings; when a
 *      price is not set the result says so (null) and the screens show the product brief's fallback texts.
 */
import { CURRENCIES, type Currency } from '../reference/catalog.ts';
import {
  CLIMATE_DAYTIME_AIR_C,
  GOVERNORATE_SOLAR_TABLE,
  NATIONAL_SUN_HOURS,
  SOLAR_SOURCES,
  type ClimateClass,
  type GovernorateSolarRow,
} from '../reference/solar-resource.ts';

/** Battery chemistries the calculator sizes: the product brief's 12 V lead-acid at 50 % DoD, and lithium (LiFePO4). */
export const BATTERY_TYPES = ['leadAcid', 'lithium'] as const;
export type BatteryType = (typeof BATTERY_TYPES)[number];

/**
 * Appliance types of the appliance calculator: the five of docs/product-brief.md section 2 and what else Yemeni
 * households run on solar (issue #17). Presets and their assumptions: docs/decisions/004.
 */
export const APPLIANCE_TYPES = [
  'ledLight', 'fan', 'refrigerator', 'freezer', 'tv', 'washingMachine', 'waterPump', 'airConditioner', 'iron', 'other',
] as const;
export type ApplianceType = (typeof APPLIANCE_TYPES)[number];

/** The ten named losses of PVWatts v5, in its order. */
export const PV_LOSS_IDS = [
  'soiling',
  'shading',
  'snow',
  'mismatch',
  'wiring',
  'connections',
  'lightInducedDegradation',
  'nameplate',
  'age',
  'availability',
] as const;
export type PvLossId = (typeof PV_LOSS_IDS)[number];

/** Whether sizing uses the design-month sun hours (default) or the annual mean. */
export const SUN_HOUR_BASES = ['design', 'annual'] as const;
export type SunHourBasis = (typeof SUN_HOUR_BASES)[number];

/** Input limits shared by the API schemas and the forms (docs/product-brief.md section 5 plus bounds against absurd input). */
export const CALCULATOR_LIMITS = {
  maxDailyEnergyKwh: 500,
  maxAppliances: 50,
  maxQuantity: 100,
  maxApplianceWatts: 10_000,
  maxHoursPerDay: 24,
  maxPeakLoadW: 100_000,
  maxApplianceNameLength: 60,
} as const;

/** One battery unit as sold, and how deep the design lets it discharge. */
export interface BatterySpec {
  /** Nominal voltage class of one unit (a 12.8 V LiFePO4 is sold as a 12 V unit; 12 keeps the count conservative). */
  unitVoltage: number;
  unitCapacityAh: number;
  /** Fraction of the capacity the design may use (0.5 for lead-acid, docs/product-brief.md section 9). */
  depthOfDischarge: number;
  /** Round-trip efficiency. */
  efficiency: number;
  lengthMm: number;
  widthMm: number;
  heightMm: number;
}

/** Default running watts and hours of an appliance row, and the motor's start factor. */
export interface AppliancePreset {
  watts: number;
  hoursPerDay: number;
  /** Start (surge) power as a multiple of running power: 1 for lamps and heaters, 2–5 for motors. */
  surgeFactor: number;
}

/** Every setting the engine reads. Stored under the settings key `calculator`; admins edit them. */
export interface CalculatorSettings {
  sunHours: {
    basis: SunHourBasis;
    national: { designPsh: number; annualPsh: number; climate: ClimateClass; source: string };
    governorates: Partial<Record<string, GovernorateSolarRow>>;
  };
  /** Design daytime air temperature of each climate class, °C. */
  climateAirC: Record<ClimateClass, number>;
  temperature: {
    /** Power loss per °C of cell temperature above 25 °C, as a fraction (0.0037 = 0.37 %/°C). */
    coefficientPerC: number;
    noctC: number;
    /** Irradiance at which the cell temperature is evaluated, W/m². */
    irradianceWm2: number;
  };
  /** The PVWatts losses as fractions (0.02 = 2 %). */
  pvLosses: Record<PvLossId, number>;
  conversion: { chargeControllerEfficiency: number; inverterEfficiency: number };
  panel: { watts: number; lengthM: number; widthM: number };
  batteries: Record<BatteryType, BatterySpec>;
  defaultBatteryType: BatteryType;
  daysOfAutonomy: number;
  systemVoltage: { options: number[]; maxDcCurrentA: number };
  inverter: {
    safetyFactor: number;
    /** How many times its rating an inverter delivers for a motor start (a few seconds). */
    surgeRatio: number;
    standardSizesW: number[];
    /** Quick calculation only: the daily energy is taken as drawn at the peak load for this many hours. */
    quickCalcPeakLoadHours: number;
  };
  appliances: Record<ApplianceType, AppliancePreset>;
  prices: {
    panelUsd: number | null;
    batteryUsd: Record<BatteryType, number | null>;
    inverterUsdPerKw: number | null;
    /** Cables, protection, mounting and controller as a share of the equipment price. */
    balanceOfSystemShare: number | null;
    labourUsdPerHour: number | null;
  };
  installation: {
    baseHours: number | null;
    hoursPerPanel: number | null;
    hoursPerBattery: number | null;
    workdayHours: number;
  };
}

/** The defaults written to a fresh database; each value's source is in the comments and the README. */
export const DEFAULT_CALCULATOR_SETTINGS: CalculatorSettings = {
  sunHours: {
    basis: 'design',
    national: {
      designPsh: NATIONAL_SUN_HOURS.designPsh,
      annualPsh: NATIONAL_SUN_HOURS.annualPsh,
      climate: 'mixed',
      source: SOLAR_SOURCES.undpYemen2013.citation,
    },
    governorates: GOVERNORATE_SOLAR_TABLE,
  },
  climateAirC: { ...CLIMATE_DAYTIME_AIR_C },
  // γ: mono-PERC datasheets give −0.34 to −0.37 %/°C (PVWatts v5: −0.35 premium, −0.47 standard modules).
  temperature: { coefficientPerC: 0.0037, noctC: 45, irradianceWm2: 800 },
  // PVWatts v5 defaults (Dobos 2014, table 3): 14.08 % in total, 0.8592 retained.
  pvLosses: {
    soiling: 0.02,
    shading: 0.03,
    snow: 0,
    mismatch: 0.02,
    wiring: 0.02,
    connections: 0.005,
    lightInducedDegradation: 0.015,
    nameplate: 0.01,
    age: 0,
    availability: 0.03,
  },
  // MPPT controllers ~98 %; off-grid inverters 90–95 % (PVWatts' 96 % is a grid-tie figure).
  conversion: { chargeControllerEfficiency: 0.98, inverterEfficiency: 0.93 },
  // The common 2278 × 1134 mm size of 144-half-cell modules, at 550 W (21.3 % efficient).
  panel: { watts: 550, lengthM: 2.278, widthM: 1.134 },
  batteries: {
    // docs/product-brief.md section 9: 12 V lead-acid at 50 % DoD; 200 Ah deep-cycle gel/AGM, ~85 % round trip.
    leadAcid: { unitVoltage: 12, unitCapacityAh: 200, depthOfDischarge: 0.5, efficiency: 0.85, lengthMm: 522, widthMm: 240, heightMm: 219 },
    // LiFePO4 12.8 V 200 Ah in the same case size; 80 % DoD, ~95 % round trip.
    lithium: { unitVoltage: 12, unitCapacityAh: 200, depthOfDischarge: 0.8, efficiency: 0.95, lengthMm: 522, widthMm: 240, heightMm: 219 },
  },
  defaultBatteryType: 'leadAcid',
  // One day: the battery carries a full day's energy. Yemen has 300+ sunny days a year (UNDP).
  daysOfAutonomy: 1,
  systemVoltage: { options: [12, 24, 48], maxDcCurrentA: 100 },
  inverter: {
    safetyFactor: 1.25,
    surgeRatio: 2,
    standardSizesW: [300, 500, 1000, 1500, 2000, 3000, 3500, 4000, 5000, 6000, 8000, 10000, 12000],
    quickCalcPeakLoadHours: 5,
  },
  appliances: {
    ledLight: { watts: 10, hoursPerDay: 6, surgeFactor: 1 },
    fan: { watts: 60, hoursPerDay: 8, surgeFactor: 2 },
    // A refrigerator's compressor runs about a third of the day and starts at ~3× its running power.
    refrigerator: { watts: 150, hoursPerDay: 8, surgeFactor: 3 },
    // A 200–300 L chest freezer: a similar compressor, running longer in the heat (~1.2 kWh a day).
    freezer: { watts: 120, hoursPerDay: 10, surgeFactor: 3 },
    // A 32–43 inch LED television draws 40–80 W.
    tv: { watts: 60, hoursPerDay: 5, surgeFactor: 1 },
    // An automatic or twin-tub washer on a cold wash, one load a day; its motor starts at ~3×.
    washingMachine: { watts: 500, hoursPerDay: 1, surgeFactor: 3 },
    // A 1 hp (750 W) surface or booster pump filling the roof tank for about an hour.
    waterPump: { watts: 750, hoursPerDay: 1, surgeFactor: 3 },
    // A 12,000 BTU (1 ton) split unit, ~1.2 kW while its compressor runs, for an evening and night.
    airConditioner: { watts: 1200, hoursPerDay: 6, surgeFactor: 3 },
    iron: { watts: 1000, hoursPerDay: 0.5, surgeFactor: 1 },
    other: { watts: 100, hoursPerDay: 2, surgeFactor: 1 },
  },
  // No sourced price list: unset until an admin enters today's prices; the screens then show the fallbacks.
  prices: {
    panelUsd: null,
    batteryUsd: { leadAcid: null, lithium: null },
    inverterUsdPerKw: null,
    balanceOfSystemShare: null,
    labourUsdPerHour: null,
  },
  installation: { baseHours: null, hoursPerPanel: null, hoursPerBattery: null, workdayHours: 8 },
};

/** A text of the `calculator` catalogue with its values, rendered by whoever shows it, in their language. */
export interface TextRef {
  key: string;
  values: Record<string, number>;
}

export type InverterSizingMethod = 'continuous' | 'surge' | 'dailyEnergyEstimate';

/**
 * Where a total cost comes from: the admin's prices in the settings, or (none set) the median prices
 * of the marketplace's current listings, with the figures used and how many listings they come from.
 */
export type CostBasis =
  | { source: 'settings' }
  | { source: 'listings'; panelUsdPerW: number; batteryUsdPerKwh: number; inverterUsdPerW: number; listings: number };

/** The spec's calculator result object, with the figures behind each section. */
export interface CalculatorResult {
  userInput: { dailyEnergyKwh: number; governorate: string | null; batteryType: BatteryType };
  systemRecommendation: {
    message: TextRef;
    installationTime: { hours: number; days: number } | null;
    totalCost: Record<Currency, number> | null;
    costBreakdownUsd: { panels: number; batteries: number; inverter: number; balanceOfSystem: number; labour: number } | null;
    costBasis: CostBasis | null;
  };
  pv: {
    panelsCount: number;
    recommendedPanelW: number;
    requiredPvW: number;
    actualPvW: number;
    /** DC energy the array delivers to the charge controller on a design day, kWh. */
    dailyOutputKwh: number;
    /** Panel surface, m². */
    estimatedArea: number;
    /** Module efficiency, fraction. */
    efficiency: number;
    note: TextRef;
  };
  inverter: {
    recommendedW: number;
    /** Fraction. */
    efficiency: number;
    safetyFactor: number;
    sizingMethod: InverterSizingMethod;
    continuousLoadW: number;
    surgeLoadW: number;
    surgeRatio: number;
  };
  battery: {
    type: BatteryType;
    totalBatteries: number;
    unit: { voltage: number; capacityAh: number };
    parallelStrings: number;
    seriesCount: number;
    requiredAh: number;
    bankCapacityKwh: number;
    usableCapacityKwh: number;
    depthOfDischarge: number;
    efficiency: number;
    /** Hours the bank runs the average load with no sun. */
    hoursNoSun: number;
    /** Hours of full sun the array needs to refill the usable capacity with no load running. */
    chargeTime: number;
    /** Litres. */
    estimatedVolume: number;
    note: TextRef;
  };
  system: {
    /** Conversion efficiency from the array's DC output to the loads: controller × battery × inverter. */
    systemEfficiency: number;
    systemVoltage: number;
    daysOfAutonomy: number;
    /** The system derate: every loss multiplied, from sunlight on the panels to energy at the loads. */
    totalLossFactor: number;
    pvDerate: number;
    temperatureFactor: number;
    cellTemperatureC: number;
    peakSunHours: number;
    sunHoursBasis: SunHourBasis;
    sunHoursSource: 'governorate' | 'national';
    climate: ClimateClass;
    losses: { id: string; factor: number }[];
  };
}

/** One row of the appliance calculator. */
export interface ApplianceInput {
  type: ApplianceType;
  name?: string;
  quantity: number;
  watts: number;
  hoursPerDay: number;
}

/** Totals of an appliance list: daily energy, peak (everything on) and surge (plus the largest motor start). */
export interface ApplianceLoads {
  dailyEnergyKwh: number;
  peakLoadW: number;
  surgeLoadW: number;
  items: (ApplianceInput & { dailyEnergyKwh: number; surgeFactor: number })[];
}

export interface ApplianceCalcResult extends CalculatorResult {
  loads: ApplianceLoads;
}

export interface SizingInput {
  dailyEnergyKwh: number;
  governorate?: string | null;
  batteryType?: BatteryType | null;
}

const EPSILON = 1e-9;
// A whole count never rounds up on floating-point noise (4.000000000001 panels is 4).
const ceilCount = (value: number) => Math.max(1, Math.ceil(value - EPSILON));
const round = (value: number, digits: number) => {
  const scale = 10 ** digits;
  return Math.round((value + Number.EPSILON) * scale) / scale;
};

function assertPositiveFinite(name: string, value: number) {
  if (!Number.isFinite(value) || value <= 0) throw new RangeError(`${name} must be a finite number above 0`);
}

/** The site's peak sun hours, where they come from, and its climate class. */
export function resolveSite(settings: CalculatorSettings, governorate?: string | null) {
  const { basis, national, governorates } = settings.sunHours;
  const row = governorate ? governorates[governorate] : undefined;
  const own = row ? (basis === 'design' ? row.designPsh : row.annualPsh) : null;
  const peakSunHours = own ?? (basis === 'design' ? national.designPsh : national.annualPsh);
  return {
    peakSunHours,
    sunHoursBasis: basis,
    sunHoursSource: own === null ? ('national' as const) : ('governorate' as const),
    climate: row?.climate ?? national.climate,
  };
}

/** Cell temperature and the temperature factor for a climate class (NOCT model, step 2). */
export function temperatureFactorFor(settings: CalculatorSettings, climate: ClimateClass) {
  const { noctC, irradianceWm2, coefficientPerC } = settings.temperature;
  const cellTemperatureC = settings.climateAirC[climate] + ((noctC - 20) * irradianceWm2) / 800;
  return { cellTemperatureC, temperatureFactor: 1 - coefficientPerC * Math.max(0, cellTemperatureC - 25) };
}

/** The product of the ten PVWatts losses, each as (1 − loss). */
export function pvLossFactor(settings: CalculatorSettings): number {
  return PV_LOSS_IDS.reduce((factor, id) => factor * (1 - settings.pvLosses[id]), 1);
}

function sumAppliances(appliances: readonly ApplianceInput[], settings: CalculatorSettings) {
  let energyWh = 0;
  let peakLoadW = 0;
  let largestStartW = 0;
  const items = appliances.map((appliance) => {
    const { quantity, watts, hoursPerDay } = appliance;
    for (const [name, value] of [['quantity', quantity], ['watts', watts], ['hoursPerDay', hoursPerDay]] as const) {
      assertPositiveFinite(name, value);
    }
    const surgeFactor = settings.appliances[appliance.type].surgeFactor;
    energyWh += quantity * watts * hoursPerDay;
    peakLoadW += quantity * watts;
    // Two motors seldom start in the same second: one unit of the hardest-starting appliance at a time.
    largestStartW = Math.max(largestStartW, (surgeFactor - 1) * watts);
    return { ...appliance, dailyEnergyKwh: round((quantity * watts * hoursPerDay) / 1000, 3), surgeFactor };
  });
  return { energyWh, peakLoadW, surgeLoadW: peakLoadW + largestStartW, items };
}

/** Totals of an appliance list; the motor factors come from the settings, not from the caller. */
export function summarizeAppliances(appliances: readonly ApplianceInput[], settings: CalculatorSettings): ApplianceLoads {
  const { energyWh, peakLoadW, surgeLoadW, items } = sumAppliances(appliances, settings);
  return { dailyEnergyKwh: round(energyWh / 1000, 3), peakLoadW: round(peakLoadW, 1), surgeLoadW: round(surgeLoadW, 1), items };
}

/** The lowest voltage option at which the array's current stays within the limit (step 6). */
export function chooseSystemVoltage(settings: CalculatorSettings, arrayW: number): number {
  const options = [...settings.systemVoltage.options].sort((a, b) => a - b);
  return options.find((volts) => arrayW / volts <= settings.systemVoltage.maxDcCurrentA + EPSILON) ?? options[options.length - 1]!;
}

/** The smallest standard inverter at or above `watts`; beyond the largest, the next whole kilowatt. */
export function standardInverterSize(settings: CalculatorSettings, watts: number): number {
  const sizes = [...settings.inverter.standardSizesW].sort((a, b) => a - b);
  return sizes.find((size) => size >= watts - EPSILON) ?? Math.ceil(watts / 1000 - EPSILON) * 1000;
}

function size(
  input: SizingInput,
  settings: CalculatorSettings,
  ratesPerUsd: Record<Currency, number>,
  loads: { continuousW: number; surgeW: number; fromAppliances: boolean },
): CalculatorResult {
  assertPositiveFinite('dailyEnergyKwh', input.dailyEnergyKwh);
  const dailyWh = input.dailyEnergyKwh * 1000;
  const batteryType = input.batteryType ?? settings.defaultBatteryType;
  const battery = settings.batteries[batteryType];
  const { chargeControllerEfficiency, inverterEfficiency } = settings.conversion;

  // Steps 1–4: site, temperature, derates.
  const site = resolveSite(settings, input.governorate);
  const { cellTemperatureC, temperatureFactor } = temperatureFactorFor(settings, site.climate);
  const pvDerate = temperatureFactor * pvLossFactor(settings);
  const systemEfficiency = chargeControllerEfficiency * battery.efficiency * inverterEfficiency;
  const totalLossFactor = pvDerate * systemEfficiency;

  // Step 5: array.
  const panelW = settings.panel.watts;
  const requiredPvW = dailyWh / (site.peakSunHours * totalLossFactor);
  const panelsCount = ceilCount(requiredPvW / panelW);
  const actualPvW = panelsCount * panelW;
  const panelArea = settings.panel.lengthM * settings.panel.widthM;

  // Step 6: system voltage.
  const systemVoltage = chooseSystemVoltage(settings, actualPvW);

  // Step 7: battery bank.
  const days = settings.daysOfAutonomy;
  const requiredAh = (dailyWh * days) / (systemVoltage * battery.depthOfDischarge * battery.efficiency * inverterEfficiency);
  const seriesCount = ceilCount(systemVoltage / battery.unitVoltage);
  const parallelStrings = ceilCount(requiredAh / battery.unitCapacityAh);
  const totalBatteries = seriesCount * parallelStrings;
  const bankWh = systemVoltage * parallelStrings * battery.unitCapacityAh;
  const usableWh = bankWh * battery.depthOfDischarge;
  const averageLoadW = dailyWh / 24;
  const hoursNoSun = (usableWh * battery.efficiency * inverterEfficiency) / averageLoadW;
  const chargeTime = usableWh / (actualPvW * pvDerate * chargeControllerEfficiency);
  const unitVolumeL = (battery.lengthMm * battery.widthMm * battery.heightMm) / 1e6;

  // Step 8: inverter.
  const { safetyFactor, surgeRatio } = settings.inverter;
  const continuousNeedW = loads.continuousW * safetyFactor;
  const surgeNeedW = loads.surgeW / surgeRatio;
  const recommendedW = standardInverterSize(settings, Math.max(continuousNeedW, surgeNeedW));
  const sizingMethod: InverterSizingMethod = !loads.fromAppliances
    ? 'dailyEnergyEstimate'
    : surgeNeedW > continuousNeedW
      ? 'surge'
      : 'continuous';

  // Step 9: installation time and cost.
  const { baseHours, hoursPerPanel, hoursPerBattery, workdayHours } = settings.installation;
  const installHours =
    baseHours !== null && hoursPerPanel !== null && hoursPerBattery !== null
      ? baseHours + hoursPerPanel * panelsCount + hoursPerBattery * totalBatteries
      : null;
  const prices = settings.prices;
  const batteryUsd = prices.batteryUsd[batteryType];
  let totalCost: Record<Currency, number> | null = null;
  let costBreakdownUsd: CalculatorResult['systemRecommendation']['costBreakdownUsd'] = null;
  if (prices.panelUsd !== null && batteryUsd !== null && prices.inverterUsdPerKw !== null) {
    const panels = panelsCount * prices.panelUsd;
    const batteries = totalBatteries * batteryUsd;
    const inverter = (recommendedW / 1000) * prices.inverterUsdPerKw;
    const balanceOfSystem = (panels + batteries + inverter) * (prices.balanceOfSystemShare ?? 0);
    const labour = installHours !== null && prices.labourUsdPerHour !== null ? installHours * prices.labourUsdPerHour : 0;
    const totalUsd = panels + batteries + inverter + balanceOfSystem + labour;
    totalCost = Object.fromEntries(
      CURRENCIES.map((currency) => [currency, round(totalUsd * ratesPerUsd[currency], currency === 'USD' || currency === 'SAR' ? 2 : 0)]),
    ) as Record<Currency, number>;
    costBreakdownUsd = {
      panels: round(panels, 2),
      batteries: round(batteries, 2),
      inverter: round(inverter, 2),
      balanceOfSystem: round(balanceOfSystem, 2),
      labour: round(labour, 2),
    };
  }

  return {
    userInput: { dailyEnergyKwh: input.dailyEnergyKwh, governorate: input.governorate ?? null, batteryType },
    systemRecommendation: {
      message: {
        key: `calculator:recommendation.${batteryType}`,
        values: {
          dailyEnergyKwh: input.dailyEnergyKwh,
          arrayKw: round(actualPvW / 1000, 2),
          panels: panelsCount,
          panelW,
          inverterW: recommendedW,
          batteries: totalBatteries,
          batteryAh: battery.unitCapacityAh,
          batteryV: battery.unitVoltage,
          systemVoltage,
        },
      },
      installationTime: installHours === null ? null : { hours: round(installHours, 1), days: ceilCount(installHours / workdayHours) },
      totalCost,
      costBreakdownUsd,
      costBasis: totalCost ? { source: 'settings' } : null,
    },
    pv: {
      panelsCount,
      recommendedPanelW: panelW,
      requiredPvW: round(requiredPvW, 1),
      actualPvW,
      dailyOutputKwh: round((actualPvW * site.peakSunHours * pvDerate) / 1000, 2),
      estimatedArea: round(panelsCount * panelArea, 2),
      efficiency: round(panelW / (panelArea * 1000), 4),
      note: { key: 'calculator:pv.note', values: { panelLengthM: settings.panel.lengthM, panelWidthM: settings.panel.widthM } },
    },
    inverter: {
      recommendedW,
      efficiency: inverterEfficiency,
      safetyFactor,
      sizingMethod,
      continuousLoadW: round(loads.continuousW, 1),
      surgeLoadW: round(loads.surgeW, 1),
      surgeRatio,
    },
    battery: {
      type: batteryType,
      totalBatteries,
      unit: { voltage: battery.unitVoltage, capacityAh: battery.unitCapacityAh },
      parallelStrings,
      seriesCount,
      requiredAh: round(requiredAh, 1),
      bankCapacityKwh: round(bankWh / 1000, 2),
      usableCapacityKwh: round(usableWh / 1000, 2),
      depthOfDischarge: battery.depthOfDischarge,
      efficiency: battery.efficiency,
      hoursNoSun: round(hoursNoSun, 1),
      chargeTime: round(chargeTime, 1),
      estimatedVolume: round(totalBatteries * unitVolumeL, 1),
      note: { key: `calculator:battery.note.${batteryType}`, values: { depthOfDischargePercent: round(battery.depthOfDischarge * 100, 0) } },
    },
    system: {
      systemEfficiency: round(systemEfficiency, 4),
      systemVoltage,
      daysOfAutonomy: days,
      totalLossFactor: round(totalLossFactor, 4),
      pvDerate: round(pvDerate, 4),
      temperatureFactor: round(temperatureFactor, 4),
      cellTemperatureC: round(cellTemperatureC, 1),
      peakSunHours: site.peakSunHours,
      sunHoursBasis: site.sunHoursBasis,
      sunHoursSource: site.sunHoursSource,
      climate: site.climate,
      losses: [
        { id: 'temperature', factor: round(temperatureFactor, 4) },
        ...PV_LOSS_IDS.map((id) => ({ id, factor: round(1 - settings.pvLosses[id], 4) })),
        { id: 'chargeController', factor: chargeControllerEfficiency },
        { id: 'battery', factor: battery.efficiency },
        { id: 'inverter', factor: inverterEfficiency },
      ],
    },
  };
}

/**
 * Sizes a system from its daily energy alone (the quick calculator). Without an appliance list the
 * peak load is estimated as the daily energy drawn over `quickCalcPeakLoadHours`.
 */
export function calculateFromDailyEnergy(
  input: SizingInput,
  settings: CalculatorSettings,
  ratesPerUsd: Record<Currency, number>,
): CalculatorResult {
  assertPositiveFinite('dailyEnergyKwh', input.dailyEnergyKwh);
  const continuousW = (input.dailyEnergyKwh * 1000) / settings.inverter.quickCalcPeakLoadHours;
  return size(input, settings, ratesPerUsd, { continuousW, surgeW: continuousW, fromAppliances: false });
}

/** Sizes a system from an appliance list: its daily energy, peak load and surge load. */
export function calculateFromAppliances(
  input: { appliances: readonly ApplianceInput[]; governorate?: string | null; batteryType?: BatteryType | null },
  settings: CalculatorSettings,
  ratesPerUsd: Record<Currency, number>,
): ApplianceCalcResult {
  if (input.appliances.length === 0) throw new RangeError('appliances must not be empty');
  const exact = sumAppliances(input.appliances, settings);
  const result = size(
    // Sized on the exact sum; six decimals only drop floating-point noise (0.30000000000000004).
    { dailyEnergyKwh: round(exact.energyWh / 1000, 6), governorate: input.governorate, batteryType: input.batteryType },
    settings,
    ratesPerUsd,
    { continuousW: exact.peakLoadW, surgeW: exact.surgeLoadW, fromAppliances: true },
  );
  const loads = summarizeAppliances(input.appliances, settings);
  return { ...result, loads };
}
