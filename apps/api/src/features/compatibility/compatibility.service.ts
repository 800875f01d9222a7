import type { CompatibleGroup, CompatibleItem, ShoppingCandidatesQuery } from '@solar/shared/contract/compatibility';
import { SYSTEM_VOLTAGES, type InverterSpecs, type PanelSpecs, type ProductSpecs } from '@solar/shared/contract/product-specs';
import { BrowseProductsQuerySchema, type Product } from '@solar/shared/contract/products';
import { CHEMISTRIES_OF, MIN_PANEL_SHARE } from '@solar/shared/domain/shopping-list';
import { governoratesOfRialArea } from '@solar/shared/reference/rial-areas';
import {
  COMPATIBILITY_DEFAULTS,
  batteryInverterFit,
  compareLevels,
  nominalBatteryVoltage,
  panelInverterFit,
  type FitVerdict,
} from '@solar/shared/domain/solar-compatibility';
import type { RequestContext } from '../../lib/request-context.ts';
import { cachedCalculatorSettingsPayload } from '../calculator/calculator.service.ts';
import { listPublicProducts, presentProduct } from '../products/products.service.ts';
import { getProduct, resolveFilter, type FilterContext } from '../products/products.service.ts';

/**
 * "Works with" lists and the shopping list's candidates (issue #19; docs/decisions/026). Every read is a
 * page of the catalogue through the browse filters of decision 025 and their indexes, a fixed number of
 * rows each; the verdicts are the shared rules' (shared/domain/solar-compatibility.ts).
 */

/** Listings shown per group of a "works with" answer. */
export const WORKS_WITH_SHOWN = 6;
/**
 * Rows read per place to find panels for an inverter or inverters for a panel: the browse filters cannot
 * say which Voc fits a window, so a page of each is judged here. Bounded: two pages of this size at most.
 */
export const JUDGED_PER_PLACE = 40;
/** Candidates per part and per place for a shopping list (the list shows three options of each). */
export const CANDIDATES_PER_PLACE = 12;

type Query = Record<string, string | undefined>;

/** What the suggestions read of the request (lib/request-context.ts). */
type Context = Pick<RequestContext, 'db' | 'store' | 'now'> & Pick<FilterContext, 'caches'>;

/**
 * One page of public listings under the browse list's own filters (query names and values as in a URL),
 * in one of `governorates` when given.
 */
async function page(context: Context, raw: Query, limit: number, governorates?: readonly string[]): Promise<Product[]> {
  const query = BrowseProductsQuerySchema.parse(Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== undefined)));
  const filter = await resolveFilter(context, query);
  const places = governorates?.map((governorate) => ({ governorate }));
  const { rows } = await listPublicProducts(context.db, places ? { ...filter, places } : filter, { limit, offset: 0 });
  return rows.map((row) => presentProduct(context.store, row));
}

const eachOnce = (products: Product[]) => {
  const seen = new Set<string>();
  return products.filter((product) => {
    if (seen.has(product._id)) return false;
    seen.add(product._id);
    return true;
  });
};

/** The same page in the governorate and in all of Yemen, the governorate's first, each listing once. */
async function governorateFirst(context: Context, raw: Query, governorate: string | null, limit: number): Promise<Product[]> {
  const [local, national] = await Promise.all([governorate ? page(context, { ...raw, governorate }, limit) : Promise.resolve([]), page(context, raw, limit)]);
  return eachOnce([...local, ...national]);
}

/**
 * The same page in the governorate, in its rial area (reference/rial-areas.ts) and in all of Yemen, each
 * listing once: a buyer in Aden gets Lahij's and Abyan's listings even when the cheapest of the country
 * are all in the north.
 */
async function nearFirst(context: Context, raw: Query, governorate: string | null, limit: number): Promise<Product[]> {
  const area = governoratesOfRialArea(governorate);
  const [local, nearby, national] = await Promise.all([
    governorate ? page(context, { ...raw, governorate }, limit) : Promise.resolve([]),
    area.length ? page(context, raw, limit, area) : Promise.resolve([]),
    page(context, raw, limit),
  ]);
  return eachOnce([...local, ...nearby, ...national]);
}

/** Judged listings, each once, fitting before cautions, the governorate's first, the pages' order kept otherwise; the rest dropped. */
function shortList(products: Product[], judge: (product: Product) => (FitVerdict & { fittingSeries?: number[] }) | null, governorate: string, keep: (verdict: FitVerdict) => boolean): CompatibleItem[] {
  const seen = new Set<string>();
  const judged = products.flatMap((product, index) => {
    // An inverter taking several voltages comes in the page of each; equipment needing repair is never suggested.
    if (seen.has(product._id) || product.condition === 'Needs Repair') return [];
    seen.add(product._id);
    const verdict = judge(product);
    return verdict && keep(verdict) ? [{ product, verdict, index }] : [];
  });
  judged.sort(
    (a, b) =>
      compareLevels(a.verdict.level, b.verdict.level) ||
      Number(b.product.governorate === governorate) - Number(a.product.governorate === governorate) ||
      a.index - b.index,
  );
  return judged.slice(0, WORKS_WITH_SHOWN).map(({ product, verdict }) => ({
    product,
    level: verdict.level,
    reasons: verdict.reasons,
    ...(verdict.fittingSeries ? { fittingSeries: verdict.fittingSeries } : {}),
  }));
}

const fitsOrCaution = (verdict: FitVerdict) => verdict.level === 'fit' || verdict.level === 'caution';
const fits = (verdict: FitVerdict) => verdict.level === 'fit';
const specsOf = <K extends ProductSpecs['kind']>(product: Product, kind: K) => (product.specs?.kind === kind ? (product.specs as Extract<ProductSpecs, { kind: K }>) : null);

/** The voltages whose batteries make one of `accepted` alone or in series (12 V batteries for a 48 V inverter). */
function batteryVoltagesFor(accepted: readonly number[]): number[] {
  return [...new Set(accepted.flatMap((systemV) => SYSTEM_VOLTAGES.filter((v) => v <= systemV && systemV % v === 0)))].sort((a, b) => b - a);
}

/** An inverter's batteries: each voltage it takes, then those that make it in series; the shared rule judges each. */
async function batteriesForInverter(context: Context, inverter: InverterSpecs, governorate: string) {
  const voltages = batteryVoltagesFor(inverter.batteryVoltages);
  const pages = await Promise.all(voltages.map((voltage) => governorateFirst(context, { category: 'batteries', voltage: String(voltage) }, governorate, WORKS_WITH_SHOWN)));
  return shortList(pages.flat(), (product) => {
    const battery = specsOf(product, 'battery');
    return battery ? batteryInverterFit(battery, inverter) : null;
  }, governorate, fitsOrCaution);
}

/** A battery's inverters and charge controllers: those taking its voltage, then those it makes in series. */
async function invertersForBattery(context: Context, battery: Extract<ProductSpecs, { kind: 'battery' }>, governorate: string) {
  const own = nominalBatteryVoltage(battery.voltageV);
  if (own === null) return [];
  const voltages = SYSTEM_VOLTAGES.filter((v) => v >= own && v % own === 0 && v / own <= COMPATIBILITY_DEFAULTS.maxBatteriesInSeries);
  const pages = await Promise.all(voltages.map((voltage) => governorateFirst(context, { category: 'Charging Devices', voltage: String(voltage) }, governorate, WORKS_WITH_SHOWN)));
  return shortList(pages.flat(), (product) => {
    const inverter = specsOf(product, 'inverter');
    return inverter ? batteryInverterFit(battery, inverter) : null;
  }, governorate, fitsOrCaution);
}

/** An inverter's panels: a page of panels, each judged for strings of 1–4; those with a fitting length. */
async function panelsForInverter(context: Context, inverter: InverterSpecs, governorate: string) {
  const panels = await governorateFirst(context, { category: 'solar' }, governorate, JUDGED_PER_PLACE);
  return shortList(panels, (product) => {
    const panel = specsOf(product, 'panel');
    return panel ? panelInverterFit(panel, inverter) : null;
  }, governorate, fits);
}

/** A panel's inverters and controllers: a page of them, each judged for strings of 1–4 of this panel. */
async function invertersForPanel(context: Context, panel: PanelSpecs, governorate: string) {
  const inverters = await governorateFirst(context, { category: 'Charging Devices' }, governorate, JUDGED_PER_PLACE);
  return shortList(inverters, (product) => {
    const inverter = specsOf(product, 'inverter');
    return inverter ? panelInverterFit(panel, inverter) : null;
  }, governorate, fits);
}

/** The product list's filters for a group's "see all" link. */
function seeAllOf(group: CompatibleGroup, specs: ProductSpecs, governorate: string): Record<string, string> {
  const category = group === 'batteries' ? 'batteries' : group === 'panels' ? 'solar' : 'Charging Devices';
  const voltage =
    specs.kind === 'inverter' && group === 'batteries' && specs.batteryVoltages.length === 1
      ? String(specs.batteryVoltages[0])
      : specs.kind === 'battery' && group === 'inverters'
        ? String(nominalBatteryVoltage(specs.voltageV) ?? '')
        : '';
  return { category, ...(voltage ? { voltage } : {}), governorate };
}

/**
 * What works with a public listing: an inverter's batteries and panels, a battery's inverters, a
 * panel's inverters. 404 as the detail page for a listing nobody may see; no groups for other kinds.
 */
export async function compatibleWith(context: Context, id: string) {
  // Read as a signed-out visitor would: the suggestions are the same for everyone.
  const product = await getProduct({ ...context, user: null }, id);
  const { specs, governorate } = product;
  let groups: { group: CompatibleGroup; items: CompatibleItem[] }[] = [];
  if (specs?.kind === 'inverter') {
    const [batteries, panels] = await Promise.all([
      specs.inverterKind === 'on_grid' ? Promise.resolve([]) : batteriesForInverter(context, specs, governorate),
      panelsForInverter(context, specs, governorate),
    ]);
    groups = [{ group: 'batteries', items: batteries }, { group: 'panels', items: panels }];
  } else if (specs?.kind === 'battery') {
    groups = [{ group: 'inverters', items: await invertersForBattery(context, specs, governorate) }];
  } else if (specs?.kind === 'panel') {
    groups = [{ group: 'inverters', items: await invertersForPanel(context, specs, governorate) }];
  }
  const withoutSelf = groups.map((group) => ({ ...group, items: group.items.filter((item) => item.product._id !== product._id) }));
  return { groups: withoutSelf.map((group) => ({ ...group, seeAll: seeAllOf(group.group, specs!, governorate) })) };
}

/** A shopping list's inverters and batteries at one bank voltage: home inverters of the size, batteries of the type that make it. */
async function partsAt(context: Context, systemVoltage: number, query: ShoppingCandidatesQuery, place: string | null) {
  const cheapest = { sort: 'price_asc' };
  const chemistries = CHEMISTRIES_OF[query.batteryType];
  const [inverters, batteries] = await Promise.all([
    nearFirst(
      context,
      { ...cheapest, category: 'Charging Devices', voltage: String(systemVoltage), minPowerW: String(query.minInverterW), inverterKind: 'off_grid_or_hybrid' },
      place,
      CANDIDATES_PER_PLACE,
    ),
    Promise.all(
      batteryVoltagesFor([systemVoltage]).map((voltage) =>
        nearFirst(context, { ...cheapest, category: 'batteries', voltage: String(voltage), chemistry: chemistries.length === 1 ? chemistries[0] : undefined }, place, CANDIDATES_PER_PLACE),
      ),
    ),
  ]);
  return {
    inverters: inverters.filter(usable),
    batteries: batteries.flat().filter((product) => {
      const battery = specsOf(product, 'battery');
      return usable(product) && battery !== null && chemistries.includes(battery.chemistry);
    }),
  };
}

// Equipment needing repair is never part of a shopping list (shared/domain/shopping-list.ts leaves it out too).
const usable = (product: Product) => product.condition !== 'Needs Repair';

/**
 * The listings a shopping list picks from (shared/domain/shopping-list.ts picks): home inverters of the
 * size at the system voltage, batteries of the type whose voltage makes the system voltage, panels of at
 * least 60 % of the calculator's panel size; cheapest first, in the buyer's governorate, their rial area
 * and all of Yemen. When the inverter or the batteries are missing, the same at the nearest higher bank
 * voltage of the calculator's settings that has both (the shopping list's alternative).
 */
export async function shoppingCandidates(context: Context, query: ShoppingCandidatesQuery) {
  const place = query.governorate ?? null;
  const [parts, panels] = await Promise.all([
    partsAt(context, query.systemVoltage, query, place),
    nearFirst(context, { sort: 'price_asc', category: 'solar', minPowerW: String(Math.round(query.panelW * MIN_PANEL_SHARE)) }, place, CANDIDATES_PER_PLACE),
  ]);
  const candidates = { ...parts, panels: panels.filter(usable) };
  if (parts.inverters.length && parts.batteries.length) return candidates;
  const { settings } = await cachedCalculatorSettingsPayload(context.db);
  const higher = SYSTEM_VOLTAGES.filter((v) => v > query.systemVoltage && settings.systemVoltage.options.includes(v));
  // Nearest first, one voltage at a time: most lists never get here, and the first that has both ends the search.
  for (const systemVoltage of higher) {
    const other = await partsAt(context, systemVoltage, query, place);
    if (other.inverters.length && other.batteries.length) return { ...candidates, alternative: { systemVoltage, ...other } };
  }
  return candidates;
}
