import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES } from '../reference/catalog.ts';
import { normalizeArabic, TYPE_WORDS } from './arabic-search.ts';
import { analyzeSearchText, typesOfTokens } from './search-analyzer.ts';
import {
  SEARCH_UNITS,
  SEARCH_VOCABULARY,
  STOP_WORDS,
  TOKEN_TYPES,
  UNIT_ABBREVIATIONS,
  UNIT_VOCABULARY,
} from './search-vocabulary.ts';

const everyForm = SEARCH_VOCABULARY.flatMap((entry) => entry.forms.map((form) => [form, entry.tokens] as const));

describe('the search vocabulary', () => {
  it.each(everyForm)('%s → %j', (form, tokens) => {
    expect(analyzeSearchText(form)).toEqual(tokens);
  });

  it.each(everyForm.filter(([form]) => /^\p{Script=Arabic}+$/u.test(normalizeArabic(form))))(
    '%s is also found with the article and the conjunction',
    (form, tokens) => {
      expect(analyzeSearchText(`ال${form}`)).toEqual(tokens);
      expect(analyzeSearchText(`وال${form}`)).toEqual(tokens);
    },
  );

  it('gives each spelling to one concept only', () => {
    const owners = new Map<string, string>();
    for (const [form, tokens] of everyForm) {
      const key = normalizeArabic(form);
      expect(owners.get(key) ?? tokens.join(' '), form).toBe(tokens.join(' '));
      owners.set(key, tokens.join(' '));
    }
  });

  it('makes tokens of plain lower-case ASCII words, which no Arabic stem can equal', () => {
    for (const entry of SEARCH_VOCABULARY) {
      for (const token of entry.tokens) expect(token).toMatch(/^[a-z0-9]+$/);
    }
  });

  it('keeps stop words and vocabulary apart', () => {
    const forms = new Set(everyForm.map(([form]) => normalizeArabic(form)));
    expect(STOP_WORDS.map(normalizeArabic).filter((word) => forms.has(word))).toEqual([]);
  });

  it('has a unit token for every unit entry and an entry for every unit token', () => {
    expect(UNIT_VOCABULARY.map((entry) => entry.tokens[0]).sort()).toEqual([...SEARCH_UNITS].sort());
  });

  it('names types only with tokens the analyzer produces', () => {
    const tokens = new Set(SEARCH_VOCABULARY.flatMap((entry) => entry.tokens));
    expect(Object.keys(TOKEN_TYPES).filter((token) => !tokens.has(token))).toEqual([]);
    expect(analyzeSearchText('MC4')).toEqual(['mc4']);
    expect(new Set(Object.values(TOKEN_TYPES))).toEqual(new Set(PRODUCT_TYPES));
  });

  it('agrees with the type words that listings carry (arabic-search.ts TYPE_WORDS)', () => {
    // طاقة شمسية says "solar energy", which every listing is about; kit is a set of anything here.
    const notNaming = new Set(['طاقة شمسية', 'kit']);
    for (const type of PRODUCT_TYPES) {
      for (const word of TYPE_WORDS[type].filter((w) => !notNaming.has(w))) {
        expect(typesOfTokens(analyzeSearchText(word)), word).toContain(type);
      }
    }
  });
});

describe('one-letter unit abbreviations', () => {
  it.each(Object.entries(UNIT_ABBREVIATIONS))('reads %s after a number as %s, glued or apart', (abbreviation, unit) => {
    expect(analyzeSearchText(`60 ${abbreviation}`)).toEqual(['60', unit]);
    expect(analyzeSearchText(`60${abbreviation}`)).toEqual(['60', unit]);
  });

  it.each(Object.keys(UNIT_ABBREVIATIONS))('does not read %s alone as a unit', (abbreviation) => {
    expect(analyzeSearchText(abbreviation)).not.toContainEqual(UNIT_ABBREVIATIONS[abbreviation]);
  });
});
