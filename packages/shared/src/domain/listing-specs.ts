/**
 * What sellers write in a listing's specifications, read as numbers: the calculator's matching listings
 * (web) and its price estimate from current listings (API) read them alike.
 */

const number = (text: string) => Number(text.replace(',', '.'));

/** Watts of a spec written by sellers: "580W", "5000VA", "5kW", "1.5 kW"; volt-amperes count as watts. */
export function parsePowerW(spec: string | undefined | null): number | null {
  const match = spec?.match(/(\d+(?:[.,]\d+)?)\s*(k?)\s*(?:w|va)\b/i);
  if (!match) return null;
  const value = number(match[1]!) * (match[2] ? 1000 : 1);
  return value > 0 ? value : null;
}

/** The first voltage of a spec: "12V", "51.2V", "12/24/48V" (12). */
export function parseVoltage(spec: string | undefined | null): number | null {
  const match = spec?.match(/(\d+(?:[.,]\d+)?)\s*(?:\/\s*\d+\s*)*v\b/i);
  return match ? number(match[1]!) : null;
}

/** Amp-hours of a capacity: "200Ah" as written, "8kWh" through the voltage. */
export function parseCapacityAh(capacity: string | undefined | null, voltage: number | null): number | null {
  const ah = capacity?.match(/(\d+(?:[.,]\d+)?)\s*ah\b/i);
  if (ah) return number(ah[1]!);
  const kwh = capacity?.match(/(\d+(?:[.,]\d+)?)\s*kwh\b/i);
  return kwh && voltage ? (number(kwh[1]!) * 1000) / voltage : null;
}

// Sellers name the chemistry in either language; the big lithium brands often only by name.
export const LITHIUM_WORDS = /lithium|ليثيوم|lifepo|li-ion|\blfp\b|pylontech|byd/i;

// Among "charging devices": charge controllers are not inverters, and a grid-tie inverter cannot run an
// off-grid home. Judged by the listing's name, where sellers say what the device is.
export const NOT_AN_INVERTER = /mppt|charge controller|منظم شحن/i;
export const GRID_TIE = /on-?grid|grid-?tie|أون ?جريد/i;
