import type { Language } from '@solar/shared/contract/common';

// Letters only: Arabic-Indic digits are of the Arabic script too, and say nothing of the language.
const ARABIC_LETTER = /(?=\p{Script=Arabic})\p{L}/u;
const LATIN_LETTER = /(?=\p{Script=Latin})\p{L}/u;

/**
 * The language of a seller's text as far as its letters tell: Arabic if it has Arabic letters («بطارية AGM
 * 200 أمبير» is Arabic), English if only Latin ones ("Growatt SPF 5000 ES"), undefined for digits alone.
 */
export function textLanguage(text: string): Language | undefined {
  if (ARABIC_LETTER.test(text)) return 'ar';
  return LATIN_LETTER.test(text) ? 'en' : undefined;
}

/**
 * The `lang` for a seller's text on a page of `pageLanguage`: set only when it differs, so a screen reader
 * reads an English title in an Arabic list with English sounds (WCAG 3.1.2).
 */
export function langOf(text: string, pageLanguage: string): Language | undefined {
  const language = textLanguage(text);
  return language && language !== pageLanguage ? language : undefined;
}
