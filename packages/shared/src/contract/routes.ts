/**
 * Every route of the API under `apiBase`, as plain data: the API registers its routes from this table and the
 * web takes its paths from it, so the two cannot drift apart (issue #18, "The contract owns routes"). Paths carry
 * Fastify-style params (`:id`); `pathOf` fills them. No zod here: the web's first screen imports this file.
 * A new route goes here first (docs/contributing.md).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRoute {
  method: HttpMethod;
  path: string;
}

/** Where the API's routes live; every path in `routes` is relative to it. */
export const apiBase = '/api/v1';

// Paths two routes share (one per method), written once.
const savedSearches = '/saved-searches';
const savedSearch = '/saved-searches/:id';
const unsubscribe = '/alerts/unsubscribe/:token';
const like = '/products/:id/like';
const wanted = '/wanted';
const wantedOffers = '/wanted/:id/offers';
const adminSettings = '/admin/settings';
const adminCalculatorSettings = '/admin/calculator/settings';
const adminEngineers = '/admin/engineers';
const adminEngineer = '/admin/engineers/:id';
const adminShops = '/admin/shops';
const adminShop = '/admin/shops/:id';
const adminAds = '/admin/ads';
const adminAd = '/admin/ads/:id';

export const routes = {
  health: {
    health: { method: 'GET', path: '/health' },
    ready: { method: 'GET', path: '/ready' },
  },
  auth: {
    register: { method: 'POST', path: '/auth/register' },
    verifyOtp: { method: 'POST', path: '/auth/verify-otp/:identifier' },
    requestOtp: { method: 'POST', path: '/auth/request-otp' },
    login: { method: 'POST', path: '/auth/login' },
    logout: { method: 'POST', path: '/auth/logout' },
    profile: { method: 'GET', path: '/auth/profile' },
    updateProfile: { method: 'PUT', path: '/auth/update-profile' },
    forgotPassword: { method: 'POST', path: '/auth/forgot-password' },
    verifyForgotPassword: { method: 'POST', path: '/auth/verify-forgot-password/:identifier' },
    resetPassword: { method: 'POST', path: '/auth/reset-password' },
  },
  uploads: {
    image: { method: 'POST', path: '/uploads/image' },
  },
  settings: {
    public: { method: 'GET', path: '/settings/public' },
  },
  products: {
    browse: { method: 'GET', path: '/marketplace/browse-products' },
    search: { method: 'GET', path: '/marketplace/search-products' },
    facets: { method: 'GET', path: '/marketplace/filters-product' },
    detail: { method: 'GET', path: '/marketplace/getOneProduct/:id' },
    view: { method: 'POST', path: '/marketplace/products/:id/view' },
    report: { method: 'POST', path: '/marketplace/products/:id/report' },
    seller: { method: 'GET', path: '/marketplace/sellers/:id' },
    sellerProducts: { method: 'GET', path: '/marketplace/sellers/:id/products' },
    /** Public listings whose specifications fit this one (issue #19). */
    compatible: { method: 'GET', path: '/marketplace/products/:id/compatible' },
    /** A listing's price beside the median of its market (issue #19). */
    priceReference: { method: 'GET', path: '/marketplace/products/:id/price-reference' },
    /** Listings a calculator result's shopping list picks from. */
    shoppingCandidates: { method: 'GET', path: '/marketplace/shopping-candidates' },
  },
  prices: {
    /** The weekly price indexes (issue #45), as JSON and as CSV. */
    indexes: { method: 'GET', path: '/prices/indexes' },
    indexesCsv: { method: 'GET', path: '/prices/indexes.csv' },
    /** A public listing's price beside its governorate's index. */
    listingMark: { method: 'GET', path: '/prices/listings/:id' },
    /** An admin keeps a listing out of the index, or lets it back in (audited). */
    exclude: { method: 'PUT', path: '/admin/prices/exclusions/:id' },
    /** The admin's view of one point of a chart: the listings counted in it, excluded ones too. */
    pointListings: { method: 'GET', path: '/admin/prices/listings' },
  },
  selling: {
    post: { method: 'POST', path: '/products/post' },
    userProducts: { method: 'GET', path: '/products/user-products' },
    update: { method: 'PATCH', path: '/products/update-product/:id' },
    remove: { method: 'DELETE', path: '/products/delete-product/:id' },
    renew: { method: 'POST', path: '/products/:id/renew' },
    like: { method: 'POST', path: like },
    unlike: { method: 'DELETE', path: like },
  },
  savedSearches: {
    list: { method: 'GET', path: savedSearches },
    create: { method: 'POST', path: savedSearches },
    one: { method: 'PATCH', path: savedSearch },
    remove: { method: 'DELETE', path: savedSearch },
    seen: { method: 'POST', path: '/saved-searches/:id/seen' },
    favourites: { method: 'PUT', path: '/saved-searches/favourites-alert' },
    /** Buyers' requests near the user: on again after a notice's stop link, or off. */
    wantedNotices: { method: 'PUT', path: '/saved-searches/wanted-notices' },
    /** The page behind an alert's unsubscribe link reads the token (GET) and confirms with POST. */
    unsubscribe: { method: 'GET', path: unsubscribe },
    confirmUnsubscribe: { method: 'POST', path: unsubscribe },
  },
  calculator: {
    settings: { method: 'GET', path: '/calculator/settings' },
    quickCalc: { method: 'POST', path: '/calculator/quick-calc' },
    calc: { method: 'POST', path: '/calculator/calc' },
  },
  /** Wanted requests and their offers (issue #44). */
  wanted: {
    list: { method: 'GET', path: wanted },
    create: { method: 'POST', path: wanted },
    /** Open requests in the governorates where the caller sells. */
    nearMe: { method: 'GET', path: '/wanted/near-me' },
    mine: { method: 'GET', path: '/wanted/mine' },
    /** The directory shops and engineers an admin linked to the caller: they may answer as them. */
    myEntries: { method: 'GET', path: '/wanted/my-entries' },
    one: { method: 'GET', path: '/wanted/:id' },
    report: { method: 'POST', path: '/wanted/:id/report' },
    /** All offers for the request's buyer; the caller's own for an answerer. */
    offers: { method: 'GET', path: wantedOffers },
    createOffer: { method: 'POST', path: wantedOffers },
    /** An offer by its own id (one param per path: the web's path builders take one). */
    updateOffer: { method: 'PUT', path: '/wanted-offers/:id' },
    acceptOffer: { method: 'POST', path: '/wanted-offers/:id/accept' },
  },
  directory: {
    engineers: { method: 'GET', path: '/marketplace/getAllEngineer' },
    searchEngineers: { method: 'GET', path: '/marketplace/filters-engineer' },
    engineer: { method: 'GET', path: '/marketplace/getOneEngineer/:id' },
    shops: { method: 'GET', path: '/marketplace/getAllShops' },
    searchShops: { method: 'GET', path: '/marketplace/filters-shop' },
    shop: { method: 'GET', path: '/marketplace/getOneShop/:id' },
    ads: { method: 'GET', path: '/marketplace/getAllAds' },
    searchAds: { method: 'GET', path: '/marketplace/filters-ads' },
    requestJoin: { method: 'POST', path: '/marketplace/request-join' },
  },
  admin: {
    dashboard: { method: 'GET', path: '/admin/dashboard' },
    products: { method: 'GET', path: '/admin/products' },
    approve: { method: 'POST', path: '/admin/products/:id/approve' },
    reject: { method: 'POST', path: '/admin/products/:id/reject' },
    feature: { method: 'POST', path: '/admin/products/:id/feature' },
    takedown: { method: 'POST', path: '/admin/products/:id/takedown' },
    reports: { method: 'GET', path: '/admin/reports' },
    /** `:id` is the reported listing's id. */
    dismissReports: { method: 'POST', path: '/admin/reports/:id/dismiss' },
    takedownReported: { method: 'POST', path: '/admin/reports/:id/takedown' },
    users: { method: 'GET', path: '/admin/users' },
    verifyUser: { method: 'POST', path: '/admin/users/:id/verify' },
    suspendUser: { method: 'POST', path: '/admin/users/:id/suspend' },
    stopAlerts: { method: 'POST', path: '/admin/users/:id/alerts' },
    settings: { method: 'GET', path: adminSettings },
    updateSettings: { method: 'PUT', path: adminSettings },
    calculatorSettings: { method: 'GET', path: adminCalculatorSettings },
    updateCalculatorSettings: { method: 'PUT', path: adminCalculatorSettings },
    auditLog: { method: 'GET', path: '/admin/audit-log' },
    engineers: { method: 'GET', path: adminEngineers },
    createEngineer: { method: 'POST', path: adminEngineers },
    engineer: { method: 'GET', path: adminEngineer },
    updateEngineer: { method: 'PUT', path: adminEngineer },
    deleteEngineer: { method: 'DELETE', path: adminEngineer },
    /** Link an engineer to a user account (by its phone or e-mail) or unlink it (audited). */
    linkEngineerOwner: { method: 'PUT', path: '/admin/engineers/:id/owner' },
    unlinkEngineerOwner: { method: 'DELETE', path: '/admin/engineers/:id/owner' },
    shops: { method: 'GET', path: adminShops },
    createShop: { method: 'POST', path: adminShops },
    shop: { method: 'GET', path: adminShop },
    updateShop: { method: 'PUT', path: adminShop },
    deleteShop: { method: 'DELETE', path: adminShop },
    linkShopOwner: { method: 'PUT', path: '/admin/shops/:id/owner' },
    unlinkShopOwner: { method: 'DELETE', path: '/admin/shops/:id/owner' },
    ads: { method: 'GET', path: adminAds },
    createAd: { method: 'POST', path: adminAds },
    ad: { method: 'GET', path: adminAd },
    updateAd: { method: 'PUT', path: adminAd },
    deleteAd: { method: 'DELETE', path: adminAd },
    joinRequests: { method: 'GET', path: '/admin/join-requests' },
    joinRequest: { method: 'GET', path: '/admin/join-requests/:id' },
    joinRequestStatus: { method: 'POST', path: '/admin/join-requests/:id/status' },
    wanted: { method: 'GET', path: '/admin/wanted' },
    /** Approve, reject or take down a wanted request (audited). */
    decideWanted: { method: 'POST', path: '/admin/wanted/:id/decision' },
    dismissWantedReports: { method: 'POST', path: '/admin/wanted/:id/reports/dismiss' },
    takedownOffer: { method: 'POST', path: '/admin/wanted-offers/:id/takedown' },
  },
  /** Only with the development outbox (NOTIFY_TRANSPORT=outbox); never in production. */
  dev: {
    outbox: { method: 'GET', path: '/dev/outbox' },
    runAlerts: { method: 'POST', path: '/dev/alerts/run' },
    runPriceIndex: { method: 'POST', path: '/dev/prices/run' },
  },
  /** Only when the benchmark builds the app (`npm run bench`). */
  bench: {
    bare: { method: 'GET', path: '/bench/bare' },
    indexed: { method: 'GET', path: '/bench/indexed' },
  },
} as const satisfies Record<string, Record<string, ApiRoute>>;

/** The names of a path's `:params`: `'/a/:id/b/:slug'` gives `'id' | 'slug'`. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** What `pathOf` needs for a route: nothing for a path without params, else a value for each (any names for a path not known). */
export type PathParamsArg<Path extends string> = string extends Path
  ? [params?: Record<string, string>]
  : [PathParamNames<Path>] extends [never]
    ? []
    : [params: Record<PathParamNames<Path>, string>];

const PARAM = /:([A-Za-z0-9_]+)/g;

/** The names of a path's `:params`, in order. */
export const paramNamesOf = (path: string): string[] => Array.from(path.matchAll(PARAM), (match) => match[1]!);

/** A route's path with its `:params` filled in, each URL-encoded; relative to `apiBase`. */
export function pathOf<Route extends ApiRoute>(route: Route, ...[params]: PathParamsArg<Route['path']>): string {
  const values: Record<string, string> = params ?? {};
  return route.path.replace(PARAM, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${route.path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}
