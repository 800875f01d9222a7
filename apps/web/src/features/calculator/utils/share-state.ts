import { BATTERY_TYPES, CALCULATOR_LIMITS } from '@solar/shared/domain/calculator';
import type { ApplianceInput } from '@solar/shared/domain/calculator';
import { calculatorLinkCode, calculatorLinkOfCode, linkAppliance, linkDailyEnergy, type CalculatorLink } from '@solar/shared/domain/calculator-link';
import { GOVERNORATE_IDS } from '@solar/shared/reference/locations';
import { paths } from '../../../config/paths.ts';

export type CalculatorMode = CalculatorLink['mode'];

/** Everything a calculator address carries: the calculator, its inputs, the place and battery, and whether to show the result. */
export interface CalculatorLinkState extends CalculatorLink {
  showResult: boolean;
}

// Rows of the long address as `type*quantity*watts*hours`, joined by `_`: characters URLs keep as they
// are. Shared links use the short code instead (shortResultHref), which has neither.
const FIELD = '*';
const ROW = '_';

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T => value !== null && (list as readonly string[]).includes(value);

/** The query of a calculator address (see paths.calculator.getHref). */
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

/** Reads a calculator address, dropping anything the calculator would refuse (a shared link is untrusted input). */
export function fromLinkQuery(params: URLSearchParams): CalculatorLinkState {
  const mode: CalculatorMode = params.get('mode') === 'appliances' ? 'appliances' : 'quick';
  const kwh = params.get('kwh');
  const appliances = (params.get('a') ?? '')
    .split(ROW)
    .slice(0, CALCULATOR_LIMITS.maxAppliances)
    .flatMap((row): ApplianceInput[] => {
      const [type, quantity, watts, hours] = row.split(FIELD);
      const appliance = linkAppliance(type, Number(quantity), Number(watts), Number(hours));
      return appliance ? [appliance] : [];
    });
  const governorate = params.get('governorate');
  const battery = params.get('battery');
  return {
    mode,
    dailyEnergyKwh: kwh === null ? undefined : linkDailyEnergy(Number(kwh)),
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

/**
 * The short address of a result (`/c/{code}`), in the sharer's language: what the share buttons give, so
 * a preview and the page it opens read as the sharer's did. The long address when the inputs have no code.
 */
export function shortResultHref(state: CalculatorLink, language: string): string {
  const code = calculatorLinkCode(state);
  return code ? paths.calculatorResult.getHref(code, language) : paths.calculator.getHref(toLinkQuery({ ...state, showResult: true }));
}

/** The inputs of a short link's code, its result shown; a code that reads as nothing opens the empty calculator. */
export function fromShortCode(code: string): CalculatorLinkState {
  const link = calculatorLinkOfCode(code);
  return link ? { ...link, showResult: true } : { mode: 'quick', showResult: false };
}

/** Whether an address opens the calculator in use (a result, or inputs filled in): its settings load at once. */
export function isLinkInUse(state: CalculatorLinkState): boolean {
  return state.showResult || state.dailyEnergyKwh !== undefined || state.appliances !== undefined;
}
