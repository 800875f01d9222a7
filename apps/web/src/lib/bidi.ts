/**
 * Wraps typed text in Unicode first-strong isolates (FSI … PDI), so that inside a sentence of the other
 * direction it keeps its own order: an Arabic search word in English quotes does not drag the quotes along.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
