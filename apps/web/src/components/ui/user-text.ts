/**
 * For text people typed, in either language (names, descriptions, titles, bios, notes), on an element with
 * `dir="auto"`: the element takes the direction of the text's first strong letter, and `start` aligns it
 * from that side, so an Arabic shop name on an English page reads from the right and an English one on an
 * Arabic page from the left (issue #17). `left`/`right` would follow the page instead (the RTL style cache
 * flips them), which left Arabic text hanging from the left edge of English pages.
 */
export const userText = { textAlign: 'start' } as const;
