import { describe, expect, it } from 'vitest';
import { editDistance, parseSearchQuery, rankingTiers, toTsQuery, typoAllowance } from './search-query.ts';
import { productSearchVector, quoteLexeme, weightedTokens } from './search-document.ts';

describe('parseSearchQuery', () => {
  it('reads a word of the table as its concept, in any form', () => {
    expect(parseSearchQuery('الألواح')).toEqual([{ text: 'الالواح', alternatives: [['panel']], mayBeTypo: false }]);
    expect(parseSearchQuery('inverters')[0]!.alternatives).toEqual([['inverter']]);
  });

  it('reads a number with its unit as one size in the base unit, a power also as an energy', () => {
    expect(parseSearchQuery('٥٥٠ واط').map((t) => t.alternatives)).toEqual([[['550w'], ['550wh']]]);
    expect(parseSearchQuery('5kw').map((t) => t.alternatives)).toEqual([[['5000w'], ['5000wh']]]);
    expect(parseSearchQuery('بطارية 200 امبير').map((t) => t.alternatives)).toEqual([[['battery']], [['200ah']]]);
    expect(parseSearchQuery('٥٫٥ كيلو').map((t) => t.alternatives)).toEqual([[['5500w'], ['5500wh']]]);
  });

  it('drops words that describe everything sold here, unless nothing else is left', () => {
    expect(parseSearchQuery('انظمة طاقة شمسية').map((t) => t.alternatives)).toEqual([[['system']]]);
    expect(parseSearchQuery('طاقة شمسية').map((t) => t.alternatives)).toEqual([[['energy']], [['solar']]]);
  });

  it('marks only words outside the table as possible typos', () => {
    expect(parseSearchQuery('انفرنر بطارية').map((t) => t.mayBeTypo)).toEqual([true, false]);
  });

  it('keeps stop words out and ignores terms past the eighth', () => {
    expect(parseSearchQuery('في من على')).toEqual([]);
    expect(parseSearchQuery('a1 b2 c3 d4 e5 f6 g7 h8 i9 j10')).toHaveLength(8);
  });
});

describe('editDistance', () => {
  it.each([
    ['انفرنر', 'انفرتر', 1],
    ['growat', 'growatt', 1],
    ['جنكو', 'جينكو', 1],
    ['ab', 'ba', 1],
    ['لوح', 'لوح', 0],
    ['kitten', 'sitting', 3],
  ])('%s → %s is %i', (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
  });

  it('allows no typo under four letters, one up to seven, two from eight', () => {
    expect([typoAllowance('جل'), typoAllowance('جنكو'), typoAllowance('انفرترات')]).toEqual([0, 1, 2]);
  });
});

describe('tsqueries', () => {
  it('quotes every token, so a quote or a backslash cannot change the query', () => {
    expect(toTsQuery([{ text: "o'neil", alternatives: [["o'neil"], ['a\\b']], mayBeTypo: true }])).toBe("(('o''neil') | ('a\\\\b'))");
  });

  it('ranks the named type in the title first and mentions anywhere last, which every tier implies', () => {
    const tiers = rankingTiers(parseSearchQuery('الواح جينكو'));
    expect(tiers).toEqual([
      "((('@panel' & 'panel':A))) & (('jinko':A))",
      "((('@panel' & 'panel':AB))) & (('jinko':AB))",
      "((('@panel' & 'panel':AB))) & (('jinko'))",
      "(('panel':AB)) & (('jinko':AB))",
      "(('panel':AB)) & (('jinko'))",
      "(('panel')) & (('jinko'))",
    ]);
  });

  it('leaves out the type tiers when the query names no type', () => {
    expect(rankingTiers(parseSearchQuery('جينكو'))).toEqual(["(('jinko':A))", "(('jinko':AB))", "(('jinko'))"]);
    expect(rankingTiers(parseSearchQuery('مروحة 12 فولت'))).toEqual([
      "(('fan':A)) & (('12v':A))",
      "(('fan':AB)) & (('12v':AB))",
      "(('fan':AB)) & (('12v'))",
      "(('fan')) & (('12v'))",
    ]);
  });
});

describe('productSearchVector', () => {
  const panel = { type: 'Panel' as const, name: 'لوح جينكو 550 واط', brand: 'JinkoSolar', description: "Don't miss: 5 كيلو for 4 panels", specifications: { warranty: '12 سنة' } };

  it('weighs the name A, the type B and the description and specifications D', () => {
    const weights = new Map(weightedTokens(panel).map((t) => [`${t.token}:${t.weight}`, true]));
    expect([...weights.keys()]).toEqual(expect.arrayContaining(['panel:A', 'jinko:A', '550:A', 'w:A', '550w:A', '@panel:B', 'panel:B', '5000w:D', '12:D']));
  });

  it('writes PostgreSQL tsvector syntax with each token once and its quotes escaped', () => {
    const vector = productSearchVector(panel);
    expect(vector).toMatch(/^'panel':1A,\d+B,\d+ /);
    expect(vector).toMatch(/'@panel':\d+B /);
    expect(vector).toContain("'don':");
    expect(vector.match(/'panel':/g)).toHaveLength(1);
    expect(quoteLexeme("o'brien\\")).toBe("'o''brien\\\\'");
  });
});
