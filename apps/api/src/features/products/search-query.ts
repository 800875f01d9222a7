// A buyer's query as the search index reads it (docs/decisions/010-catalogue-at-scale.md): terms that
// must all match, each with its alternatives, and the three tsqueries the ranking asks in turn.
// - A word of the trade's table stands for its concept tokens (الألواح → panel).
// - A number with its unit is one size in the base unit (٥ كيلو → 5000w), and a power also matches an
//   energy of the same number (a bare «كيلو» on a battery means kWh).
// - Any other word may match exactly or, when no listing has it, within a small typo: its neighbours in
//   search_terms (the words of all listings and the table's forms) become alternatives. The typo look-up
//   runs for unknown words only, so a correctly spelt word never drifts to a neighbour (جديد ≠ حديد).
import { analyzeWords, sizeToken, typeMarker, typesOfTokens } from '@solar/shared/domain/search-analyzer';
import { FILLER_TOKENS, SEARCH_UNITS, type SearchUnit } from '@solar/shared/domain/search-vocabulary';
import type { Db } from '../../db/client.ts';
import { knownSearchTerms, similarSearchTerms } from './products.repository.ts';
import { quoteLexeme } from './search-document.ts';

/** One term of a query: at least one alternative must match, and every token of that alternative. */
export interface SearchTerm {
  text: string;
  alternatives: string[][];
  /** A word outside the table: it may be a typo of a known word. */
  mayBeTypo: boolean;
}

/** Terms beyond this many are ignored: no buyer types more, and each costs the index a look-up. */
const MAX_TERMS = 8;
const UNITS = new Set<string>(SEARCH_UNITS);
const FILLER = new Set(FILLER_TOKENS);
const ENERGY_OF: Partial<Record<SearchUnit, SearchUnit>> = { w: 'wh', kw: 'kwh' };

/** The query's terms, without the database: vocabulary, sizes and plain words. */
export function parseSearchQuery(text: string): SearchTerm[] {
  const words = analyzeWords(text).filter((w) => w.tokens.length > 0);
  const terms: SearchTerm[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    const next = words[i + 1];
    const unit = next?.tokens.length === 1 && UNITS.has(next.tokens[0]!) ? (next.tokens[0] as SearchUnit) : undefined;
    if (word.kind === 'number' && unit) {
      const value = Number(word.text);
      const energy = ENERGY_OF[unit];
      const sizes = [sizeToken({ value, unit }), ...(energy ? [sizeToken({ value, unit: energy })] : [])];
      terms.push({ text: `${word.text} ${next!.text}`, alternatives: sizes.map((s) => [s]), mayBeTypo: false });
      i += 1;
    } else {
      terms.push({ text: word.text, alternatives: [[...word.tokens]], mayBeTypo: word.kind === 'word' });
    }
  }
  const unique = [...new Map(terms.map((t) => [JSON.stringify(t.alternatives), t])).values()];
  const isFiller = (t: SearchTerm) => t.alternatives.every((tokens) => tokens.every((token) => FILLER.has(token)));
  const meaningful = unique.filter((t) => !isFiller(t));
  return (meaningful.length ? meaningful : unique).slice(0, MAX_TERMS);
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
    return { ...term, alternatives: [...new Map(alternatives.map((a) => [a.join(' '), a])).values()] };
  });
}

/**
 * Where a match must be, for the ranking's tiers (search-document.ts weights A name, B type, D the rest):
 * - any: anywhere;
 * - named: in the listing's name or type;
 * - typed: in the name or type, and a word that names a product type only on listings of that type;
 * - titled: in the name, and a word that names a type only on listings of that type.
 */
export type MatchScope = 'any' | 'named' | 'typed' | 'titled';

const WEIGHT: Record<MatchScope, string> = { any: '', named: ':AB', typed: ':AB', titled: ':A' };

function lexeme(token: string, scope: MatchScope): string {
  const quoted = `${quoteLexeme(token)}${WEIGHT[scope]}`;
  const [type] = scope === 'typed' || scope === 'titled' ? typesOfTokens([token]) : [];
  return type ? `(${quoteLexeme(typeMarker(type))} & ${quoted})` : quoted;
}

/** The tsquery of the terms: every term, one of its alternatives, every token of that alternative. */
export function toTsQuery(terms: SearchTerm[], scope: MatchScope = 'any'): string {
  return terms
    .map((term) => `(${term.alternatives.map((tokens) => `(${tokens.map((token) => lexeme(token, scope)).join(' & ')})`).join(' | ')})`)
    .join(' & ');
}

/**
 * The ranking's tiers, strongest first: every word in the title (a word that names a type only on listings
 * of that type); every word in the name or type (likewise); the head word (the first that is not a size:
 * what the buyer wants) so on a listing of its type and the rest anywhere; every word in the name or type
 * of any listing; the head word there and the rest anywhere; anywhere. Each implies the last, which is what
 * a listing must match to be found; a tier that asks the same as an earlier one is left out. Each names
 * every word once (see products.repository.ts).
 */
export function rankingTiers(terms: SearchTerm[]): string[] {
  const head = terms.findIndex((t) => t.alternatives.some((tokens) => tokens.some((token) => !/^\d/.test(token))));
  const headIn = (scope: MatchScope) => terms.map((t, i) => toTsQuery([t], i === head ? scope : 'any')).join(' & ');
  const tiers = [toTsQuery(terms, 'titled'), toTsQuery(terms, 'typed'), headIn('typed'), toTsQuery(terms, 'named'), headIn('named'), toTsQuery(terms, 'any')];
  return tiers.filter((tier, i) => tiers.indexOf(tier) === i);
}
