import { plainDigits } from './decimal-format.ts';
import { APPLIANCE_TYPES, CALCULATOR_LIMITS, type ApplianceInput, type ApplianceType, type BatteryType } from './calculator.ts';

// A calculator result as a short code, `/c/{code}` (docs/decisions/034-calculator-result-links.md): its
// inputs written compactly, so the same inputs always make the same code and the server needs no table.
// The code holds only letters, digits and '.', none of them a WhatsApp formatting marker (* _ ~ `).
//
//   q <place> <battery> <kWh>                        q315    = 5 kWh a day, Aden, lead-acid
//   a <place> <battery> (<Type><qty>x<W>w<hours>)+    a00B2x60w8C1x150w8 = 2 fans 60 W 8 h, a fridge 150 W 8 h
//
// The tables below are the code's alphabet: append to them, never reorder or remove, or old links change
// meaning. The leading letter is the format: a new format takes a new letter.

/** The inputs a result link carries: which calculator, its input, the place and the battery chosen. */
export interface CalculatorLink {
  mode: 'quick' | 'appliances';
  dailyEnergyKwh?: number;
  appliances?: ApplianceInput[];
  governorate?: string;
  batteryType?: BatteryType;
}

const PLACES = [
  'amanat-al-asimah', 'sanaa', 'aden', 'taiz', 'al-hudaydah', 'ibb', 'hadramaut', 'hajjah', 'dhamar', 'al-bayda', 'lahij',
  'abyan', 'shabwah', 'al-mahrah', 'marib', 'al-jawf', 'saada', 'amran', 'al-mahwit', 'raymah', 'al-dhale', 'socotra',
] as const;
const BATTERIES: readonly BatteryType[] = ['leadAcid', 'lithium'];
const APPLIANCES: readonly ApplianceType[] = ['ledLight', 'fan', 'refrigerator', 'freezer', 'tv', 'washingMachine', 'waterPump', 'airConditioner', 'iron', 'other'];
const TYPE_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS36 = '0123456789abcdefghijklmnopqrstuvwxyz';
/** Longer than any code of 50 appliances at their limits: a longer one is refused before it is read. */
const MAX_CODE_LENGTH = 1200;

const NUMBER = String.raw`\d+(?:\.\d+)?`;
const QUICK = new RegExp(String.raw`^q([0-9a-z])([0-9])(${NUMBER})$`);
const APPLIANCES_CODE = new RegExp(String.raw`^a([0-9a-z])([0-9])((?:[A-Z]${NUMBER}x${NUMBER}w${NUMBER})+)$`);
const ROW = new RegExp(String.raw`^([A-Z])(${NUMBER})x(${NUMBER})w(${NUMBER})$`);

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => typeof value === 'string' && (list as readonly string[]).includes(value);

/** A daily energy the calculator accepts (above 0, at most its maximum), else undefined. */
export function linkDailyEnergy(value: number | undefined): number | undefined {
  return value !== undefined && Number.isFinite(value) && value > 0 && value <= CALCULATOR_LIMITS.maxDailyEnergyKwh ? value : undefined;
}

/** One appliance of a link as the calculator would accept it, else undefined: a shared link is untrusted input. */
export function linkAppliance(type: unknown, quantity: number, watts: number, hoursPerDay: number): ApplianceInput | undefined {
  if (!isOneOf(APPLIANCE_TYPES, type)) return undefined;
  if (!Number.isInteger(quantity) || quantity <= 0 || quantity > CALCULATOR_LIMITS.maxQuantity) return undefined;
  if (!Number.isFinite(watts) || watts <= 0 || watts > CALCULATOR_LIMITS.maxApplianceWatts) return undefined;
  if (!Number.isFinite(hoursPerDay) || hoursPerDay <= 0 || hoursPerDay > CALCULATOR_LIMITS.maxHoursPerDay) return undefined;
  return { type, quantity, watts, hoursPerDay };
}

const indexChar = (list: readonly string[], value: string | undefined) => DIGITS36[value === undefined ? 0 : list.indexOf(value) + 1] ?? '0';
const fromIndexChar = <T extends string>(list: readonly T[], char: string): T | undefined | null => {
  const index = DIGITS36.indexOf(char);
  if (index === 0) return undefined;
  return list[index - 1] ?? null;
};

/**
 * The short code of a result's inputs, or undefined when there is nothing to calculate (no energy, no
 * appliance) or an input the calculator would refuse.
 */
export function calculatorLinkCode(link: CalculatorLink): string | undefined {
  if (link.governorate !== undefined && !isOneOf(PLACES, link.governorate)) return undefined;
  const head = `${indexChar(PLACES, link.governorate)}${indexChar(BATTERIES, link.batteryType)}`;
  if (link.mode === 'quick') {
    const kwh = linkDailyEnergy(link.dailyEnergyKwh);
    return kwh === undefined ? undefined : `q${head}${plainDigits(kwh)}`;
  }
  const rows = link.appliances ?? [];
  if (rows.length === 0 || rows.length > CALCULATOR_LIMITS.maxAppliances) return undefined;
  const written: string[] = [];
  for (const row of rows) {
    const valid = linkAppliance(row.type, row.quantity, row.watts, row.hoursPerDay);
    if (!valid) return undefined;
    written.push(`${TYPE_LETTERS[APPLIANCES.indexOf(valid.type)]}${valid.quantity}x${plainDigits(valid.watts)}w${plainDigits(valid.hoursPerDay)}`);
  }
  return `a${head}${written.join('')}`;
}

/**
 * The inputs of a short code, or undefined for anything that is not a code this function's twin wrote:
 * a mistyped or cut link, a value out of range, or the same inputs spelt another way ("5.50" for "5.5"),
 * so that each result has exactly one code.
 */
export function calculatorLinkOfCode(code: string): CalculatorLink | undefined {
  if (code.length > MAX_CODE_LENGTH) return undefined;
  const quick = QUICK.exec(code);
  const appliances = quick ? null : APPLIANCES_CODE.exec(code);
  const match = quick ?? appliances;
  if (!match) return undefined;
  const governorate = fromIndexChar(PLACES, match[1]!);
  const batteryType = fromIndexChar(BATTERIES, match[2]!);
  if (governorate === null || batteryType === null) return undefined;
  const place = { ...(governorate ? { governorate } : {}), ...(batteryType ? { batteryType } : {}) };
  let link: CalculatorLink;
  if (quick) {
    link = { mode: 'quick', dailyEnergyKwh: Number(match[3]), ...place };
  } else {
    const rows = match[3]!.split(/(?=[A-Z])/).map((row) => {
      const [, letter = '', quantity, watts, hours] = ROW.exec(row) ?? [];
      return linkAppliance(APPLIANCES[TYPE_LETTERS.indexOf(letter)], Number(quantity), Number(watts), Number(hours));
    });
    if (rows.some((row) => row === undefined)) return undefined;
    link = { mode: 'appliances', appliances: rows as ApplianceInput[], ...place };
  }
  return calculatorLinkCode(link) === code ? link : undefined;
}

/** The calculator request of a link: the quick calculator's body, or the appliance calculator's. */
export function calculatorRequestOf(link: CalculatorLink):
  | { mode: 'quick'; body: { dailyEnergyKwh: number; governorate?: string; batteryType?: BatteryType } }
  | { mode: 'appliances'; body: { appliances: ApplianceInput[]; governorate?: string; batteryType?: BatteryType } }
  | undefined {
  const place = { ...(link.governorate ? { governorate: link.governorate } : {}), ...(link.batteryType ? { batteryType: link.batteryType } : {}) };
  if (link.mode === 'quick') {
    const dailyEnergyKwh = linkDailyEnergy(link.dailyEnergyKwh);
    return dailyEnergyKwh === undefined ? undefined : { mode: 'quick', body: { dailyEnergyKwh, ...place } };
  }
  return link.appliances?.length ? { mode: 'appliances', body: { appliances: link.appliances, ...place } } : undefined;
}
