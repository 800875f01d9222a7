import { ProductSpecsInputSchema, specKindOf, type BatteryChemistry, type InverterKind, type ProductSpecs, type ProductSpecsInput } from '../contract/product-specs.ts';
import { GRID_TIE } from './listing-specs.ts';
import { analyzeSearchText, sizesOf, type SearchSize } from './search-analyzer.ts';

// A listing's structured specifications read from its own words where they can be read without guessing
// (docs/decisions/025-listing-specifications.md): sizes through the search analyzer, which reads every
// spelling sellers use («٥٥٠ واط», "5 كيلو", "200Ah"), kinds and chemistries from the words of its name,
// model and description. The start-up backfill reads older listings with it, and a posting that comes
// without `specs` (docs/product-brief.md section 3 has none) is read with it too. When it learns to read
// more, raise the backfill's VERSION (apps/api/src/db/specs-backfill.ts) so older listings are read again.

/** The words of a listing this reads: what the product description's posting sends. */
export interface ListingWords {
  type: string;
  name: string;
  model: string | null;
  brand: string | null;
  description: string;
  /** The free-text specifications (power, voltage, capacity, warranty). */
  specifications: { power?: string | null; voltage?: string | null; capacity?: string | null };
}

const sizesIn = (text: string | null | undefined): SearchSize[] => (text ? sizesOf(analyzeSearchText(text)) : []);

/** The first size in these texts (in order) in one of the units, converted to the first unit's scale. */
function firstSize(texts: (string | null | undefined)[], units: Partial<Record<SearchSize['unit'], number>>): number | null {
  for (const text of texts) {
    const size = sizesIn(text).find((s) => units[s.unit] !== undefined);
    if (size) return Math.round(size.value * units[size.unit]! * 1000) / 1000;
  }
  return null;
}

/** Every number written before a volt sign: "12/24/48V" is 12, 24 and 48. */
function voltagesIn(text: string | null | undefined): number[] {
  const tokens = text ? analyzeSearchText(text) : [];
  const found: number[] = [];
  tokens.forEach((token, i) => {
    if (token !== 'v') return;
    for (let j = i - 1; j >= 0 && /^\d+(?:\.\d+)?$/.test(tokens[j]!); j -= 1) found.push(Number(tokens[j]));
  });
  return found;
}

const WATTS = { w: 1, kw: 1000, va: 1, kva: 1000 } as const;

// Words that name the cell: mono-only technologies (PERC, TOPCon, HJT, N-type, half-cut, bifacial) are mono.
const POLY = /poly|بولي|متعدد/i;
const THIN_FILM = /thin[\s-]?film|رقيق|cdte|cigs|amorphous/i;
const MONO = /mono|مونو|أحادي|احادي|perc|topcon|hjt|n-?type|half[\s-]?cut|bifacial|ثنائي الوجه/i;
const TECH: [RegExp, 'perc' | 'topcon' | 'hjt'][] = [[/topcon/i, 'topcon'], [/\bhjt\b|heterojunction/i, 'hjt'], [/perc/i, 'perc']];

// The calculator's lithium is LiFePO4 (docs/decisions/004-calculator-method.md), as the solar lithium sold
// in Yemen is; a lead-acid battery that does not say which kind cannot be read.
const CHEMISTRIES: [RegExp, BatteryChemistry][] = [
  [/lifepo|\blfp\b|lithium|ليثيوم|pylontech|\bbyd\b/i, 'lifepo4'],
  [/\bagm\b/i, 'agm'],
  [/\bgel\b|جل\b|جيل/i, 'gel'],
  [/flooded|tubular|سائلة|أنبوبية|انبوبية|مائية/i, 'flooded'],
];

/** The one value of a table a text names, or undefined when it names none or several. */
function oneNamedIn<T>(table: [RegExp, T][], text: string): T | undefined {
  const named = new Set(table.filter(([re]) => re.test(text)).map(([, value]) => value));
  return named.size === 1 ? [...named][0] : undefined;
}

const KINDS: [RegExp, InverterKind][] = [
  [/mppt/i, 'mppt_controller'],
  [/pwm/i, 'pwm_controller'],
  [GRID_TIE, 'on_grid'],
  [/hybrid|هايبرد|هايبرت|هجين/i, 'hybrid'],
  [/off-?grid|أوف ?جريد|اوف ?جريد|منفصل عن الشبكة/i, 'off_grid'],
];

function divided(wh: number | null, volts: number): number | null {
  return wh === null ? null : Math.round((wh / volts) * 10) / 10;
}

/**
 * A listing's specifications as its words state them, passed through the posting contract; null when they
 * do not state every required one (a panel's cell type, a battery's chemistry, an inverter's kind…), when
 * what they state is impossible, or for a type without specifications. A system's three sizes are not
 * told apart in free text: systems are never read.
 */
export function specsFromText(listing: ListingWords): ProductSpecs | null {
  const kind = specKindOf(listing.type);
  const { power, voltage, capacity } = listing.specifications;
  const words = [listing.name, listing.model, listing.description].filter(Boolean).join(' \n ');
  let input: ProductSpecsInput | null = null;
  if (kind === 'panel') {
    const cellType = THIN_FILM.test(words) ? 'thin_film' : POLY.test(words) ? 'poly' : MONO.test(words) ? 'mono' : null;
    const powerW = firstSize([power, listing.name], WATTS);
    if (cellType && powerW !== null) {
      const cellTech = cellType === 'mono' ? (TECH.find(([re]) => re.test(words))?.[1] ?? null) : null;
      input = { kind, powerW, cellType, cellTech, vocV: null, iscA: null, efficiencyPct: null, lengthMm: null, widthMm: null, tempCoeffVocPctPerC: null };
    }
  } else if (kind === 'battery') {
    // The seller's own label (name, model, maker) first; the description only when it names one chemistry
    // ("AGM, cheaper than lithium" says AGM in its name and both in its text).
    const label = [listing.name, listing.model, listing.brand].filter(Boolean).join(' ');
    const chemistry = oneNamedIn(CHEMISTRIES, label) ?? oneNamedIn(CHEMISTRIES, `${words} ${listing.brand ?? ''}`);
    const voltageV = firstSize([voltage, listing.name], { v: 1 });
    const capacityAh = firstSize([capacity, listing.name], { ah: 1 }) ?? (voltageV ? divided(firstSize([capacity, listing.name], { kwh: 1000, wh: 1 }), voltageV) : null);
    if (chemistry && voltageV !== null && capacityAh !== null) {
      input = { kind, chemistry, voltageV, capacityAh, cycleLife: null, ageMonths: null, healthPct: null };
    }
  } else if (kind === 'inverter') {
    // Likewise the name and model first: a "hybrid inverter" whose description praises its built-in MPPT
    // charger is no charge controller, and a description naming two kinds is not read.
    const inverterKind = oneNamedIn(KINDS, [listing.name, listing.model].filter(Boolean).join(' ')) ?? oneNamedIn(KINDS, words);
    const powerW = firstSize([power, listing.name], WATTS);
    const batteryVoltages = [...new Set([...voltagesIn(voltage), ...voltagesIn(listing.name)])].filter((v) => [12, 24, 48, 96].includes(v));
    if (inverterKind && powerW !== null && (inverterKind === 'on_grid' || batteryVoltages.length)) {
      input = {
        kind, inverterKind, powerW, batteryVoltages: inverterKind === 'on_grid' ? [] : batteryVoltages,
        mpptMinV: null, mpptMaxV: null, maxPvInputV: null, maxChargeA: null,
      };
    }
  }
  if (!input) return null;
  const parsed = ProductSpecsInputSchema.safeParse(input);
  return parsed.success ? parsed.data : null;
}
