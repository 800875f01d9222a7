/**
 * Styles for an icon that points (an arrow, a chevron, a door with an arrow): mirrored on right-to-left
 * pages. Written once for both directions; the RTL style cache does not flip transforms, so the page's
 * `dir` decides.
 */
export const mirroredInRtl = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } as const;
