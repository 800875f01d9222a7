import { telHref, whatsappHref, whatsappShareHref } from '@solar/shared/domain/phone-links';
import { apiBase, paramNamesOf, pathOf, routes, type ApiRoute, type PathParamNames } from '@solar/shared/contract/routes';
import { shortProductCode } from '@solar/shared/domain/product-short-link';
import { LANGUAGE_PARAM } from '../lib/i18n.ts';

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

/** The element id of a saved search's card on My searches, which its links name. */
export const savedSearchAnchor = (id: string) => `saved-search-${id}`;

export const paths = {
  home: { path: '/', getHref: () => '/' },
  /** The product list; `search` is its filters as URL search params (see features/products/utils/product-filters.ts). */
  products: { path: '/products', getHref: (search?: string) => (search ? `/products?${search}` : '/products') },
  engineers: { path: '/engineers', getHref: () => '/engineers' },
  shops: { path: '/shops', getHref: () => '/shops' },
  shopAds: { path: '/shop-ads', getHref: () => '/shop-ads' },
  calculator: {
    path: '/calculator',
    /** With a result's inputs (`mode`, `kwh` or `a`, `governorate`, `battery`, `show`), the link reopens that result. */
    getHref: (query: Record<string, string | undefined> = {}) => withQuery('/calculator', query),
  },
  /** A calculator result's short link (shared/domain/calculator-link.ts): opens that result; English adds `?lang=en`. */
  calculatorResult: {
    path: '/c/:code',
    getHref: (code: string, language?: string) => withQuery(`/c/${encodeURIComponent(code)}`, { [LANGUAGE_PARAM]: language === 'ar' ? undefined : language }),
  },
  /** The public price index (issue #45): `governorate` and `currency` choose the figures. */
  prices: { path: '/prices', getHref: (query: Record<string, string | undefined> = {}) => withQuery('/prices', query) },
  // The site's own pages, linked from the footer on every page (issue #17).
  about: { path: '/about', getHref: () => '/about' },
  terms: { path: '/terms', getHref: () => '/terms' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  safety: { path: '/safety', getHref: () => '/safety' },
  contact: { path: '/contact', getHref: () => '/contact' },
  updateProfile: { path: '/update-profile', getHref: () => '/update-profile' },
  /** The signed-in seller's listings; `edit` opens the edit form of that listing (the selling feature's edit route). */
  myProducts: { path: '/my-products', getHref: (edit?: string) => withQuery('/my-products', { edit }) },
  /** A seller's public page: who they are and their public listings (`page`: numbered pages). */
  seller: { path: '/seller/:id', getHref: (id: string, page?: number) => withQuery(`/seller/${encodeURIComponent(id)}`, { page: page && page > 1 ? String(page) : undefined }) },
  /** My searches: the signed-in user's saved searches and their alerts. */
  savedSearches: {
    path: '/saved-searches',
    /** With a search's id, the page shows that search (`#saved-search-{id}`, the id of its card). */
    getHref: (id?: string) => (id ? `/saved-searches#${savedSearchAnchor(id)}` : '/saved-searches'),
  },
  /** An alert's unsubscribe link (the server signs `token`; features/alerts on the API). */
  unsubscribe: { path: '/u/:token', getHref: (token: string) => `/u/${encodeURIComponent(token)}` },
  /** Open wanted requests (issue #44); `search` is the list's filters (`type`, `governorate`, `near=1`). */
  wanted: { path: '/wanted', getHref: (query: Record<string, string | undefined> = {}) => withQuery('/wanted', query) },
  /** A new wanted request; `code` carries a calculator result's short code (its shopping list becomes the lines). */
  wantedNew: { path: '/wanted/new', getHref: (code?: string) => withQuery('/wanted/new', { code }) },
  wantedRequest: { path: '/wanted/:id', getHref: (id: string) => `/wanted/${encodeURIComponent(id)}` },
  product: { path: '/product/:id', getHref: (id: string) => `/product/${encodeURIComponent(id)}` },
  // A listing's short link (what alerts and shares carry); the server redirects it to the product page.
  productShort: { getHref: (id: string, language?: string) => withQuery(`/p/${shortProductCode(id)}`, { [LANGUAGE_PARAM]: language === 'ar' ? undefined : language }) },
  engineer: { path: '/engineer/:id', getHref: (id: string) => `/engineer/${encodeURIComponent(id)}` },
  shop: { path: '/shop/:id', getHref: (id: string) => `/shop/${encodeURIComponent(id)}` },
  signup: { path: '/signup', getHref: () => '/signup' },
  verifyOtp: {
    path: '/verify-otp',
    getHref: (identifier?: string) => withQuery('/verify-otp', { identifier }),
  },
  forgotPassword: {
    path: '/forgot-password',
    getHref: (identifier?: string) => withQuery('/forgot-password', { identifier }),
  },
  resetPassword: {
    path: '/reset-password',
    getHref: (identifier?: string, token?: string) => withQuery('/reset-password', { identifier, token }),
  },
  /** The admin console (lazy, admins only). */
  admin: {
    path: '/admin',
    getHref: () => '/admin',
    review: { path: 'review', getHref: (status?: string) => withQuery('/admin/review', { status }) },
    reports: { path: 'reports', getHref: () => '/admin/reports' },
    /** Buyers' wanted requests awaiting review, open or rejected (`status`). */
    wanted: { path: 'wanted', getHref: (status?: string) => withQuery('/admin/wanted', { status }) },
    engineers: { path: 'engineers', getHref: () => '/admin/engineers' },
    /** `fromRequest` prefills the new entry from a join request. */
    newEngineer: { path: 'engineers/new', getHref: (fromRequest?: string) => withQuery('/admin/engineers/new', { fromRequest }) },
    editEngineer: { path: 'engineers/:id', getHref: (id: string) => `/admin/engineers/${encodeURIComponent(id)}` },
    shops: { path: 'shops', getHref: () => '/admin/shops' },
    newShop: { path: 'shops/new', getHref: (fromRequest?: string) => withQuery('/admin/shops/new', { fromRequest }) },
    editShop: { path: 'shops/:id', getHref: (id: string) => `/admin/shops/${encodeURIComponent(id)}` },
    ads: { path: 'ads', getHref: () => '/admin/ads' },
    newAd: { path: 'ads/new', getHref: () => '/admin/ads/new' },
    editAd: { path: 'ads/:id', getHref: (id: string) => `/admin/ads/${encodeURIComponent(id)}` },
    joinRequests: { path: 'join-requests', getHref: (status?: string) => withQuery('/admin/join-requests', { status }) },
    users: { path: 'users', getHref: () => '/admin/users' },
    settings: { path: 'settings', getHref: () => '/admin/settings' },
    auditLog: { path: 'audit-log', getHref: () => '/admin/audit-log' },
    /** The price index's charts with the listings behind each point (issue #45); `governorate`, `currency` as on /prices. */
    prices: { path: 'prices', getHref: (query: Record<string, string | undefined> = {}) => withQuery('/admin/prices', query) },
  },
} as const;

type RouteGroup = Record<string, ApiRoute>;
/** A route's path as the web calls it: the path itself, or a builder of it when it has one `:param`. */
type ApiPathOf<Route extends ApiRoute> = [PathParamNames<Route['path']>] extends [never] ? Route['path'] : (value: string) => string;
type ApiPathsOf<Group extends RouteGroup> = { readonly [Name in keyof Group]: ApiPathOf<Group[Name]> };

/** A group of the contract's routes as paths: a string, or a builder that fills the path's one `:param`. */
function apiPathsOf<Group extends RouteGroup>(group: Group): ApiPathsOf<Group> {
  const entries = Object.entries(group).map(([name, route]) => {
    const [param, ...more] = paramNamesOf(route.path);
    if (more.length > 0) throw new Error(`${route.path}: more than one param`);
    return [name, param === undefined ? route.path : (value: string) => pathOf(route, { [param]: value })];
  });
  return Object.fromEntries(entries) as ApiPathsOf<Group>;
}

/** Paths of the API, relative to `apiPaths.base`, from the contract's route table (contract/routes.ts). */
export const apiPaths = {
  base: apiBase,
  auth: apiPathsOf(routes.auth),
  uploads: apiPathsOf(routes.uploads),
  settings: apiPathsOf(routes.settings),
  products: apiPathsOf(routes.products),
  selling: apiPathsOf(routes.selling),
  savedSearches: apiPathsOf(routes.savedSearches),
  calculator: apiPathsOf(routes.calculator),
  prices: apiPathsOf(routes.prices),
  directory: apiPathsOf(routes.directory),
  admin: apiPathsOf(routes.admin),
  wanted: apiPathsOf(routes.wanted),
} as const;

/**
 * Links that leave the app: dialers, mail clients, WhatsApp, maps, shops' own sites. Phone links are built
 * by @solar/shared/domain/phone-links from a phone as the API returns it: `tel:` always in E.164
 * (tel:+967777100200, which dials from abroad too), wa.me with the international digits.
 */
export const externalLinks = {
  /** `phone` as the API returns it; check there is one first. */
  tel: (phone: string) => telHref(phone),
  mailto: (email: string) => `mailto:${email}`,
  /** `phone` as the API returns it; check `toWhatsAppNumber(phone)` first. */
  whatsapp: (phone: string, text?: string) => whatsappHref(phone, text),
  /** Lets the visitor pick the WhatsApp chat to share `text` with. */
  whatsappShare: (text: string) => whatsappShareHref(text),
  /** A map search at a point; opens the visitor's maps app or site (the app itself never calls it). */
  maps: (latitude: number, longitude: number) => `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`,
  /** A map search for a written address ("شارع المعلا، كريتر، عدن"), for a place with no map pin. */
  mapsSearch: (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`,
  /** A site address as shops type it ("example.com"), with https added when it has no scheme. */
  website: (address: string) => (/^https?:\/\//i.test(address.trim()) ? address.trim() : `https://${address.trim()}`),
} as const;
