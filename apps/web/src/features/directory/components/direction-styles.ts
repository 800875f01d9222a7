/**
 * For text people typed in either language (`dir="auto"`): the bidi algorithm orders it by its own language,
 * while the alignment stays the page's ("left" is flipped to "right" on Arabic pages by the RTL cache), so an
 * Arabic name on an English page does not jump to the far edge of its box.
 */
export const pageAligned = { textAlign: 'left' } as const;
