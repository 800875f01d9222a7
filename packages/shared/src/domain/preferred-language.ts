// Which of the app's languages a visitor's browser prefers. The browser reads its own list
// (`navigator.languages`), the server the same list as the browser sends it (`Accept-Language`): both pick
// with `preferredLanguage`, so the page the server renders is the page the browser hydrates
// (docs/decisions/013-server-rendering.md, "Language").
import type { Language } from '../contract/common.ts';

/** The first language the app speaks among `ranges`, most preferred first (`ar-YE` is Arabic, `en-GB` English). */
export function preferredLanguage(ranges: readonly string[]): Language | undefined {
  for (const range of ranges) {
    const primary = range.trim().split('-')[0]?.toLowerCase();
    if (primary === 'ar' || primary === 'en') return primary;
  }
  return undefined;
}

/** The language ranges of an `Accept-Language` header, most preferred first; `q=0` (not wanted) and `*` are left out. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, position) => {
      const [range = '', ...parameters] = part.split(';').map((piece) => piece.trim());
      const weight = parameters.find((parameter) => /^q=/i.test(parameter));
      const quality = weight === undefined ? 1 : Number(weight.slice(2));
      return { range, quality: Number.isFinite(quality) ? quality : 0, position };
    })
    .filter(({ range, quality }) => range !== '' && range !== '*' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.position - b.position)
    .map(({ range }) => range);
}
