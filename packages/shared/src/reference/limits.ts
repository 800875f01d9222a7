/** Business constants of docs/product-brief.md section 9, shared by web and server. */
export const LIMITS = {
  apiTimeoutMs: 30_000,
  pageSizeDefault: 10,
  pageSizeMax: 50,
  shopsPageSize: 12,
  maxImagesPerProduct: 5,
  maxImageBytes: 5 * 1024 * 1024,
  maxImagePixels: 40_000_000,
  otpLength: 6,
  otpResendSeconds: 60,
  passwordMin: 6,
  passwordMax: 128,
  nameMin: 2,
  nameMax: 50,
  identifierMin: 3,
  listingLifetimeDays: 60,
  adsBannerRefreshMs: 30_000,
  dialogAutoCloseMs: 3_000,
  toastMs: 5_000,
  staleTimeMs: 5 * 60_000,
  detailStaleTimeMs: 10 * 60_000,
} as const;

/**
 * Image widths produced for every stored picture (cards use the small ones, detail the large); 800 is what a
 * phone's detail page takes at twice its pixels, 200 what a phone's 96 px card thumbnail takes at up to
 * twice its pixels (docs/decisions/024-picture-widths-and-city-counts.md).
 */
export const IMAGE_WIDTHS = [200, 320, 640, 800, 1280] as const;
