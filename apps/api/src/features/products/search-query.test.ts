import { describe, expect, it } from 'vitest';
import { editDistance, parseSearchQuery, rankingTiers, toTsQuery, typoAllowance } from './search-query.ts';
import { productSearchVector, quoteLexeme, weightedTokens } from './search-document.ts';

const termsOf = (text: string) => parseSearchQuery(text).terms;

describe('parseSearchQuery', () => {
  it('reads a word of the table as its concept, in any form', () => {
    expect(parseSearchQuery('الألواح')).toEqual({ terms: [{ text: 'الالواح', alternatives: [['panel']], mayBeTypo: false, optional: false }], places: [] });
    expect(termsOf('inverters')[0]!.alternatives).toEqual([['inverter']]);
  });

  it('reads a number with its unit as one size in the base unit, a power also as an energy', () => {
    expect(termsOf('٥٥٠ واط').map((t) => t.alternatives)).toEqual([[['550w'], ['550wh']]]);
    expect(termsOf('5kw').map((t) => t.alternatives)).toEqual([[['5000w'], ['5000wh']]]);
    expect(termsOf('بطارية 200 امبير').map((t) => t.alternatives)).toEqual([[['battery']], [['200ah']]]);
    expect(termsOf('٥٫٥ كيلو').map((t) => t.alternatives)).toEqual([[['5500w'], ['5500wh']]]);
  });

  it('drops words that describe everything sold here, unless nothing else is left', () => {
    expect(termsOf('انظمة طاقة شمسية').map((t) => t.alternatives)).toEqual([[['system']]]);
    expect(termsOf('طاقة شمسية').map((t) => t.alternatives)).toEqual([[['energy']], [['solar']]]);
  });

  it('marks only words outside the table as possible typos', () => {
    expect(termsOf('انفرنر بطارية').map((t) => t.mayBeTypo)).toEqual([true, false]);
  });

  it('reads numbers said in words, the Yemeni «ونص» included', () => {
    expect(termsOf('خمسة كيلو').map((t) => t.alternatives)).toEqual([[['5000w'], ['5000wh']]]);
    expect(termsOf('منظومة كيلو ونص').map((t) => t.alternatives)).toEqual([[['system']], [['1500w'], ['1500wh']]]);
    expect(termsOf('بطارية ميتين امبير').map((t) => t.alternatives)).toEqual([[['battery']], [['200ah']]]);
    expect(termsOf('لوح خمسمية وخمسين وات').map((t) => t.alternatives)).toEqual([[['panel']], [['550w'], ['550wh']]]);
    expect(termsOf('غطاس حصان ونص').map((t) => t.alternatives)).toEqual([[['pump', 'submersible']], [['1.5hp']]]);
    expect(termsOf('اثنين ونص كيلو').map((t) => t.alternatives)).toEqual([[['2500w'], ['2500wh']]]);
    // «واحد» after a noun is "one of", not a size.
    expect(termsOf('لوح واحد').map((t) => t.alternatives)).toEqual([[['panel']], [['واحد']]]);
  });

  it('reads acronyms spelt in Arabic letters as the acronym', () => {
    expect(termsOf('ام بي بي تي').map((t) => t.alternatives)).toEqual([[['mppt']]]);
    expect(termsOf('إم بي بي تي').map((t) => t.alternatives)).toEqual([[['mppt']]]);
    expect(termsOf('بي دبليو ام').map((t) => t.alternatives)).toEqual([[['pwm']]]);
    expect(termsOf('قاطع دي سي').map((t) => t.alternatives)).toEqual([[['breaker']], [['dc']]]);
    expect(termsOf('بطارية ايه جي ام').map((t) => t.alternatives)).toEqual([[['battery']], [['agm']]]);
  });

  it('lets words outside the table only rank when the query has words of it', () => {
    expect(termsOf('هيكل تثبيت').map((t) => t.optional)).toEqual([false, true]);
    expect(termsOf('تايجر نيو').map((t) => t.optional)).toEqual([false, false]);
    // Price, intent, courtesy and question words carry nothing a listing could match.
    expect(termsOf('لو سمحت كم سعر الواح رخيصة').map((t) => t.alternatives)).toEqual([[['panel']]]);
    expect(termsOf('ابغى انفرتر').map((t) => t.alternatives)).toEqual([[['inverter']]]);
  });

  it('reads a place as where the listing is, not as a word to find', () => {
    expect(parseSearchQuery('الواح عدن')).toMatchObject({ terms: [{ alternatives: [['panel']] }], places: [{ governorate: 'aden' }] });
    expect(parseSearchQuery('بطارية في الحديدة').places).toEqual([{ governorate: 'al-hudaydah' }]);
    expect(parseSearchQuery('انفرتر المكلا').places).toEqual([{ governorate: 'hadramaut', city: 'al-mukalla' }]);
    expect(parseSearchQuery('انفرتر صنعاء').places).toEqual([{ governorate: 'amanat-al-asimah' }, { governorate: 'sanaa' }]);
    // الحديد (iron) is not الحديدة, and القاعدة (a district of Ibb) is first of all a panel base.
    expect(parseSearchQuery('قاعدة حديد').places).toEqual([]);
    expect(parseSearchQuery('القاعدة').places).toEqual([]);
  });

  it('keeps stop words out and ignores terms past the eighth', () => {
    expect(termsOf('في من على')).toEqual([]);
    expect(termsOf('a1 b2 c3 d4 e5 f6 g7 h8 i9 j10')).toHaveLength(8);
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
    expect(toTsQuery([{ text: "o'neil", alternatives: [["o'neil"], ['a\\b']], mayBeTypo: true, optional: false }])).toBe("(('o''neil') | ('a\\\\b'))");
  });

  it('ranks the named type in the title first and mentions anywhere last, which every tier implies', () => {
    const tiers = rankingTiers(parseSearchQuery('الواح جينكو')).map((t) => t.query);
    expect(tiers).toEqual([
      "'@panel' & (('panel':A)) & (('jinko':B))",
      "'@panel' & (('panel':AB)) & (('jinko':B))",
      "'@panel' & (('panel':AB)) & (('jinko'))",
      "(('panel':AB)) & (('jinko':AB))",
      "(('panel':AB)) & (('jinko'))",
      "(('panel')) & (('jinko'))",
    ]);
  });

  it('asks a brand or a condition of the listing\'s own field first, then of its name, then anywhere', () => {
    expect(rankingTiers(parseSearchQuery('جينكو')).map((t) => t.query)).toEqual(["(('jinko':B))", "(('jinko':AB))", "(('jinko'))"]);
    expect(rankingTiers(parseSearchQuery('مستعمل')).map((t) => t.query)).toEqual(["(('used':B))", "(('used':AB))", "(('used'))"]);
  });

  it('ranks the type an attribute belongs to first when the query names no type', () => {
    expect(rankingTiers(parseSearchQuery('مروحة 12 فولت')).map((t) => t.query)).toEqual([
      "'@others' & (('fan':A)) & (('12v':A))",
      "'@others' & (('fan':AB)) & (('12v':AB))",
      "'@others' & (('fan':AB)) & (('12v'))",
      "'@others' & (('fan')) & (('12v'))",
      "(('fan':AB)) & (('12v':AB))",
      "(('fan':AB)) & (('12v'))",
      "(('fan')) & (('12v'))",
    ]);
    expect(rankingTiers(parseSearchQuery('جل'))[0]!.query).toBe("'@battery' & (('gel':A))");
    // With a type named, the attribute qualifies it: a lithium system, not a battery.
    expect(rankingTiers(parseSearchQuery('منظومة ليثيوم'))[0]!.query).toBe("'@integrated_system' & (('system':A)) & (('lithium':A))");
  });

  it('asks a place and the words that only rank first, then the product words anywhere', () => {
    const tiers = rankingTiers(parseSearchQuery('منظومة عدن بيت'));
    const at = [{ governorate: 'aden' }];
    // A tier whose every token is in the name or the fields is also asked of those tokens alone (`named`),
    // the words asked anywhere apart (`rest`); `types` are the types its markers ask for.
    const system = "'@integrated_system' & (('system':A))";
    const systemAB = "'@integrated_system' & (('system':AB))";
    const types = ['Integrated System'];
    expect(tiers).toEqual([
      { query: "'@integrated_system' & (('system':A)) & (('بيت':A))", named: "'@integrated_system' & (('system':A)) & (('بيت':A))", types, places: at },
      { query: "'@integrated_system' & (('system':AB)) & (('بيت':AB))", named: "'@integrated_system' & (('system':AB)) & (('بيت':AB))", types, places: at },
      { query: "'@integrated_system' & (('system':AB)) & (('بيت'))", named: systemAB, rest: "(('بيت'))", types, places: at },
      { query: system, named: system, types, places: at },
      { query: systemAB, named: systemAB, types, places: at },
      { query: system, named: system, types },
      { query: systemAB, named: systemAB, types },
      { query: "(('system':AB))", named: "(('system':AB))" },
      { query: "(('system'))" },
    ]);
  });
});

describe('productSearchVector', () => {
  const panel = { type: 'Panel' as const, name: 'لوح جينكو 550 واط', brand: 'JinkoSolar', description: "Don't miss: 5 كيلو for 4 panels", specifications: { warranty: '12 سنة' } };

  it('weighs the name A, the type B and the description and specifications D', () => {
    const weights = new Map(weightedTokens(panel).map((t) => [`${t.token}:${t.weight}`, true]));
    expect([...weights.keys()]).toEqual(expect.arrayContaining(['panel:A', 'jinko:A', '550:A', 'w:A', '550w:A', '@panel:B', 'panel:B', '5000w:D', '12:D']));
  });

  it('weighs what the listing is B: its brand, condition and structured specifications', () => {
    const battery = {
      type: 'Battery' as const, name: 'بطارية 200 امبير', brand: 'Narada', condition: 'Used' as const, description: 'تصلح للمنظومات الهجينة',
      specs: { kind: 'battery' as const, chemistry: 'gel' as const, voltageV: 12, capacityAh: 200, cycleLife: null, ageMonths: 12, healthPct: null, usableKwh: 1.2 },
    };
    const weights = new Set(weightedTokens(battery).map((t) => `${t.token}:${t.weight}`));
    for (const field of ['narada:B', 'used:B', 'gel:B', 'lead:B', '12v:B', '200ah:B', '1200wh:B']) expect(weights, field).toContain(field);
    // A word of the description stays D: the listing mentions hybrid systems, it is not a hybrid.
    expect(weights).not.toContain('hybrid:B');
    // A charging device is not every technology of its type: MPPT and PWM come from its own words or specs.
    expect(weightedTokens({ type: 'Charging Devices', name: 'انفرتر' }).map((t) => t.token)).not.toContain('pwm');
  });

  it('indexes each word of a phrase too, so one word of it still finds the listing', () => {
    const tokens = weightedTokens({ type: 'Panel', name: 'لوح ثنائي الوجه' }).map((t) => t.token);
    expect(tokens).toEqual(expect.arrayContaining(['bifacial', 'ثناي', 'وجه']));
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
