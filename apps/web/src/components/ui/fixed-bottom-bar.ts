/**
 * A bar fixed to the bottom of a phone's screen (the product page's call and WhatsApp bar) covers the last
 * stretch of the page: the element that draws one carries this attribute, and the page's last block (the
 * footer) keeps this much room under it on phones, so its links can still be reached.
 */
export const FIXED_BOTTOM_BAR = {
  attribute: 'data-fixed-bottom-bar',
  /** The bar's height with its padding and the phone's home-indicator inset. */
  space: 'calc(76px + env(safe-area-inset-bottom, 0px))',
} as const;
