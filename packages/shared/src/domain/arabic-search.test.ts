import { describe, expect, it } from 'vitest';
import { normalizeArabic, productSearchText } from './arabic-search.ts';

describe('normalizeArabic', () => {
  it.each([
    ['أحمد', 'احمد'],
    ['إنفرتر', 'انفرتر'],
    ['آلة', 'اله'],
    ['بطاريّة', 'بطاريه'],
    ['مستشفى', 'مستشفي'],
    ['طـــاقة', 'طاقه'],
    ['لوح ٥٥٠ واط', 'لوح 550 واط'],
    ['۱۲ فولت', '12 فولت'],
    ['  JinkoSolar   Tiger-Neo!! ', 'jinkosolar tiger neo'],
    ['مُؤسَّسة', 'موسسه'],
  ])('folds %s to %s', (input, expected) => {
    expect(normalizeArabic(input)).toBe(expected);
  });

  it('gives the same text for every spelling of a word', () => {
    expect(new Set(['بطارية', 'بطاريه', 'بَطَّارِيَّة', 'بطـارية'].map(normalizeArabic)).size).toBe(1);
  });
});

describe('search text and type words', () => {
  it('lets an Arabic type word find a product listed in English', () => {
    const text = productSearchText({ name: 'Pylontech US3000C', brand: 'Pylontech', type: 'Battery', description: 'Lithium 48V' });
    expect(text.startsWith('pylontech us3000c')).toBe(true);
    expect(text).toContain(normalizeArabic('بطارية'));
    expect(text).toContain('pylontech');
  });
});
