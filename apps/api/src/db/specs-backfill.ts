import { and, asc, gt, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ProductSpecsInputSchema, specKindOf, type BatteryChemistry, type ProductSpecs, type ProductSpecsInput } from '@solar/shared/contract/product-specs';
import { GRID_TIE } from '@solar/shared/domain/listing-specs';
import { analyzeSearchText, sizesOf, type SearchSize } from '@solar/shared/domain/search-analyzer';
import type { ProductType } from '@solar/shared/reference/catalog';
import { readSetting, writeSetting } from '../features/settings/settings.repository.ts';
import { products, type ProductSpecifications } from './schema/products.ts';
import type { Db } from './client.ts';

// Listings posted before structured specifications (issue #19) wrote their power, voltage and capacity as
// free text. At start-up, after the SQL migrations, each such listing of a type with specifications gets
// them from its own words where they can be read without guessing (docs/decisions/025-listing-specifications.md):
// sizes through the search analyzer, which reads every spelling sellers use («٥٥٠ واط», "5 كيلو", "200Ah"),
// kinds and chemistries from the words of its name, model and description. Whatever is read must pass the
// same contract as a posting. A listing that cannot be read keeps `specs: null`: it stays public, is found
// by its type and words but not by the specification filters, and the edit form asks its seller for them.
// Idempotent, once per version of these rules (a settings row marks it done), like db/brand-migration.ts.

export const SPECS_BACKFILL_KEY = 'specsBackfill';
/** Bump when the rules below learn to read more, so listings they could not read are tried again. */
const VERSION = 1;
const MarkerSchema = z.object({ version: z.number() });
const BATCH = 1000;

export interface LegacyListing {
  type: ProductType;
  name: string;
  model: string | null;
  brand: string | null;
  description: string;
  specifications: ProductSpecifications;
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

/** The one chemistry a text names, or undefined when it names none or several. */
function chemistryNamedIn(text: string): BatteryChemistry | undefined {
  const named = new Set(CHEMISTRIES.filter(([re]) => re.test(text)).map(([, chemistry]) => chemistry));
  return named.size === 1 ? [...named][0] : undefined;
}

const KINDS: [RegExp, 'mppt_controller' | 'pwm_controller' | 'on_grid' | 'hybrid' | 'off_grid'][] = [
  [/mppt/i, 'mppt_controller'],
  [/pwm/i, 'pwm_controller'],
  [GRID_TIE, 'on_grid'],
  [/hybrid|هايبرد|هايبرت|هجين/i, 'hybrid'],
  [/off-?grid|أوف ?جريد|اوف ?جريد|منفصل عن الشبكة/i, 'off_grid'],
];

/** A legacy listing's specifications as its text states them, or null when it does not state them all. */
export function specsFromText(listing: LegacyListing): ProductSpecs | null {
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
    const chemistry = chemistryNamedIn(label) ?? chemistryNamedIn(`${words} ${listing.brand ?? ''}`);
    const voltageV = firstSize([voltage, listing.name], { v: 1 });
    const capacityAh = firstSize([capacity, listing.name], { ah: 1 }) ?? (voltageV ? divided(firstSize([capacity, listing.name], { kwh: 1000, wh: 1 }), voltageV) : null);
    if (chemistry && voltageV !== null && capacityAh !== null) {
      input = { kind, chemistry, voltageV, capacityAh, cycleLife: null, ageMonths: null, healthPct: null };
    }
  } else if (kind === 'inverter') {
    const inverterKind = KINDS.find(([re]) => re.test(words))?.[1];
    const powerW = firstSize([power, listing.name], WATTS);
    const batteryVoltages = [...new Set([...voltagesIn(voltage), ...voltagesIn(listing.name)])].filter((v) => [12, 24, 48, 96].includes(v));
    if (inverterKind && powerW !== null && (inverterKind === 'on_grid' || batteryVoltages.length)) {
      input = {
        kind, inverterKind, powerW, batteryVoltages: inverterKind === 'on_grid' ? [] : batteryVoltages,
        mpptMinV: null, mpptMaxV: null, maxPvInputV: null, maxChargeA: null,
      };
    }
  }
  // A system's three sizes are not told apart in free text: systems keep none.
  if (!input) return null;
  const parsed = ProductSpecsInputSchema.safeParse(input);
  return parsed.success ? parsed.data : null;
}

function divided(wh: number | null, volts: number): number | null {
  return wh === null ? null : Math.round((wh / volts) * 10) / 10;
}

const SPEC_TYPES = ['Panel', 'Battery', 'Charging Devices', 'Integrated System'] as const;

/**
 * Fills the specifications of listings that have none from their free text; answers how many were filled
 * and how many could not be read (null: done before).
 */
export async function backfillListingSpecs(db: Db, log: (message: string) => void = () => {}): Promise<{ filled: number; unread: number } | null> {
  const marker = MarkerSchema.safeParse(await readSetting(db, SPECS_BACKFILL_KEY));
  if (marker.success && marker.data.version >= VERSION) return null;
  let filled = 0;
  let unread = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const batch = await db
      .select({
        id: products.id, type: products.type, name: products.name, model: products.model, brand: products.brand,
        description: products.description, specifications: products.specifications,
      })
      .from(products)
      .where(and(isNull(products.specs), inArray(products.type, [...SPEC_TYPES]), gt(products.id, after)))
      .orderBy(asc(products.id))
      .limit(BATCH);
    if (!batch.length) break;
    after = batch.at(-1)!.id;
    const read = batch.flatMap((row) => {
      const specs = specsFromText(row);
      return specs ? [{ id: row.id, specs: JSON.stringify(specs) }] : [];
    });
    unread += batch.length - read.length;
    if (read.length) {
      // search_version 0 sends the listing back through the search indexer, which reads the new specs.
      await db.execute(sql`
        update ${products} set specs = v.specs::jsonb, search_version = 0
        from unnest(${sql.param(read.map((r) => r.id))}::uuid[], ${sql.param(read.map((r) => r.specs))}::text[]) as v(id, specs)
        where ${products.id} = v.id and ${products.specs} is null`);
      filled += read.length;
    }
  }
  if (filled || unread) log(`Specifications: ${filled} listings read from their text, ${unread} left for their sellers to fill in`);
  await writeSetting(db, SPECS_BACKFILL_KEY, { version: VERSION, filled, unread, at: new Date().toISOString() });
  return { filled, unread };
}
