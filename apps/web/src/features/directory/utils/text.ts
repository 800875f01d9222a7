/**
 * The first `max` characters of a text and an ellipsis when it is longer (spec: engineer descriptions are
 * cut at 15, shop descriptions at 100). Counts code points, so an emoji or an Arabic letter with its mark
 * is never split into half a character.
 */
export function truncate(text: string, max: number): string {
  const characters = Array.from(text.trim());
  return characters.length > max ? `${characters.slice(0, max).join('').trimEnd()}…` : text.trim();
}

/** An address to open from the page only when it is a web address (never `javascript:` or the like). */
export function safeWebUrl(url: string | null | undefined): string | null {
  return url && /^https?:\/\/[^\s]+$/i.test(url.trim()) ? url.trim() : null;
}
