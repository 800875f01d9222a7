import { APPLIANCE_TYPES, BATTERY_TYPES, CALCULATOR_LIMITS } from '@solar/shared/domain/calculator';
import type { ApplianceInput, BatteryType } from '@solar/shared/domain/calculator';
import { GOVERNORATE_IDS } from '@solar/shared/reference/locations';

export type CalculatorMode = 'quick' | 'appliances';

/** Everything a shared link carries: the calculator, its inputs, the place and battery, and whether to show the result. */
export interface CalculatorLinkState {
  mode: CalculatorMode;
  dailyEnergyKwh?: number;
  appliances?: ApplianceInput[];
  governorate?: string;
  batteryType?: BatteryType;
  showResult: boolean;
}

// Rows as `type*quantity*watts*hours`, joined by `_`: characters URLs keep as they are.
const FIELD = '*';
const ROW = '_';

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T => value !== null && (list as readonly string[]).includes(value);
const positive = (text: string | undefined | null) => {
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? value : undefined;
};

/** The query of a calculator link (see paths.calculator.getHref). */
export function toLinkQuery(state: CalculatorLinkState): Record<string, string | undefined> {
  return {
    mode: state.mode,
    kwh: state.mode === 'quick' && state.dailyEnergyKwh !== undefined ? String(state.dailyEnergyKwh) : undefined,
    a:
      state.mode === 'appliances' && state.appliances?.length
        ? state.appliances.map((a) => [a.type, a.quantity, a.watts, a.hoursPerDay].join(FIELD)).join(ROW)
        : undefined,
    governorate: state.governorate,
    battery: state.batteryType,
    show: state.showResult ? '1' : undefined,
  };
}

/** Reads a calculator link, dropping anything the calculator would refuse (a shared link is untrusted input). */
export function fromLinkQuery(params: URLSearchParams): CalculatorLinkState {
  const mode: CalculatorMode = params.get('mode') === 'appliances' ? 'appliances' : 'quick';
  const kwh = positive(params.get('kwh'));
  const appliances = (params.get('a') ?? '')
    .split(ROW)
    .slice(0, CALCULATOR_LIMITS.maxAppliances)
    .flatMap((row): ApplianceInput[] => {
      const [type = null, quantity, watts, hours] = row.split(FIELD);
      const q = positive(quantity);
      const w = positive(watts);
      const h = positive(hours);
      if (!isOneOf(APPLIANCE_TYPES, type) || !q || !Number.isInteger(q) || q > CALCULATOR_LIMITS.maxQuantity) return [];
      if (!w || w > CALCULATOR_LIMITS.maxApplianceWatts || !h || h > CALCULATOR_LIMITS.maxHoursPerDay) return [];
      return [{ type, quantity: q, watts: w, hoursPerDay: h }];
    });
  const governorate = params.get('governorate');
  const battery = params.get('battery');
  return {
    mode,
    dailyEnergyKwh: kwh !== undefined && kwh <= CALCULATOR_LIMITS.maxDailyEnergyKwh ? kwh : undefined,
    appliances: appliances.length ? appliances : undefined,
    governorate: isOneOf(GOVERNORATE_IDS, governorate) ? governorate : undefined,
    batteryType: isOneOf(BATTERY_TYPES, battery) ? battery : undefined,
    showResult: params.get('show') === '1',
  };
}

/** The same query as search params, for the calculator's own URL. */
export function toLinkSearchParams(state: CalculatorLinkState): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(toLinkQuery(state))) if (value !== undefined) params.set(key, value);
  return params;
}
