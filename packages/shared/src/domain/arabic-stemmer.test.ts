import { describe, expect, it } from 'vitest';
import { normalizeArabic } from './arabic-search.ts';
import { prefixCandidates, stemArabic } from './arabic-stemmer.ts';

// The stemmer takes folded words; the cases are written as people write them.
const stem = (word: string) => stemArabic(normalizeArabic(word));

describe('stemArabic: prefixes', () => {
  it.each([
    ['الشمسية', 'شمس'],
    ['والتركيب', 'تركيب'],
    ['بالكامل', 'كامل'],
    ['كالجديد', 'جديد'],
    ['فالسعر', 'سعر'],
    ['للبيع', 'بيع'],
    ['وبطارية', 'بطار'],
    ['ومنظم', 'منظم'],
    ['وبالكامل', 'كامل'],
    ['وللبيع', 'بيع'],
    ['الانفرتر', 'انفرتر'],
  ])('%s → %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });
});

describe('stemArabic: endings', () => {
  it.each([
    ['بطاريات', 'بطار'],
    ['مهندسون', 'مهندس'],
    ['مهندسين', 'مهندس'],
    ['قدرتها', 'قدرت'],
    ['انفرترات', 'انفرتر'],
    ['مدخلان', 'مدخل'],
    ['التجارية', 'تجار'],
  ])('%s → %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it.each([
    [['بطارية', 'بطاريه', 'بطاريات', 'بطاريتين', 'بطاريتان', 'البطارية', 'بالبطاريات'], 'بطار'],
    [['منظومة', 'منظومات', 'منظومتين', 'المنظومة', 'للمنظومات'], 'منظوم'],
    [['لوح', 'لوحة', 'لوحات', 'لوحين', 'لوحان', 'اللوح'], 'لوح'],
    [['مستعمل', 'مستعملة', 'مستعملين', 'مستعملات', 'المستعملة'], 'مستعمل'],
    [['شمسي', 'شمسية', 'الشمسية', 'الشمسي'], 'شمس'],
    [['هجين', 'هجينة', 'الهجين', 'الهجينة'], 'هجين'],
    [['كابل', 'كابلات', 'الكابلات', 'والكابلات'], 'كابل'],
    [['مضخة', 'مضخات', 'المضخة'], 'مضخ'],
  ])('gives one stem to every form of a word: %j → %s', (words, expected) => {
    expect(words.map(stem)).toEqual(words.map(() => expected));
  });
});

describe('stemArabic: what it refuses to strip', () => {
  it('keeps ال that belongs to the word once hamza is folded', () => {
    // ألواح folds to الواح; stripping would give واح, which a prefix search finds in واحد.
    expect(stem('ألواح')).toBe('الواح');
    expect(stem('الواح')).toBe('الواح');
    expect(stem('الألواح')).toBe('الواح');
    expect(stem('والألواح')).toBe('الواح');
    expect(stem('وألواح')).toBe('الواح');
    expect(stem('بألواح')).toBe('الواح');
    expect(stem('ألوان')).toBe('الوان');
    expect(stem('الألوان')).toBe('الوان');
    expect(stem('ألمنيوم')).toBe(stem('الألمنيوم'));
    expect(stem('ألومنيوم')).toBe('الومنيوم');
    expect(stem('ألماني')).toBe('المان');
    expect(stem('الألمانية')).toBe('المان');
    expect(stem('إلكترونية')).toBe(stem('الإلكترونية'));
    expect(stem('إلكتريك')).toBe('الكتريك');
  });

  it('leaves واحد alone, so it never meets the stem of ألواح', () => {
    expect(stem('واحد')).toBe('واحد');
    expect(stem('الواحد')).toBe('واحد');
    expect(stem('واحد')).not.toBe(stem('ألواح'));
  });

  it.each(['وات', 'واط', 'ولد', 'وزن', 'وكيل', 'وقود', 'واتساب', 'وكلاء'])('keeps the root و of %s', (word) => {
    expect(stem(word)).toBe(normalizeArabic(word));
  });

  it.each([
    ['وصلة', 'وصل'],
    ['وصلات', 'وصل'],
    ['وحدة', 'وحد'],
    ['وحدات', 'وحد'],
    ['ولاعة', 'ولاع'],
    ['واجهة', 'واجه'],
    ['وادي', 'واد'],
  ])('keeps the root و of %s and removes only its ending: %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it.each(['جل', 'لون', 'سنة', 'ضمان', 'خزان', 'حصان', 'داي', 'ديي', 'واي', 'الف', 'آلات'])(
    'never leaves fewer than 3 letters: %s unchanged',
    (word) => {
      expect(stem(word)).toBe(normalizeArabic(word));
    },
  );

  it.each(['انفرتر', 'إنفرتر', 'كرتون', 'تلفزيون', 'بدون'])('keeps the loanword or fixed word %s whole', (word) => {
    expect(stem(word)).toBe(normalizeArabic(word));
    expect(stem(`ال${word}`)).toBe(normalizeArabic(word));
  });

  it('does not remove ب ل ف ك without the article: too many roots begin with them', () => {
    expect(stem('بطارية')).toBe('بطار');
    expect(stem('فولت')).toBe('فولت');
    expect(stem('كابل')).toBe('كابل');
    expect(stem('لوح')).toBe('لوح');
    expect(stem('بالغ')).toBe('بالغ');
  });

  it('passes words of other scripts and numbers through', () => {
    expect(stemArabic('inverters')).toBe('inverters');
    expect(stemArabic('550')).toBe('550');
    expect(stemArabic('')).toBe('');
  });
});

describe('prefixCandidates', () => {
  it('offers the word under every prefix it may carry, for dictionary look-ups', () => {
    expect(prefixCandidates('والالواح')).toEqual(['الواح', 'الالواح']);
    expect(prefixCandidates('الجل')).toEqual(['جل']);
    expect(prefixCandidates('لليثيوم')).toEqual(['يثيوم', 'ليثيوم']);
    expect(prefixCandidates('لوح')).toEqual([]);
  });
});
