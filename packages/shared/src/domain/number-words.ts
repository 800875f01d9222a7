// Numbers said in words, as buyers type them («خمسة كيلو», «ميتين امبير», the Yemeni «كيلو ونص»), so
// search reads them like digits. Forms are folded (normalizeArabic: ة → ه, أ → ا, ئ → ي), in Modern
// Standard Arabic and in Yemeni speech (ميه, ميتين, حداش). Only whole words count: «لستة» stays a word.
import { normalizeArabic } from './arabic-search.ts';

const table = (entries: Record<string, number>) => new Map(Object.entries(entries).map(([word, value]) => [normalizeArabic(word), value]));

// One to ten, and the teens said as one word. واحد is read only before a unit (search-analyzer.ts): after
// a noun it is "one of" (لوح واحد), not a size.
const UNITS = table({
  'واحد': 1, 'واحدة': 1, 'اثنين': 2, 'اثنان': 2, 'اتنين': 2, 'ثنتين': 2, 'اثنتين': 2, 'ثلاث': 3, 'ثلاثة': 3, 'تلاته': 3, 'تلات': 3,
  'أربع': 4, 'أربعة': 4, 'خمس': 5, 'خمسة': 5, 'ست': 6, 'ستة': 6, 'سبع': 7, 'سبعة': 7, 'ثمان': 8, 'ثماني': 8, 'ثمانية': 8, 'تمانيه': 8, 'ثمنية': 8,
  'تسع': 9, 'تسعة': 9, 'عشر': 10, 'عشرة': 10,
  'حداش': 11, 'حدعش': 11, 'احدعش': 11, 'اطناش': 12, 'طناش': 12, 'اثنعش': 12, 'ثلطعش': 13, 'ثلاثطعش': 13, 'اربعطعش': 14, 'خمسطعش': 15,
  'ستطعش': 16, 'سبعطعش': 17, 'ثمنطعش': 18, 'ثمانطعش': 18, 'تسعطعش': 19,
});
const TENS = table({
  'عشرين': 20, 'عشرون': 20, 'ثلاثين': 30, 'ثلاثون': 30, 'أربعين': 40, 'أربعون': 40, 'خمسين': 50, 'خمسون': 50, 'ستين': 60, 'ستون': 60,
  'سبعين': 70, 'سبعون': 70, 'ثمانين': 80, 'ثمانون': 80, 'تسعين': 90, 'تسعون': 90,
});
const HUNDREDS = table({
  'مية': 100, 'مئة': 100, 'مائة': 100, 'ميتين': 200, 'مئتين': 200, 'مائتين': 200, 'مئتان': 200, 'مائتان': 200,
  'ثلاثمية': 300, 'ثلاثمئة': 300, 'ثلاثمائة': 300, 'ثلثمية': 300, 'أربعمية': 400, 'أربعمئة': 400, 'أربعمائة': 400,
  'خمسمية': 500, 'خمسمئة': 500, 'خمسمائة': 500, 'ستمية': 600, 'ستمئة': 600, 'ستمائة': 600, 'سبعمية': 700, 'سبعمئة': 700, 'سبعمائة': 700,
  'ثمانمية': 800, 'ثمنمية': 800, 'ثمانمئة': 800, 'ثمانمائة': 800, 'تسعمية': 900, 'تسعمئة': 900, 'تسعمائة': 900,
  'ألف': 1000, 'ألفين': 2000, 'ألفان': 2000,
});
// Words that multiply the number before them: خمسة آلاف, ثلاث مية.
const MULTIPLIERS = table({ 'مية': 100, 'مئة': 100, 'مائة': 100, 'آلاف': 1000, 'ألف': 1000 });
// The first word of a two-word teen (احد عشر, اثنا عشر) is a number only before عشر.
const TEEN_HEADS = table({ 'احد': 1, 'أحد': 1, 'اثنا': 2, 'اثني': 2 });
const TEN = new Set([normalizeArabic('عشر'), normalizeArabic('عشرة')]);
/** "And a half", "and a quarter" after a size (كيلو ونص), and "half" before one (نص كيلو). */
const FRACTIONS = table({ 'نص': 0.5, 'نصف': 0.5, 'ربع': 0.25 });

/** The value of one number word, folded (خمسه → 5, ميتين → 200), or undefined. */
export function numberWordValue(word: string): number | undefined {
  return UNITS.get(word) ?? TENS.get(word) ?? HUNDREDS.get(word);
}

/** The fraction a word says (نص → 0.5, ونص → 0.5 with `afterAnd`), or undefined. */
export function fractionWordValue(word: string, afterAnd: boolean): number | undefined {
  if (!afterAnd) return FRACTIONS.get(word);
  return word.startsWith('و') ? FRACTIONS.get(word.slice(1)) : undefined;
}

/**
 * The number said by the words from `start` (folded, one word each), and how many words say it:
 * «خمسمية وخمسين» → 550 in 2, «ثلاثة عشر» → 13 in 2, «خمسة آلاف» → 5000 in 2; undefined when the first
 * word is not a number. A following word joins only with و (وخمسين) or as a multiplier or عشر.
 */
export function readNumberWords(words: readonly string[], start: number): { value: number; length: number } | undefined {
  const first = words[start]!;
  let value = numberWordValue(first);
  let length = 1;
  if (value === undefined) {
    const head = TEEN_HEADS.get(first);
    if (head === undefined || !TEN.has(words[start + 1] ?? '')) return undefined;
    return { value: head + 10, length: 2 };
  }
  for (let i = start + 1; i < words.length; i += 1) {
    const word = words[i]!;
    const multiplier = MULTIPLIERS.get(word);
    if (TEN.has(word) && value < 10) value += 10;
    else if (multiplier !== undefined && value < multiplier) value *= multiplier;
    else if (word.startsWith('و') && numberWordValue(word.slice(1)) !== undefined) value += numberWordValue(word.slice(1))!;
    else break;
    length += 1;
  }
  return { value, length };
}
