/**
 * Wraps typed text in Unicode first-strong isolates (FSI … PDI), so that inside a sentence of the other
 * direction it keeps its own order: an Arabic search word in English quotes does not drag the quotes along.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

/**
 * Isolates text in the given direction (LRI or RLI … PDI). For prices: "5,000 ﷼" must read number
 * first in the page's direction, and without isolation a range "0 ﷼ – 5,000 ﷼" on an English page is
 * reordered around the Arabic symbol; a first-strong isolate would take the symbol's direction.
 */
export function isolateAs(text: string, direction: 'ltr' | 'rtl'): string {
  return `${direction === 'rtl' ? '\u2067' : '\u2066'}${text}\u2069`;
}
