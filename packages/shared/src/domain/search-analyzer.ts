// Turns text into search tokens, the same way for a listing being indexed and for a query, so the two
// meet on tokens rather than on spelling. A token is one word without spaces, of one of four kinds:
// - a concept from search-vocabulary.ts, lower-case ASCII: panel, battery, lithium, jinko, kw;
// - a number in ASCII digits with "." for decimals: 550, 5.5 (12.80 → 12.8, 8.0 → 8);
// - the light stem of any other Arabic word (arabic-stemmer.ts): جديدة → جديد, الكهرباء → كهرباء;
// - any other Latin word or model code, lower-case, English plurals made singular: us3000c, tools → tool.
// Steps: fold (normalizeArabic), split into words (numbers glued to units are split, 550W → 550 w),
// phrases of the table first (longest first), then stop words, then single words of the table (also
// under the article: الألواح → ألواح), then the stemmer, whose stem may still be a table word's stem.
import type { ProductType } from '../reference/catalog.ts';
import { normalizeArabic } from './arabic-search.ts';
import { prefixCandidates, stemArabic } from './arabic-stemmer.ts';
import { fractionWordValue, readNumberWords } from './number-words.ts';
import {
  BRAND_VOCABULARY,
  IMPLIED_TYPES,
  PRODUCT_VOCABULARY,
  SEARCH_UNITS,
  SEARCH_VOCABULARY,
  STOP_WORDS,
  TOKEN_TYPES,
  UNIT_ABBREVIATIONS,
  type SearchUnit,
} from './search-vocabulary.ts';

interface Word {
  text: string;
  isNumber: boolean;
}

const ARABIC = /\p{Script=Arabic}/u;
const SCRIPT_RUNS = /\p{Script=Arabic}+|[^\p{Script=Arabic}]+/gu;
const NUMBER = /^\d+(?:\.\d+)?$/;
// A number glued to Latin letters (550w, 5.5kw, 35mm2); split only when the letters are a unit, so model
// codes such as 6ktl or us3000c stay whole.
const GLUED = /^(\d+(?:\.\d+)?)([a-z]+\d?)$/;
// "," between digits is a thousands separator only before exactly three digits (6,000); elsewhere (12,24)
// it separates numbers. normalizeArabic would turn it into a space, so this runs first.
const THOUSANDS_COMMA = /([0-9\u0660-\u0669\u06F0-\u06F9]),(?=[0-9\u0660-\u0669\u06F0-\u06F9]{3}(?![0-9\u0660-\u0669\u06F0-\u06F9]))/g;
// normalizeArabic keeps "." for decimals; anywhere else it ends a sentence or an abbreviation.
const STRAY_DOT = /(?<!\d)\.|\.(?!\d)/g;
// mm² and م²: the sign says square millimetres, which the unit already means (NFKC would make it a 2).
const SQUARE = /[²³]/g;

const STOP = new Set(STOP_WORDS.map(normalizeArabic));
const UNITS = new Set<string>(SEARCH_UNITS);
// Maps, not the exported records: a word such as "constructor" must not find Object.prototype.
const ABBREVIATIONS = new Map(Object.entries(UNIT_ABBREVIATIONS));
const TYPE_OF_TOKEN = new Map(Object.entries(TOKEN_TYPES));

function canonicalNumber(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  const folded = normalizeArabic(text.replace(SQUARE, '').replace(THOUSANDS_COMMA, '$1')).replace(STRAY_DOT, ' ');
  for (const chunk of folded.split(' ')) {
    // Arabic letters never belong to a model code, so they are split from digits and Latin letters:
    // لوح550 → لوح 550, 550واط → 550 واط, وSMA → و sma.
    for (const piece of chunk.match(SCRIPT_RUNS) ?? []) {
      const glued = GLUED.exec(piece);
      if (NUMBER.test(piece)) words.push({ text: canonicalNumber(piece), isNumber: true });
      else if (glued && isUnitWord(glued[2]!)) {
        words.push({ text: canonicalNumber(glued[1]!), isNumber: true }, { text: glued[2]!, isNumber: false });
      } else words.push({ text: piece, isNumber: false });
    }
  }
  return words;
}

// The word without its article, for comparing phrases: «مضخة غاطسة» and «المضخة الغاطسة» are one phrase.
const ARTICLE = /^(?:وال|بال|كال|فال|لل|ال)(?=\p{Script=Arabic}{2})/u;
const bare = (word: string) => word.replace(ARTICLE, '');

const SINGLE = new Map<string, readonly string[]>();
const PHRASES = new Map<string, readonly string[]>();
let longestPhrase = 1;
for (const entry of SEARCH_VOCABULARY) {
  for (const form of entry.forms) {
    const words = wordsOf(form).map((w) => w.text);
    if (words.length === 1) SINGLE.set(words[0]!, entry.tokens);
    else {
      PHRASES.set(words.map(bare).join(' '), entry.tokens);
      longestPhrase = Math.max(longestPhrase, words.length);
    }
  }
}

// Every concept token of the table: a word whose tokens are among them came from the table.
const TABLE_TOKENS = new Set(SEARCH_VOCABULARY.flatMap((entry) => entry.tokens));

function isUnitWord(word: string): boolean {
  const tokens = SINGLE.get(word);
  return ABBREVIATIONS.has(word) || (tokens?.length === 1 && UNITS.has(tokens[0]!));
}

// Stems of the table's Arabic words, so inflections the table does not list still reach their concept
// (قاطعين → قاطع → breaker, بالمنظومتين → منظوم → system). A stem shared by two concepts names neither.
const STEMS = new Map<string, readonly string[]>();
const AMBIGUOUS_STEMS = new Set<string>();
for (const [word, tokens] of SINGLE) {
  if (!ARABIC.test(word)) continue;
  const stem = stemArabic(word);
  const known = STEMS.get(stem);
  if (known && known.join(' ') !== tokens.join(' ')) AMBIGUOUS_STEMS.add(stem);
  else STEMS.set(stem, tokens);
}
for (const stem of AMBIGUOUS_STEMS) STEMS.delete(stem);

function isStopWord(word: string): boolean {
  return STOP.has(word) || (word.startsWith('و') && STOP.has(word.slice(1)));
}

function englishSingular(word: string): string {
  if (!/^[a-z]{4,}$/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  // Not -ss (glass), -us (plus, fronius), -is (solis), -os: those are not plurals.
  if (word.endsWith('s') && !/(?:ss|us|is|os)$/.test(word)) return word.slice(0, -1);
  return word;
}

// ب ل ك ف attached without the article (لمنظومات, بمنظم): the stemmer leaves them, since too many roots
// begin with these letters, but when the rest of the word is a product or a brand of the table, the table
// vouches for it. Not attributes or units: بطاقة (card) is not ب + طاقة, فلتر (filter) not ف + لتر.
const NAMES = new Set(
  [...PRODUCT_VOCABULARY, ...BRAND_VOCABULARY].flatMap((entry) => entry.forms.map(normalizeArabic)).filter((form) => !form.includes(' ')),
);
function afterPreposition(word: string): readonly string[] | undefined {
  const rest = word.slice(1);
  return /^[بلكف]/.test(word) && rest.length >= 3 && NAMES.has(rest) ? SINGLE.get(rest) : undefined;
}

function tokensOfWord(word: string): readonly string[] {
  if (isStopWord(word)) return [];
  const known = SINGLE.get(word) ?? prefixCandidates(word).map((c) => SINGLE.get(c)).find(Boolean) ?? afterPreposition(word);
  if (known) return known;
  if (ARABIC.test(word)) {
    // Single Arabic letters are detached prefixes or abbreviations, not words.
    if (word.length < 2) return [];
    const stem = stemArabic(word);
    if (STOP.has(stem)) return [];
    return STEMS.get(stem) ?? [stem];
  }
  const singular = englishSingular(word);
  return SINGLE.get(singular) ?? [singular];
}

/** What one word (or one phrase of the table) of a text stands for. */
export interface AnalyzedWord {
  /** The folded word or phrase as written. */
  text: string;
  /** Its tokens; all of them describe it (غطاس → pump, submersible). Empty for a stop word. */
  tokens: readonly string[];
  /** vocabulary: a word or phrase of the table; number; word: any other word (a stem or a Latin word). */
  kind: 'vocabulary' | 'number' | 'word';
  /**
   * For a phrase, the stems of its words that are not the table's (ثنائي الوجه → ثناي, وجه): a listing is
   * indexed with them too, so a buyer who types one word of the phrase still finds it (indexTokens).
   */
  parts?: readonly string[];
}

const numberWord = (value: number): Word => ({ text: canonicalNumber(String(value)), isNumber: true });

/**
 * Numbers said in words as numbers (number-words.ts): «خمسة كيلو» → 5 كيلو, «كيلو ونص» → 1.5 كيلو,
 * «2 كيلو ونص» and «اثنين ونص كيلو» → 2.5 كيلو, «نص كيلو» → 0.5 كيلو. واحد only before a unit.
 */
function withNumberWords(words: readonly Word[]): Word[] {
  const texts = words.map((w) => w.text);
  const out: Word[] = [];
  const isUnitAt = (i: number) => i < texts.length && isUnitWord(texts[i]!);
  for (let i = 0; i < words.length; ) {
    const word = words[i]!;
    const read = word.isNumber ? undefined : readNumberWords(texts, i);
    if (read && (read.value !== 1 || isUnitAt(i + read.length))) {
      out.push(numberWord(read.value));
      i += read.length;
      continue;
    }
    const half = fractionWordValue(word.text, false);
    if (half !== undefined && isUnitAt(i + 1) && !out.at(-1)?.isNumber) {
      out.push(numberWord(half));
      i += 1;
      continue;
    }
    const fraction = fractionWordValue(word.text, true);
    const previous = out.at(-1);
    if (fraction !== undefined && previous && isUnitWord(previous.text)) {
      // كيلو ونص: the fraction belongs to the number before the unit, or to an unsaid one.
      const before = out.at(-2);
      if (before?.isNumber) out[out.length - 2] = numberWord(Number(before.text) + fraction);
      else out.splice(out.length - 1, 0, numberWord(1 + fraction));
      i += 1;
      continue;
    }
    if (fraction !== undefined && previous?.isNumber && isUnitAt(i + 1)) {
      out[out.length - 1] = numberWord(Number(previous.text) + fraction);
      i += 1;
      continue;
    }
    out.push(word);
    i += 1;
  }
  return out;
}

/** The stems of a phrase's words that the table does not know (its own words are its tokens already). */
function plainParts(words: readonly Word[]): string[] {
  return words.flatMap((w) => {
    if (w.isNumber || w.text.length < 3 || SINGLE.has(w.text)) return [];
    const tokens = tokensOfWord(w.text);
    return tokens.some((t) => TABLE_TOKENS.has(t)) ? [] : tokens.filter((t) => t.length >= 3);
  });
}

/** The text word by word, each with its tokens (the query side needs to know which word gave which token). */
export function analyzeWords(text: string): AnalyzedWord[] {
  const words = withNumberWords(wordsOf(text));
  const analyzed: AnalyzedWord[] = [];
  for (let i = 0; i < words.length; ) {
    const phrase = phraseAt(words, i);
    if (phrase) {
      const inPhrase = words.slice(i, i + phrase.length);
      const parts = plainParts(inPhrase);
      analyzed.push({ text: inPhrase.map((w) => w.text).join(' '), tokens: phrase.tokens, kind: 'vocabulary', ...(parts.length ? { parts } : {}) });
      i += phrase.length;
      continue;
    }
    const word = words[i]!;
    const afterNumber = words[i - 1]?.isNumber === true;
    i += 1;
    if (word.isNumber) analyzed.push({ text: word.text, tokens: [word.text], kind: 'number' });
    else if (afterNumber && ABBREVIATIONS.has(word.text)) analyzed.push({ text: word.text, tokens: [ABBREVIATIONS.get(word.text)!], kind: 'vocabulary' });
    else {
      const tokens = tokensOfWord(word.text);
      const fromTable = SINGLE.has(word.text) || tokens.some((t) => TABLE_TOKENS.has(t));
      analyzed.push({ text: word.text, tokens, kind: fromTable ? 'vocabulary' : 'word' });
    }
  }
  return analyzed;
}

/**
 * The search tokens of a text: concept tokens for the trade's words in any language or spelling, numbers
 * split from their units, stems of other Arabic words, other words as they are; stop words dropped. The
 * same function analyses listings for the index and queries, so «الألواح» = «panel», «550W» = «٥٥٠ واط».
 */
export function analyzeSearchText(text: string): string[] {
  return analyzeWords(text).flatMap((word) => word.tokens);
}

/**
 * The tokens a listing's text is indexed by: analyzeSearchText's, and after each phrase the stems of its
 * own words (ثنائي الوجه → bifacial, ثناي, وجه), so one word of a phrase still finds it.
 */
export function indexTokens(text: string): string[] {
  return analyzeWords(text).flatMap((word) => [...word.tokens, ...(word.parts ?? [])]);
}

/** Whether a token is a concept of the table (panel, lithium, jinko, kw), not a stem or a Latin word. */
export function isVocabularyToken(token: string): boolean {
  return TABLE_TOKENS.has(token);
}

function phraseAt(words: readonly Word[], start: number): { tokens: readonly string[]; length: number } | undefined {
  for (let length = Math.min(longestPhrase, words.length - start); length >= 2; length -= 1) {
    const slice = words.slice(start, start + length);
    if (slice.some((w) => w.isNumber)) continue;
    const [first, ...others] = slice.map((w) => bare(w.text));
    const rest = others.join(' ');
    // The phrase may follow the conjunction (وواي فاي); its first word may itself begin with و (واي).
    const tokens = PHRASES.get(`${first} ${rest}`) ?? (first!.startsWith('و') ? PHRASES.get(`${bare(first!.slice(1))} ${rest}`) : undefined);
    if (tokens) return { tokens, length };
  }
  return undefined;
}

/**
 * The product types that a text's tokens name, in the order they are first named, so the head noun of an
 * Arabic phrase comes first («قاعدة ألواح» → Panel bases, Panel). Empty when no token names a type.
 */
export function typesOfTokens(tokens: readonly string[]): ProductType[] {
  const types: ProductType[] = [];
  for (const token of tokens) {
    const type = TYPE_OF_TOKEN.get(token);
    if (type && !types.includes(type)) types.push(type);
  }
  return types;
}

/** A number with its unit, as a query or a listing states a size. */
export interface SearchSize {
  value: number;
  unit: SearchUnit;
}

/** Every number followed by a unit token in a token list («لوح 550 واط» → 550 w), in order. */
export function sizesOf(tokens: readonly string[]): SearchSize[] {
  const sizes: SearchSize[] = [];
  tokens.forEach((token, i) => {
    const next = tokens[i + 1];
    if (NUMBER.test(token) && next !== undefined && UNITS.has(next)) sizes.push({ value: Number(token), unit: next as SearchUnit });
  });
  return sizes;
}

// A type's words, without those that only some of its listings are (MPPT, PWM: a controller's technology).
const TOKENS_OF_TYPE = new Map<ProductType, string[]>();
for (const [token, type] of TYPE_OF_TOKEN) {
  if (!Object.hasOwn(IMPLIED_TYPES, token)) TOKENS_OF_TYPE.set(type, [...(TOKENS_OF_TYPE.get(type) ?? []), token]);
}

/**
 * The token that says a listing is of a type (Charging Devices → "@charging_devices"). No text analyses to
 * it (words have no "@"), so a query can ask "of this type" apart from "says this word".
 */
export function typeMarker(type: ProductType): string {
  return `@${type.toLowerCase().replace(/\s+/g, '_')}`;
}

/** The concept tokens that name a product type (Battery → battery; Charging Devices → inverter, controller, …). */
export function tokensOfType(type: ProductType): string[] {
  return TOKENS_OF_TYPE.get(type) ?? [];
}

// Kilo units as their base unit, so 5 kW, 5 كيلو and 5000 W are one size; ampere and ampere-hour are one
// token already (search-vocabulary.ts).
const BASE_UNIT: Partial<Record<SearchUnit, { unit: SearchUnit; factor: number }>> = {
  kw: { unit: 'w', factor: 1000 },
  kwh: { unit: 'wh', factor: 1000 },
  kva: { unit: 'va', factor: 1000 },
  mah: { unit: 'ah', factor: 0.001 },
};

/** A size as one token in its base unit: 5 kw → "5000w", 4.8 kwh → "4800wh", 12 v → "12v". */
export function sizeToken({ value, unit }: SearchSize): string {
  const base = BASE_UNIT[unit];
  const amount = base ? Math.round(value * base.factor * 1000) / 1000 : value;
  return `${amount}${base?.unit ?? unit}`;
}

const FORMS_OF_TOKEN = new Map<string, string[]>();
for (const [word, tokens] of SINGLE) {
  if (tokens.length === 1) FORMS_OF_TOKEN.set(tokens[0]!, [...(FORMS_OF_TOKEN.get(tokens[0]!) ?? []), word]);
}

/**
 * The folded single words of the table that stand for a concept token (panel → لوح, الواح, panel, …), for
 * text that is not indexed by tokens (the directory's search text): a query word finds every spelling.
 */
export function formsOfToken(token: string): readonly string[] {
  return FORMS_OF_TOKEN.get(token) ?? [];
}
