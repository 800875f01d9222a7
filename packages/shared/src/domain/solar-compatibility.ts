/**
 * Which solar parts work together, judged from their structured specifications (issue #19, item 3):
 * a battery and an inverter or charge controller by voltage, a string of 1–4 panels and an inverter's
 * or controller's PV input by voltage at the coldest morning and the hottest afternoon, a PWM
 * controller by the panels' nominal voltage. Pure and synchronous: the API computes the "works with"
 * lists with it and the web app the shopping list's warnings, so both say the same.
 *
 * Every verdict carries reasons: a code and the numbers behind it, which each screen writes in its own
 * language. Figures, margins and sources: docs/decisions/026-compatibility-and-shopping-list.md.
 */

import { batterySystemVoltage, type BatterySpecs, type InverterSpecs, type PanelSpecs } from '../reference/spec-kinds.ts';

export type { BatterySpecs, InverterSpecs, PanelSpecs };

/** How a pairing stands: works; works with a condition the buyer must check; does not work; cannot tell. */
export const FIT_LEVELS = ['fit', 'caution', 'unfit', 'unknown'] as const;
export type FitLevel = (typeof FIT_LEVELS)[number];

/** What a reason says, each with the numbers of its sentence (catalogue `compatibility:reason.<code>`). */
export const FIT_REASON_CODES = [
  // battery ↔ inverter or controller
  'voltageMatch',
  'batteriesInSeries',
  'lithiumInSeries',
  'voltageMismatch',
  'onGridNoBattery',
  // a string of panels ↔ a PV input with maximum power point tracking
  'stringFits',
  'overMaxPvInput',
  'aboveMpptWhenCold',
  'belowMpptMin',
  'belowMpptWhenHot',
  // a string of panels ↔ a PWM controller
  'pwmNominalMatch',
  'pwmNominalMismatch',
  'pwmNotNominal',
  // what the specifications do not say
  'panelVocMissing',
  'noPvInput',
  'pvLimitsMissing',
  // a whole selection (the shopping list)
  'pvExceedsCharge',
] as const;
export type FitReasonCode = (typeof FIT_REASON_CODES)[number];

/** A number, or a list of them (the voltages an inverter accepts), for the sentence of a reason. */
export type FitValue = number | number[];

export interface FitReason {
  code: FitReasonCode;
  level: FitLevel;
  values: Record<string, FitValue>;
}

export interface FitVerdict {
  level: FitLevel;
  reasons: FitReason[];
}

/**
 * The design conditions of the voltage checks (docs/decisions/026): the cell temperature of the coldest
 * sunrise anywhere in Yemen and of the hottest afternoon, the Voc coefficient assumed when a panel's
 * datasheet value is not given, and the estimate of the maximum-power voltage from Voc.
 */
export const COMPATIBILITY_DEFAULTS = {
  /**
   * −10 °C: around Sana'a and on the Dhamar plateau winter nights fall to −7…−9 °C, and at a clear dawn a
   * module sits at or a little below the air. One national value: a panel sold in Aden may be fitted in Dhamar.
   */
  coldCellC: -10,
  /** 71 °C: 46 °C air, the top of the desert and coastal forecasts, plus the calculator's NOCT rise of 25 °C. */
  hotCellC: 71,
  /** −0.36 %/°C, the steep end of polycrystalline datasheets (mono PERC −0.26…−0.30, TOPCon/HJT −0.24…−0.27). */
  tempCoeffVocPctPerC: -0.36,
  /** Vmp ≈ 0.80 × Voc at 25 °C: crystalline datasheets give 0.81–0.85, so 0.80 errs low. */
  vmpOverVoc: 0.8,
  /** Vmp falls 0.40 %/°C with heat (about the power coefficient of PERC and polycrystalline modules). */
  tempCoeffVmpPctPerC: -0.4,
  /** A charge controller without a stated MPPT floor starts once the PV voltage is 5 V above the battery's (Victron manuals). */
  controllerStartMarginV: 5,
  /** The battery's charging (absorption) voltage per nominal volt: 14.4 V for a 12 V battery. */
  chargeVoltsPerNominalVolt: 1.2,
  /** A PWM controller's panel: 20–27 V open-circuit per 12 V of battery (36 cells at 0.56–0.75 V each). */
  pwmVocPer12V: { min: 20, max: 27 },
  /** Series strings this marketplace judges: 1 to 4 panels. */
  maxPanelsInSeries: 4,
  /** Batteries wired in series to reach a system voltage: at most 8 (e.g. 8 × 12 V = 96 V). */
  maxBatteriesInSeries: 8,
} as const;

export interface CompatibilityConditions {
  coldCellC?: number;
  hotCellC?: number;
}

const LEVEL_RANK: Record<FitLevel, number> = { fit: 0, caution: 1, unknown: 2, unfit: 3 };

/** The worse of two levels: unfit before unknown before caution before fit. */
export function worseLevel(a: FitLevel, b: FitLevel): FitLevel {
  return LEVEL_RANK[a] >= LEVEL_RANK[b] ? a : b;
}

/** Orders verdict levels from the best (fit) to the worst (unfit). */
export function compareLevels(a: FitLevel, b: FitLevel): number {
  return LEVEL_RANK[a] - LEVEL_RANK[b];
}

function verdict(reasons: FitReason[]): FitVerdict {
  return { level: reasons.reduce<FitLevel>((level, reason) => worseLevel(level, reason.level), 'fit'), reasons };
}

const reason = (code: FitReasonCode, level: FitLevel, values: Record<string, FitValue> = {}): FitReason => ({ code, level, values });

/** One decimal, for the volts a reason shows (158.1 V). */
const tenth = (value: number) => Math.round(value * 10) / 10;

/**
 * The bank voltage a battery serves (12.8 V LiFePO4 is a 12 V battery, 51.2 V a 48 V one): the contract's
 * one reading of it, shared with the browse filter `voltage`.
 */
export const nominalBatteryVoltage = batterySystemVoltage;

const isLithium = (battery: Pick<BatterySpecs, 'chemistry'>) => battery.chemistry === 'lifepo4';

/**
 * How batteries of this voltage make one of the accepted system voltages: the same voltage (1 in series),
 * or several in series. The lowest reachable voltage wins: the fewest batteries for one string.
 */
export function batteriesInSeriesFor(batteryV: number, acceptedV: readonly number[]): { inSeries: number; systemV: number } | null {
  const nominal = nominalBatteryVoltage(batteryV);
  if (nominal === null) return null;
  const options = [...acceptedV]
    .sort((a, b) => a - b)
    .filter((systemV) => systemV >= nominal && systemV % nominal === 0 && systemV / nominal <= COMPATIBILITY_DEFAULTS.maxBatteriesInSeries);
  const systemV = options[0];
  return systemV === undefined ? null : { inSeries: systemV / nominal, systemV };
}

/**
 * A battery with an inverter or charge controller (issue #19 item 3): an on-grid inverter takes no
 * battery; otherwise the inverter accepts the battery's nominal voltage, or a series string of them.
 * LiFePO4 batteries in series work only when their maker allows it (a caution); lead-acid always does.
 */
export function batteryInverterFit(
  battery: Pick<BatterySpecs, 'chemistry' | 'voltageV'>,
  inverter: Pick<InverterSpecs, 'inverterKind' | 'batteryVoltages'>,
): FitVerdict {
  if (inverter.inverterKind === 'on_grid') return verdict([reason('onGridNoBattery', 'unfit')]);
  const nominal = nominalBatteryVoltage(battery.voltageV);
  if (nominal !== null && inverter.batteryVoltages.includes(nominal)) {
    return verdict([reason('voltageMatch', 'fit', { batteryV: nominal })]);
  }
  const series = batteriesInSeriesFor(battery.voltageV, inverter.batteryVoltages);
  if (series) {
    const values = { inSeries: series.inSeries, batteryV: nominal!, systemV: series.systemV };
    return verdict([isLithium(battery) ? reason('lithiumInSeries', 'caution', values) : reason('batteriesInSeries', 'fit', values)]);
  }
  return verdict([reason('voltageMismatch', 'unfit', { batteryV: nominal ?? battery.voltageV, acceptedV: [...inverter.batteryVoltages].sort((a, b) => a - b) })]);
}

/** A panel's Voc at cell temperature `cellC`, with its coefficient (or the documented default). */
export function vocAt(panel: Pick<PanelSpecs, 'vocV' | 'tempCoeffVocPctPerC'>, cellC: number): number | null {
  if (panel.vocV === null) return null;
  const coefficient = panel.tempCoeffVocPctPerC ?? COMPATIBILITY_DEFAULTS.tempCoeffVocPctPerC;
  return panel.vocV * (1 + (coefficient / 100) * (cellC - 25));
}

/** A lower estimate of a panel's maximum-power voltage at cell temperature `cellC`, from its Voc. */
export function vmpEstimateAt(panel: Pick<PanelSpecs, 'vocV'>, cellC: number): number | null {
  if (panel.vocV === null) return null;
  const { vmpOverVoc, tempCoeffVmpPctPerC } = COMPATIBILITY_DEFAULTS;
  return panel.vocV * vmpOverVoc * (1 + (tempCoeffVmpPctPerC / 100) * (cellC - 25));
}

/** The verdict for one series string of `inSeries` panels, with its voltages. */
export interface StringVerdict extends FitVerdict {
  inSeries: number;
  /** Open-circuit voltage of the string at 25 °C, at the coldest sunrise, and its estimated MPP voltage on the hottest afternoon. */
  vocV: number | null;
  vocColdV: number | null;
  vmpHotV: number | null;
}

export interface StringOptions extends CompatibilityConditions {
  /** The battery the PV input charges, when known (a charge controller's start voltage follows it). */
  batteryV?: number | null;
}

type PvInput = Pick<InverterSpecs, 'inverterKind' | 'batteryVoltages' | 'mpptMinV' | 'mpptMaxV' | 'maxPvInputV'>;
type PanelVoltage = Pick<PanelSpecs, 'vocV' | 'tempCoeffVocPctPerC'>;

/** A PWM controller ties the panels to the battery: the string must be a nominal panel of the battery's voltage. */
function pwmString(panel: PanelVoltage, input: PvInput, inSeries: number, options: StringOptions): StringVerdict {
  const { coldCellC = COMPATIBILITY_DEFAULTS.coldCellC } = options;
  const vocV = panel.vocV! * inSeries;
  const vocColdV = vocAt(panel, coldCellC)! * inSeries;
  const base = { inSeries, vocV: tenth(vocV), vocColdV: tenth(vocColdV), vmpHotV: null };
  const reasons: FitReason[] = [];
  if (input.maxPvInputV !== null && vocColdV > input.maxPvInputV) {
    reasons.push(reason('overMaxPvInput', 'unfit', { inSeries, vocColdV: tenth(vocColdV), maxV: input.maxPvInputV }));
  }
  // A panel "of 12 V" has 20–27 V open-circuit; a string of n is a panel of n × 12 V.
  const { min, max } = COMPATIBILITY_DEFAULTS.pwmVocPer12V;
  const twelves = Math.round(vocV / ((min + max) / 2));
  const stringNominalV = twelves > 0 && vocV >= twelves * min && vocV <= twelves * max ? twelves * 12 : null;
  const batteries = options.batteryV ? [nominalBatteryVoltage(options.batteryV) ?? options.batteryV] : input.batteryVoltages;
  if (stringNominalV === null) {
    reasons.push(reason('pwmNotNominal', 'unfit', { inSeries, vocV: tenth(vocV) }));
  } else if (batteries.includes(stringNominalV)) {
    reasons.push(reason('pwmNominalMatch', 'fit', { inSeries, stringNominalV, batteryV: stringNominalV }));
  } else {
    reasons.push(reason('pwmNominalMismatch', 'unfit', { inSeries, stringNominalV, acceptedV: [...batteries].sort((a, b) => a - b) }));
  }
  return { ...base, ...verdict(reasons) };
}

/**
 * A series string of `inSeries` panels on an inverter's or charge controller's PV input.
 *
 * With maximum power point tracking: the string's Voc at the coldest sunrise must stay at or below the
 * input's maximum (above it the input can be damaged: unfit) and at or below the top of the MPPT window
 * (between the two the input waits for the panels to warm: caution); the string's Voc at 25 °C must reach
 * the bottom of the window (else it never tracks: unfit), and its estimated MPP voltage on the hottest
 * afternoon should too (else it drops out of the window in the heat: caution). A charge controller that
 * states no window starts 5 V above its battery's charging voltage. A PWM controller: `pwmString`.
 */
export function panelStringFit(panel: PanelVoltage, input: PvInput, inSeries: number, options: StringOptions = {}): StringVerdict {
  const empty = { inSeries, vocV: null, vocColdV: null, vmpHotV: null };
  if (panel.vocV === null) return { ...empty, ...verdict([reason('panelVocMissing', 'unknown')]) };
  if (input.inverterKind === 'pwm_controller') return pwmString(panel, input, inSeries, options);

  const { coldCellC = COMPATIBILITY_DEFAULTS.coldCellC, hotCellC = COMPATIBILITY_DEFAULTS.hotCellC } = options;
  const maxV = input.maxPvInputV ?? input.mpptMaxV;
  const windowTopV = input.mpptMaxV ?? input.maxPvInputV;
  if (maxV === null || windowTopV === null) {
    // An inverter that states no PV limits has no PV input (an inverter-charger) or its seller left them out.
    const hasNoPvInput = input.mpptMinV === null && input.inverterKind !== 'mppt_controller';
    return { ...empty, ...verdict([reason(hasNoPvInput ? 'noPvInput' : 'pvLimitsMissing', 'unknown')]) };
  }
  const vocV = panel.vocV * inSeries;
  const vocColdV = vocAt(panel, coldCellC)! * inSeries;
  const vmpHotV = vmpEstimateAt(panel, hotCellC)! * inSeries;
  let minV = input.mpptMinV;
  if (minV === null && input.inverterKind === 'mppt_controller') {
    const batteryV = options.batteryV ? (nominalBatteryVoltage(options.batteryV) ?? options.batteryV) : Math.min(...input.batteryVoltages);
    if (Number.isFinite(batteryV)) minV = batteryV * COMPATIBILITY_DEFAULTS.chargeVoltsPerNominalVolt + COMPATIBILITY_DEFAULTS.controllerStartMarginV;
  }
  const volts = { inSeries, vocV: tenth(vocV), vocColdV: tenth(vocColdV), vmpHotV: tenth(vmpHotV) };
  const reasons: FitReason[] = [];
  if (vocColdV > maxV) reasons.push(reason('overMaxPvInput', 'unfit', { ...volts, maxV }));
  else if (vocColdV > windowTopV) reasons.push(reason('aboveMpptWhenCold', 'caution', { ...volts, mpptMaxV: windowTopV, maxV }));
  if (minV !== null) {
    if (vocV < minV) reasons.push(reason('belowMpptMin', 'unfit', { ...volts, minV: tenth(minV) }));
    else if (vmpHotV < minV) reasons.push(reason('belowMpptWhenHot', 'caution', { ...volts, minV: tenth(minV) }));
  }
  if (reasons.length === 0) reasons.push(reason('stringFits', 'fit', { ...volts, maxV, ...(minV !== null ? { minV: tenth(minV) } : {}) }));
  return { ...volts, ...verdict(reasons) };
}

export interface PanelInverterVerdict extends FitVerdict {
  /** Every string length judged, 1 to 4 panels. */
  strings: StringVerdict[];
  /** The string lengths that fit outright (level `fit`), shortest first: "3–4 in series". */
  fittingSeries: number[];
}

/**
 * A panel with an inverter or charge controller: each string of 1 to 4 panels judged. The pairing's level
 * is the best string's: it fits when some string length fits. Its reasons are the best string's.
 */
export function panelInverterFit(panel: PanelVoltage, input: PvInput, options: StringOptions = {}): PanelInverterVerdict {
  const strings = Array.from({ length: COMPATIBILITY_DEFAULTS.maxPanelsInSeries }, (_, index) => panelStringFit(panel, input, index + 1, options));
  const best = strings.reduce((chosen, string) => (compareLevels(string.level, chosen.level) < 0 ? string : chosen));
  return {
    level: best.level,
    reasons: best.reasons,
    strings,
    fittingSeries: strings.filter((string) => string.level === 'fit').map((string) => string.inSeries),
  };
}
