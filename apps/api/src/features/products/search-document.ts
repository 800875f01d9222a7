// What the search index holds for one listing (docs/decisions/010-catalogue-at-scale.md): the tokens of
// search-analyzer.ts as a PostgreSQL tsvector, weighted by where they come from, so one GIN index answers
// a word directly and the ranking can ask "named in the title" or "of this type" without reading text.
//   A: the listing's own name, brand and model;
//   B: what the listing is, from its fields rather than its words: its type's marker and concept tokens
//      (every Battery listing carries `@battery` and `battery`), its brand, its condition, and its
//      structured specifications (chemistry, inverter kind, cell type, sizes);
//   D: its description and free-text specifications.
// The vector is built here, in the app, not by a database text-search configuration: the analyzer's
// stemming and vocabulary are the same code that reads the query, and no database locale is involved.
import { indexTokens, sizesOf, sizeToken, tokensOfType, typeMarker } from '@solar/shared/domain/search-analyzer';
import { CONDITION_TOKENS } from '@solar/shared/domain/search-vocabulary';
import type { ProductCondition, ProductType } from '@solar/shared/reference/catalog';
import type { ProductSpecs } from '@solar/shared/contract/product-specs';

export interface SearchableProduct {
  type: ProductType;
  name: string;
  brand?: string | null;
  model?: string | null;
  description?: string | null;
  specifications?: object | null;
  specs?: ProductSpecs | null;
  /** Absent only for callers that index text alone; every stored listing has one. */
  condition?: ProductCondition;
}

// Gel and AGM are lead-acid batteries too: a buyer asking for «بطارية رصاص» means any of the three.
const CHEMISTRY_WORDS = { flooded: 'flooded lead acid', agm: 'AGM lead acid', gel: 'gel lead acid', lifepo4: 'LiFePO4 lithium', other: '' } as const;
const INVERTER_WORDS = { off_grid: 'off-grid inverter', hybrid: 'hybrid inverter', on_grid: 'on-grid inverter', pwm_controller: 'PWM charge controller', mppt_controller: 'MPPT charge controller' } as const;

/**
 * The structured specifications as the words and sizes a buyer types («٥٥٠ واط» is 550W), so a listing
 * posted with numbers in fields is found like one that wrote them in its text.
 */
export function specsText(specs: ProductSpecs | null | undefined): string[] {
  if (!specs) return [];
  switch (specs.kind) {
    case 'panel':
      return [`${specs.powerW}W`, specs.cellType === 'thin_film' ? 'thin film' : specs.cellType, specs.cellTech?.toUpperCase() ?? ''];
    case 'battery':
      return [`${specs.voltageV}V`, `${specs.capacityAh}Ah`, `${specs.usableKwh}kWh`, CHEMISTRY_WORDS[specs.chemistry]];
    case 'inverter':
      return [`${specs.powerW}W`, ...specs.batteryVoltages.map((v) => `${v}V`), INVERTER_WORDS[specs.inverterKind]];
    case 'system':
      return [`${specs.pvW}W`, `${specs.batteryKwh}kWh`, `${specs.inverterW}W`];
  }
}

/** PostgreSQL keeps at most this many positions per lexeme; a few are enough to carry the weights. */
const POSITIONS_PER_TOKEN = 8;
/** The largest position a tsvector stores. */
const MAX_POSITION = 16_383;
/** Longer "words" are not words (pasted links, serial numbers): they are left out of the index. */
const MAX_TOKEN_LENGTH = 64;

type Weight = 'A' | 'B' | 'D';

/** A token as a tsvector or tsquery literal: quoted, with quotes and backslashes escaped. */
export function quoteLexeme(token: string): string {
  return `'${token.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** The search tokens of a listing with their weights, in reading order (exported for tests and the seed). */
export function weightedTokens(p: SearchableProduct): { token: string; weight: Weight }[] {
  const specifications = Object.values(p.specifications ?? {}).filter((v): v is string => typeof v === 'string' && v.length > 0);
  // Each size also as one token in its base unit (5 كيلو → 5000w), which is how a query asks for a size.
  const withSizes = (tokens: string[]) => [...tokens, ...sizesOf(tokens).map(sizeToken)];
  // The fields, not the words: a query naming a brand, a chemistry or a condition ranks the listings that
  // are it (weight B) before those that mention it (search-query.ts).
  const fields = [
    typeMarker(p.type),
    ...tokensOfType(p.type),
    ...(p.brand ? indexTokens(p.brand) : []),
    ...(p.condition ? [CONDITION_TOKENS[p.condition]] : []),
    ...withSizes(indexTokens(specsText(p.specs).filter(Boolean).join(' \n '))),
  ];
  const parts: [Weight, string[]][] = [
    ['A', withSizes(indexTokens([p.name, p.brand, p.model].filter(Boolean).join(' \n ')))],
    ['B', fields],
    ['D', withSizes(indexTokens([p.description ?? '', ...specifications].join(' \n ')))],
  ];
  return parts.flatMap(([weight, tokens]) => tokens.filter((t) => t.length <= MAX_TOKEN_LENGTH).map((token) => ({ token, weight })));
}

/**
 * The listing's tsvector in PostgreSQL's input syntax ('panel':1A,3 'jinko':2A …), written to
 * `products.search_vector`. A lexeme keeps its first positions only; its strongest weight is among them,
 * because name and type come before the description.
 */
export function productSearchVector(p: SearchableProduct): string {
  const positions = new Map<string, string[]>();
  weightedTokens(p).forEach(({ token, weight }, i) => {
    const list = positions.get(token) ?? [];
    if (list.length < POSITIONS_PER_TOKEN && i < MAX_POSITION) list.push(`${i + 1}${weight === 'D' ? '' : weight}`);
    positions.set(token, list);
  });
  return [...positions].filter(([, list]) => list.length).map(([token, list]) => `${quoteLexeme(token)}:${list.join(',')}`).join(' ');
}

/**
 * The analyzer's version: raise it whenever search-analyzer.ts, search-vocabulary.ts or this file change
 * what a listing's vector holds; listings written by an older version are indexed again at start.
 */
export const SEARCH_ANALYZER_VERSION = 3;

/** The two search columns of a product row, for every insert and every edit of its text. */
export function productSearchColumns(p: SearchableProduct) {
  return { searchVector: productSearchVector(p), searchVersion: SEARCH_ANALYZER_VERSION };
}
