/**
 * One line of at most `max` characters for a meta description: runs of spaces and line breaks become one
 * space, but a no-break space stays, since it holds a price's number to its currency ("YER 6,200,000
 * (Aden)", docs/product-decisions.md section 6). A cut inside an isolated price closes the isolate, so
 * the ellipsis after it keeps the page's direction.
 */
export function clipText(text: string, max: number): string {
  const flat = text.replace(/[^\S\u00a0]+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1).trimEnd();
  const open = (cut.match(/[\u2066-\u2068]/g)?.length ?? 0) - (cut.match(/\u2069/g)?.length ?? 0);
  return `${cut}${'\u2069'.repeat(Math.max(0, open))}…`;
}
