// A buyer's query as the search index reads it (docs/decisions/010-catalogue-at-scale.md): terms that
// must all match, each with its alternatives, and the tsqueries the ranking asks in turn.
// - A word of the trade's table stands for its concept tokens (الألواح → panel).
// - A number with its unit is one size in the base unit (٥ كيلو → 5000w), and a power also matches an
//   energy of the same number (a bare «كيلو» on a battery means kWh).
// - Any other word may match exactly or, when no listing has it, within a small typo: its neighbours in
//   search_terms (the words of all listings and the table's forms) become alternatives. The typo look-up
//   runs for unknown words only, so a correctly spelt word never drifts to a neighbour (جديد ≠ حديد).
// - When the query has words of the table (products, attributes, brands, sizes), those decide what matches
//   and other words only rank: a word no listing has never empties the page (issue #38).
// - A place (search-places.ts) is where the listing is: its listings come first, whatever their text says.
import { analyzeWords, isVocabularyToken, sizeToken, tokensOfType, typeMarker, typesOfTokens } from '@solar/shared/domain/search-analyzer';
import { findPlaces, type SearchPlace } from '@solar/shared/domain/search-places';
import { BRAND_VOCABULARY, CONDITION_TOKENS, FILLER_TOKENS, IMPLIED_TYPES, SEARCH_UNITS, type SearchUnit } from '@solar/shared/domain/search-vocabulary';
import type { ProductType } from '@solar/shared/reference/catalog';
import type { Db } from '../../db/client.ts';
import { knownSearchTerms, similarSearchTerms, type SearchTier } from './products.repository.ts';
import { quoteLexeme } from './search-document.ts';

/** One term of a query: at least one alternative must match, and every token of that alternative. */
export interface SearchTerm {
  text: string;
  alternatives: string[][];
  /** A word outside the table: it may be a typo of a known word. */
  mayBeTypo: boolean;
  /** A word outside the table in a query that has words of it: it ranks, it does not filter. */
  optional: boolean;
}

/** A query read: its terms, and the places it names (their words are not terms). */
export interface ParsedSearch {
  terms: SearchTerm[];
  places: SearchPlace[];
}

/** Terms beyond this many are ignored: no buyer types more, and each costs the index a look-up. */
const MAX_TERMS = 8;
const UNITS = new Set<string>(SEARCH_UNITS);
const FILLER = new Set(FILLER_TOKENS);
const ENERGY_OF: Partial<Record<SearchUnit, SearchUnit>> = { w: 'wh', kw: 'kwh' };

/** The query's terms and places, without the database: vocabulary, sizes and plain words. */
export function parseSearchQuery(text: string): ParsedSearch {
  const analyzed = analyzeWords(text);
  const { places, used } = findPlaces(analyzed.map((w) => w.text));
  const words = analyzed.filter((w, i) => !used.has(i) && w.tokens.length > 0);
  const terms: (SearchTerm & { ofTable: boolean })[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    const next = words[i + 1];
    const unit = next?.tokens.length === 1 && UNITS.has(next.tokens[0]!) ? (next.tokens[0] as SearchUnit) : undefined;
    if (word.kind === 'number' && unit) {
      const value = Number(word.text);
      const energy = ENERGY_OF[unit];
      const sizes = [sizeToken({ value, unit }), ...(energy ? [sizeToken({ value, unit: energy })] : [])];
      terms.push({ text: `${word.text} ${next!.text}`, alternatives: sizes.map((s) => [s]), mayBeTypo: false, optional: false, ofTable: true });
      i += 1;
    } else {
      terms.push({ text: word.text, alternatives: [[...word.tokens]], mayBeTypo: word.kind === 'word', optional: false, ofTable: word.kind !== 'word' });
    }
  }
  const unique = [...new Map(terms.map((t) => [JSON.stringify(t.alternatives), t])).values()];
  const isFiller = (t: SearchTerm) => t.alternatives.every((tokens) => tokens.every((token) => FILLER.has(token)));
  const meaningful = unique.filter((t) => !isFiller(t));
  const kept = meaningful.length ? meaningful : unique;
  const hasTableWords = kept.some((t) => t.ofTable);
  return {
    terms: kept.slice(0, MAX_TERMS).map(({ ofTable, ...term }) => ({ ...term, optional: hasTableWords && !ofTable })),
    places,
  };
}

/**
 * Edit distance with adjacent transpositions (optimal string alignment): «انفرنر» → «انفرتر» is 1,
 * «growat» → «growatt» 1, «جنكو» → «جينكو» 1.
 */
export function editDistance(a: string, b: string): number {
  const m = a.length;
  const n = b.length;
  let before = new Array<number>(n + 1).fill(0);
  let previous = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= m; i += 1) {
    const current = [i, ...new Array<number>(n).fill(0)];
    for (let j = 1; j <= n; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, before[j - 2]! + 1);
      current[j] = best;
    }
    [before, previous] = [previous, current];
  }
  return previous[n]!;
}

/** How far a word of this length may be from what the buyer meant: none under 4 letters, 2 from 8. */
export function typoAllowance(word: string): number {
  return word.length < 4 ? 0 : word.length < 8 ? 1 : 2;
}

/** Alternatives of one alternative's tokens: at most this many typo neighbours per word. */
const MAX_NEIGHBOURS = 4;

/**
 * The terms with typo alternatives for words no listing has. Two small look-ups at most: which words the
 * index knows, then trigram candidates for the others, kept only within the edit distance.
 */
export async function withTypoAlternatives(db: Db, terms: SearchTerm[]): Promise<SearchTerm[]> {
  const candidates = terms.filter((t) => t.mayBeTypo && typoAllowance(t.text) > 0);
  if (!candidates.length) return terms;
  const known = await knownSearchTerms(db, candidates.flatMap((t) => t.alternatives.flat()));
  const unknown = candidates.filter((t) => !t.alternatives.flat().every((token) => known.has(token)));
  if (!unknown.length) return terms;
  const similar = await similarSearchTerms(db, unknown.map((t) => t.text));
  return terms.map((term) => {
    if (!unknown.includes(term)) return term;
    const stems = term.alternatives.flat();
    const distances = (similar.get(term.text) ?? [])
      .map((c) => ({ ...c, distance: Math.min(editDistance(term.text, c.term), ...stems.map((s) => editDistance(s, c.term))) }))
      .filter((c) => c.distance > 0 && c.distance <= typoAllowance(term.text));
    const best = Math.min(...distances.map((c) => c.distance));
    const neighbours = distances.filter((c) => c.distance === best).slice(0, MAX_NEIGHBOURS).map((c) => c.tokens);
    const alternatives = [...term.alternatives, ...neighbours];
    // A misspelt word of the table (انفرنر) is a product word like the one meant: it filters again.
    const optional = term.optional && !neighbours.some((tokens) => tokens.some(isVocabularyToken));
    return { ...term, optional, alternatives: [...new Map(alternatives.map((a) => [a.join(' '), a])).values()] };
  });
}

/**
 * Where a match must be, for the ranking's tiers (search-document.ts weights A name, B what the listing is,
 * D the rest):
 * - any: anywhere;
 * - named: in the listing's name or its fields;
 * - typed: in the name or fields, and a word that names a product type only on listings of that type;
 * - titled: in the name, and a word that names a type only on listings of that type;
 * - kind: anywhere, and a word that names a type only on listings of that type.
 * In typed and titled, a brand or a condition must be the listing's own (its field, weight B): «بايلونتك»
 * ranks Pylontech's batteries before a system whose title says it comes with them.
 */
export type MatchScope = 'any' | 'named' | 'typed' | 'titled' | 'kind';

const WEIGHT: Record<MatchScope, string> = { any: '', named: ':AB', typed: ':AB', titled: ':A', kind: '' };
const FIELD_TOKENS = new Set([...BRAND_VOCABULARY.flatMap((entry) => entry.tokens), ...Object.values(CONDITION_TOKENS)]);

/**
 * The type a token asks for: the type it names, or, when the whole query names none (`implied`), the type
 * its attribute belongs to (gel → Battery, hybrid → Charging Devices, pump → Others).
 */
function typeOfToken(token: string, implied: boolean): ProductType | undefined {
  return typesOfTokens([token])[0] ?? (implied && Object.hasOwn(IMPLIED_TYPES, token) ? IMPLIED_TYPES[token] : undefined);
}

/** One alternative: its type markers (once each) and its tokens, weighted for the scope. */
function alternativeOf(tokens: readonly string[], scope: MatchScope, implied: boolean): { markers: Set<string>; lexemes: string[] } {
  const markers = new Set<string>();
  const lexemes = tokens.map((token) => {
    if (scope === 'any' || scope === 'named') return `${quoteLexeme(token)}${WEIGHT[scope]}`;
    if (FIELD_TOKENS.has(token)) return `${quoteLexeme(token)}${scope === 'kind' ? '' : ':B'}`;
    const type = typeOfToken(token, implied);
    if (type) markers.add(quoteLexeme(typeMarker(type)));
    return `${quoteLexeme(token)}${WEIGHT[scope]}`;
  });
  return { markers, lexemes };
}

/**
 * The tsquery of the terms: every term, one of its alternatives, every token of that alternative. A type
 * marker every alternative of a term needs is asked once for the whole query: the planner multiplies the
 * selectivity of each condition, and a marker asked twice would make a common type look rare.
 */
export function toTsQuery(terms: SearchTerm[], scope: MatchScope = 'any', implied = false): string {
  const shared = new Set<string>();
  const parts = terms.map((term) => {
    const alternatives = term.alternatives.map((tokens) => alternativeOf(tokens, scope, implied));
    const common = [...alternatives[0]!.markers].filter((m) => alternatives.every((a) => a.markers.has(m)));
    common.forEach((m) => shared.add(m));
    return `(${alternatives.map((a) => `(${[...[...a.markers].filter((m) => !common.includes(m)), ...a.lexemes].join(' & ')})`).join(' | ')})`;
  });
  return [...shared, ...parts].join(' & ');
}

/**
 * The product types a tier's markers ask for (the markers every alternative of a term needs, as
 * `toTsQuery` writes them): a listing has one type, so a tier asking for a type the list's filter leaves
 * out finds nothing and need not be read.
 */
function requiredTypes(terms: SearchTerm[], scope: MatchScope, implied: boolean): ProductType[] {
  if (scope === 'any' || scope === 'named') return [];
  const types = new Set<ProductType>();
  for (const term of terms) {
    const perAlternative = term.alternatives.map(
      (tokens) => new Set(tokens.flatMap((token) => (FIELD_TOKENS.has(token) ? [] : [typeOfToken(token, implied)].filter((t): t is ProductType => t !== undefined)))),
    );
    for (const type of perAlternative[0] ?? []) if (perAlternative.every((a) => a.has(type))) types.add(type);
  }
  return [...types];
}

const namesType = (term: SearchTerm, implied: boolean) => term.alternatives.some((tokens) => tokens.some((token) => typeOfToken(token, implied)));

/** Whether no word of the query names a product type, so its attributes stand for theirs. */
const isImplied = (terms: SearchTerm[]) => !terms.some((t) => namesType(t, false));

/**
 * The head word, what the buyer wants: the first that names a type, else the first whose attribute implies
 * one, else the first that is not a size or a condition.
 */
function headOf(terms: SearchTerm[], implied: boolean): number {
  const typed = terms.findIndex((t) => namesType(t, implied));
  if (typed >= 0) return typed;
  const condition = new Set<string>(Object.values(CONDITION_TOKENS));
  return terms.findIndex((t) => t.alternatives.some((tokens) => tokens.some((token) => !/^\d/.test(token) && !condition.has(token))));
}

/** A tier: its tsquery, and the same as a part over the name-and-fields tokens and a part over all (see `NAMED_SCOPES`). */
type Tier = Pick<SearchTier, 'query' | 'named' | 'rest' | 'types'>;

/**
 * Scopes whose every token is asked in the name or the fields (weights A and B: markers and fields are B
 * tokens): asked of those tokens alone, which their own index answers (`products_search_named_idx`), they
 * find the same listings. A strong tier of a word common in descriptions and rare in titles is then a few
 * index entries, not a walk past every listing that mentions it, and the planner estimates it from that
 * index's statistics instead of the word's count anywhere.
 */
const NAMED_SCOPES: readonly MatchScope[] = ['titled', 'typed', 'named'];

/**
 * The tiers of one set of terms, strongest first: every word in the title (a word that names a type only on
 * listings of that type); every word in the name or fields (likewise); the head word so on a listing of its
 * type and the rest anywhere; every word anywhere on a listing of the head's type, when the head is not one
 * of the words every listing of its type carries (gel, hybrid, MPPT, a pump); every word in the name or
 * fields of any listing; the head word there and the rest anywhere; anywhere. Each implies the last.
 * `compact` keeps those of the head's type when the query names or implies one (else title and name): the
 * tiers a boost (a place, the words that only rank) is asked in before the whole ranking.
 */
function tiersOf(terms: SearchTerm[], compact: boolean): Tier[] {
  const implied = isImplied(terms);
  const head = headOf(terms, implied);
  const headIn = (scope: MatchScope): Tier => {
    const marked = toTsQuery([terms[head]!], scope, implied);
    const others = terms.filter((_, i) => i !== head).map((t) => toTsQuery([t], 'any'));
    const query = [marked, ...others].join(' & ');
    const types = requiredTypes([terms[head]!], scope, implied);
    return { ...(NAMED_SCOPES.includes(scope) ? { query, named: marked, ...(others.length ? { rest: others.join(' & ') } : {}) } : { query }), ...(types.length ? { types } : {}) };
  };
  const all = (scope: MatchScope): Tier => {
    const query = toTsQuery(terms, scope, implied);
    const types = requiredTypes(terms, scope, implied);
    return { ...(NAMED_SCOPES.includes(scope) ? { query, named: query } : { query }), ...(types.length ? { types } : {}) };
  };
  const typed = head >= 0 && namesType(terms[head]!, implied);
  // A listing of the type always has its type's words (weight B), so for them headIn('typed') says it all.
  const ofKind = typed && terms[head]!.alternatives.some((tokens) => tokens.some((token) => {
    const type = typeOfToken(token, implied);
    return type !== undefined && !tokensOfType(type).includes(token);
  }));
  const ofType = typed ? [all('titled'), all('typed'), headIn('typed'), ...(ofKind ? [headIn('kind')] : [])] : [all('titled')];
  const tiers = compact
    ? typed ? ofType : [...ofType, all('named')]
    : [...ofType, ...(typed ? [] : [all('typed')]), all('named'), ...(head >= 0 ? [headIn('named')] : []), all('any')];
  return tiers.filter((tier, i) => tiers.findIndex((t) => t.query === tier.query) === i);
}

/**
 * The ranking's tiers (products.repository.ts reads each as a branch of the page): first, when the query
 * names a place or has words that only rank, the compact tiers of everything at that place (then of its
 * product words at that place); then the whole ranking of the product words anywhere. The last tier, the
 * product words anywhere, is what a listing must match to be found, and every tier implies it; a tier
 * asking the same as an earlier one is left out.
 */
export function rankingTiers({ terms, places }: ParsedSearch): SearchTier[] {
  const required = terms.filter((t) => !t.optional);
  const boosted = required.length < terms.length;
  const at = places.length ? { places } : {};
  const tiers: SearchTier[] = [
    ...(places.length || boosted ? tiersOf(terms, true).map((tier) => ({ ...tier, ...at })) : []),
    ...(places.length && boosted ? tiersOf(required, true).map((tier) => ({ ...tier, ...at })) : []),
    ...tiersOf(required, false),
  ];
  const key = (t: SearchTier) => `${t.query}|${t.places ? 'place' : ''}`;
  return tiers.filter((tier, i) => tiers.findIndex((t) => key(t) === key(tier)) === i);
}
