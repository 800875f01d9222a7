/**
 * Yemen's solar resource and climate as the calculator reads them, each figure with its source.
 *
 * Peak sun hours (PSH) are numerically equal to daily global irradiation in kWh/m²/day: one "peak sun
 * hour" is one hour at the 1 kW/m² of standard test conditions. Horizontal irradiation is used as it
 * is; a panel tilted near the latitude (12–17° N in Yemen) collects a little more over a year, so
 * using the horizontal figure errs on the safe side.
 *
 * Rule of this file: no figure without an attributable source. A governorate whose sun hours no
 * cited source gives per governorate keeps `null`, and the engine then uses the national value and
 * says so (`sunHoursSource: 'national'`). Admins may add a governorate's sourced value in the
 * calculator settings, with its citation in `source`.
 */
import { GOVERNORATE_IDS } from './locations.ts';

/** Climate classes that set the design daytime air temperature, hence the module temperature loss. */
export const CLIMATE_CLASSES = ['hot', 'mixed', 'highland'] as const;
export type ClimateClass = (typeof CLIMATE_CLASSES)[number];

/** One source, cited once and referred to by id from the settings. */
export interface SolarSource {
  id: string;
  citation: string;
}

/** The publications every default figure of the calculator comes from. */
export const SOLAR_SOURCES = {
  undpYemen2013: {
    id: 'undpYemen2013',
    citation:
      'UNDP Yemen, "Prospects of Solar Energy in Yemen: A Policy Note" (W. Ali, F. Al-Qadasi, K. Khoday), draft, December 2013: global solar radiation 5.2–6.8 kWh/m²/day, 7.3–9.1 sunshine hours a day, small seasonal variation.',
  },
  pvwattsV5: {
    id: 'pvwattsV5',
    citation:
      'A. P. Dobos, "PVWatts Version 5 Manual", NREL/TP-6A20-62641, National Renewable Energy Laboratory, September 2014: default system losses (14.08 % in total) and module temperature coefficients.',
  },
  sandiaStandAlone: {
    id: 'sandiaStandAlone',
    citation:
      'Sandia National Laboratories, "Stand-Alone Photovoltaic Systems: A Handbook of Recommended Design Practices", SAND87-7023 (updated 1995): load corrected for inverter and battery efficiency, array sized on the design-month sun hours, battery sized on days of autonomy and allowed depth of discharge.',
  },
  ieee1562: {
    id: 'ieee1562',
    citation:
      'IEEE Std 1562, "Guide for Array and Battery Sizing in Stand-Alone Photovoltaic (PV) Systems" (with IEEE Std 1013 for lead-acid battery sizing).',
  },
  noctIec61215: {
    id: 'noctIec61215',
    citation:
      'IEC 61215 nominal operating cell temperature (NOCT: 800 W/m², 20 °C air, 1 m/s wind, open rack); cell temperature T_cell = T_air + (NOCT − 20) × G / 800 as in the SAM/PVPMC NOCT model (Gilman et al., NREL/TP-6A20-67399, 2018). With NOCT 45 °C and G = 800 W/m² this is the "air + 25 °C" rule of AS/NZS 4509.2 stand-alone design.',
  },
  koppenBeck2018: {
    id: 'koppenBeck2018',
    citation:
      'H. E. Beck et al., "Present and future Köppen-Geiger climate classification maps at 1-km resolution", Scientific Data 5:180214 (2018): hot desert (BWh/BSh) on the Tihama and southern coasts and in the eastern and interior deserts; cooler highland climates (BWk/BSk/Cwb) on the western mountains.',
  },
  climateNormals: {
    id: 'climateNormals',
    citation:
      'Long-term climate normals (WMO 1961–1990) of Aden, Al Hudaydah and Sana\'a: annual mean daily maximum air temperature about 32–34 °C on the coast and about 25 °C in Sana\'a.',
  },
} as const satisfies Record<string, SolarSource>;
export type SolarSourceId = keyof typeof SOLAR_SOURCES;

/** The national figures: a design (worst-month) value and an annual mean, in kWh/m²/day. */
export const NATIONAL_SUN_HOURS = {
  /** The low end of UNDP's range, taken as the design-month value: sizing for the dullest month is the stand-alone method. */
  designPsh: 5.2,
  /** The midpoint of UNDP's 5.2–6.8 range (a derived figure, not a measurement). */
  annualPsh: 6.0,
  source: 'undpYemen2013',
} as const;

/**
 * Design daytime air temperature of each climate class, in °C. `mixed` (governorates whose people
 * live both on the coast and in the mountains) is the mean of the other two, a derived figure.
 */
export const CLIMATE_DAYTIME_AIR_C: Record<ClimateClass, number> = {
  hot: 33,
  mixed: 29,
  highland: 25,
};

/** One governorate's row: sun hours where a source gives them (else null: national), and its climate class. */
export interface GovernorateSolarRow {
  designPsh: number | null;
  annualPsh: number | null;
  climate: ClimateClass;
  /** Citation of the sun-hour figures; null while the row uses the national value. */
  source: string | null;
}

// Climate class from the Köppen-Geiger class of each governorate's main populated areas (koppenBeck2018).
const CLIMATE_BY_GOVERNORATE: Record<string, ClimateClass> = {
  'amanat-al-asimah': 'highland',
  sanaa: 'highland',
  aden: 'hot',
  taiz: 'mixed',
  'al-hudaydah': 'hot',
  ibb: 'highland',
  hadramaut: 'hot',
  hajjah: 'mixed',
  dhamar: 'highland',
  'al-bayda': 'highland',
  lahij: 'hot',
  abyan: 'hot',
  shabwah: 'hot',
  'al-mahrah': 'hot',
  marib: 'hot',
  'al-jawf': 'hot',
  saada: 'highland',
  amran: 'highland',
  'al-mahwit': 'highland',
  raymah: 'highland',
  'al-dhale': 'highland',
  socotra: 'hot',
};

/**
 * The default per-governorate table: every governorate's climate class; no governorate has a sourced
 * sun-hour figure of its own yet, so all use the national value until an admin adds one with its source.
 */
export const GOVERNORATE_SOLAR_TABLE: Record<string, GovernorateSolarRow> = Object.fromEntries(
  GOVERNORATE_IDS.map((id) => [id, { designPsh: null, annualPsh: null, climate: CLIMATE_BY_GOVERNORATE[id] ?? 'mixed', source: null }]),
);
