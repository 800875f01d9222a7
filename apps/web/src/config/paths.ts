/**
 * Every URL the web app writes: its own routes (with builders), the API paths it calls and the
 * external links it opens. No other file spells a URL.
 */

const withQuery = (path: string, query: Record<string, string | undefined>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, value);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

export const paths = {
  home: { path: '/', getHref: () => '/' },
  products: { path: '/products', getHref: () => '/products' },
  engineers: { path: '/engineers', getHref: () => '/engineers' },
  shops: { path: '/shops', getHref: () => '/shops' },
  shopAds: { path: '/shop-ads', getHref: () => '/shop-ads' },
  calculator: { path: '/calculator', getHref: () => '/calculator' },
  updateProfile: { path: '/update-profile', getHref: () => '/update-profile' },
  myProducts: { path: '/my-products', getHref: () => '/my-products' },
  product: { path: '/product/:id', getHref: (id: string) => `/product/${encodeURIComponent(id)}` },
  engineer: { path: '/engineer/:id', getHref: (id: string) => `/engineer/${encodeURIComponent(id)}` },
  shop: { path: '/shop/:id', getHref: (id: string) => `/shop/${encodeURIComponent(id)}` },
  signup: { path: '/signup', getHref: () => '/signup' },
  verifyOtp: { path: '/verify-otp', getHref: () => '/verify-otp' },
  forgotPassword: {
    path: '/forgot-password',
    getHref: (identifier?: string) => withQuery('/forgot-password', { identifier }),
  },
  resetPassword: {
    path: '/reset-password',
    getHref: (identifier?: string, token?: string) => withQuery('/reset-password', { identifier, token }),
  },
} as const;

/** Paths of the API, relative to `apiPaths.base`. */
export const apiPaths = {
  base: '/api/v1',
  auth: {
    login: '/auth/login',
  },
  settings: {
    public: '/settings/public',
  },
  products: {
    browse: '/marketplace/browse-products',
  },
} as const;

/** Links that leave the app: dialers, mail clients, WhatsApp. */
export const externalLinks = {
  /** `dialable` is a phone already reduced to `+` and ASCII digits (see lib/phone.ts). */
  tel: (dialable: string) => `tel:${dialable}`,
  mailto: (email: string) => `mailto:${email}`,
  /** `digits` is an international number, digits only (wa.me rejects anything else). */
  // encodeURIComponent, not URLSearchParams: WhatsApp shows a `+` for a form-encoded space.
  whatsapp: (digits: string, text?: string) =>
    text ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : `https://wa.me/${digits}`,
} as const;
