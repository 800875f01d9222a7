import type { Language } from '../contract/common.ts';
import { formatDecimal } from './decimal-format.ts';

/** What a result's summary names: the daily energy and the size of each part. */
export type ResultSummaryValues = Record<
  'dailyEnergyKwh' | 'panels' | 'panelW' | 'inverterW' | 'batteries' | 'batteryV' | 'batteryAh' | 'systemVoltage',
  string
>;

/** The parts of a result the summary reads: the engine's result and the API's answer alike. */
export interface SummarisedResult {
  userInput: { dailyEnergyKwh: number };
  pv: { panelsCount: number; recommendedPanelW: number };
  inverter: { recommendedW: number };
  battery: { totalBatteries: number; unit: { voltage: number; capacityAh: number } };
  system: { systemVoltage: number };
}

/**
 * A result's key sizes written for `language`, for the texts of the calculator catalogue's `share` keys: the
 * preview of a shared result (its Open Graph tags, written by the web's server rendering) and its picture
 * (drawn by the API) read the same numbers the same way.
 */
export function resultSummaryValues(result: SummarisedResult, language: Language): ResultSummaryValues {
  const number = (value: number, digits: number) => formatDecimal(value, language, { maximumFractionDigits: digits });
  return {
    dailyEnergyKwh: number(result.userInput.dailyEnergyKwh, 3),
    panels: number(result.pv.panelsCount, 0),
    panelW: number(result.pv.recommendedPanelW, 0),
    inverterW: number(result.inverter.recommendedW, 0),
    batteries: number(result.battery.totalBatteries, 0),
    batteryV: number(result.battery.unit.voltage, 1),
    batteryAh: number(result.battery.unit.capacityAh, 0),
    systemVoltage: number(result.system.systemVoltage, 0),
  };
}
