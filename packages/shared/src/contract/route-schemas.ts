import type { z } from 'zod';
import {
  AdInputSchema, AdminAdPageSchema, AdminAdResponseSchema, AdminDirectoryQuerySchema, AdminEngineerPageSchema, AdminEngineerResponseSchema,
  AdminJoinRequestPageSchema, AdminJoinRequestResponseSchema, AdminJoinRequestsQuerySchema, AdminShopPageSchema, AdminShopResponseSchema,
  DeletedResponseSchema, EngineerInputSchema, EntryOwnerResponseSchema, JoinRequestStatusBodySchema, LinkOwnerBodySchema, ShopInputSchema,
} from './admin-directory.ts';
import {
  AdminProductPageSchema, AdminProductResponseSchema, AdminSettingsResponseSchema, AdminUserPageSchema, AdminUserResponseSchema, AdminUsersQuerySchema,
  AuditPageSchema, AuditQuerySchema, DashboardResponseSchema, DismissReportsResponseSchema, FeatureBodySchema, ReasonBodySchema, ReportGroupPageSchema,
  StopAlertsBodySchema, SuspendUserBodySchema, UpdateAdminSettingsBodySchema, UserIdParamsSchema, VerifyUserBodySchema,
} from './admin.ts';
import { RegisterBodySchema, RegisterResponseSchema } from './auth-signup.ts';
import {
  AuthResponseSchema, IdentifierBodySchema, IdentifierParamsSchema, LoginBodySchema, OtpBodySchema, ResetPasswordBodySchema, ResetTokenResponseSchema,
  UpdateProfileBodySchema, UploadResponseSchema, UserResponseSchema,
} from './auth.ts';
import { CalcBodySchema, CalcResponseSchema, CalculatorSettingsResponseSchema, CalculatorSettingsSchema, QuickCalcBodySchema, QuickCalcResponseSchema } from './calculator.ts';
import { EmptyResponseSchema, MessageResponseSchema } from './common.ts';
import { CompatibleResponseSchema, PriceReferenceResponseSchema, ShoppingCandidatesQuerySchema, ShoppingCandidatesResponseSchema } from './compatibility.ts';
import { AlertRoundResponseSchema, OutboxQuerySchema, OutboxResponseSchema, PriceIndexRunResponseSchema } from './dev.ts';
import {
  AdPageSchema, AdsQuerySchema, DirectoryIdParamsSchema, EngineerPageSchema, EngineerResponseSchema, EngineersQuerySchema, JoinRequestBodySchema,
  JoinRequestResponseSchema, ShopPageSchema, ShopResponseSchema, ShopsQuerySchema,
} from './directory.ts';
import { HealthResponseSchema, ReadyResponseSchema } from './health.ts';
import {
  ExcludeFromIndexBodySchema, ExclusionResponseSchema, GetPriceIndexesQuerySchema, PointListingsQuerySchema, PointListingsResponseSchema, PriceIndexesCsvSchema,
  PriceIndexesResponseSchema, PriceMarkResponseSchema,
} from './prices.ts';
import {
  BrowseProductsQuerySchema, ProductDetailResponseSchema, ProductFacetsResponseSchema, ProductIdParamsSchema, ProductPageSchema, ProductViewResponseSchema,
  ReportProductBodySchema, SellerIdParamsSchema, SellerProductPageSchema, SellerProductsQuerySchema, SellerProfileResponseSchema,
} from './products.ts';
import type { ApiRoute, routes } from './routes.ts';
import {
  CreateSavedSearchBodySchema, FavouritesAlertBodySchema, FavouritesAlertResponseSchema, SavedSearchIdParamsSchema, SavedSearchListResponseSchema,
  SavedSearchResponseSchema, UnsubscribeParamsSchema, UnsubscribeResponseSchema, UpdateSavedSearchBodySchema, WantedNoticesBodySchema, WantedNoticesResponseSchema,
} from './saved-searches.ts';
import {
  AdminProductsQuerySchema, ApproveProductBodySchema, CreateProductBodySchema, IdempotencyHeadersSchema, LikeResponseSchema, OwnProductPageSchema,
  OwnProductResponseSchema, RejectProductBodySchema, UpdateProductBodySchema, UserProductsQuerySchema,
} from './selling.ts';
import { PublicSettingsResponseSchema } from './settings.ts';
import {
  AdminWantedPageSchema, AdminWantedQuerySchema, CreateWantedBodySchema, OfferBodySchema, OfferIdParamsSchema, OfferListResponseSchema, OfferResponseSchema,
  MyEntriesResponseSchema, OwnWantedRequestsResponseSchema, ReportWantedBodySchema, TakedownOfferBodySchema, WantedDecisionBodySchema, WantedIdParamsSchema, WantedListQuerySchema,
  WantedRequestPageSchema, WantedRequestResponseSchema,
} from './wanted.ts';

/**
 * What each route of `routes.ts` takes and answers: the zod schemas of its params, query, body and headers,
 * and of its success answer. Keyed exactly as `routes` (the typecheck fails on a route left out or one too
 * many). The API registers each route with these very schema objects (`features/docs/routes.test.ts` holds it
 * to that, and outside production every answer is checked against its schema), and the web takes its answer
 * types from here, type-only: `routes.ts` stays plain data for the first screen, and this file, which loads
 * zod and the contract, is never in the browser's JavaScript.
 */
export interface RouteSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  /** The success answer (200 or 201). Absent only for the benchmark's routes, which answer without a schema. */
  response?: z.ZodType;
}

type RouteSchemaTable = { readonly [Group in keyof typeof routes]: { readonly [Name in keyof (typeof routes)[Group]]: RouteSchemas } };

const byProduct = { params: ProductIdParamsSchema } as const;
const byUser = { params: UserIdParamsSchema } as const;
const byEntry = { params: DirectoryIdParamsSchema } as const;
const bySavedSearch = { params: SavedSearchIdParamsSchema } as const;
const byWanted = { params: WantedIdParamsSchema } as const;
const byOffer = { params: OfferIdParamsSchema } as const;

export const routeSchemas = {
  health: {
    health: { response: HealthResponseSchema },
    ready: { response: ReadyResponseSchema },
  },
  auth: {
    register: { body: RegisterBodySchema, response: RegisterResponseSchema },
    verifyOtp: { params: IdentifierParamsSchema, body: OtpBodySchema, response: AuthResponseSchema },
    requestOtp: { body: IdentifierBodySchema, response: MessageResponseSchema },
    login: { body: LoginBodySchema, response: AuthResponseSchema },
    logout: { response: MessageResponseSchema },
    profile: { response: UserResponseSchema },
    updateProfile: { body: UpdateProfileBodySchema, response: UserResponseSchema },
    forgotPassword: { body: IdentifierBodySchema, response: MessageResponseSchema },
    verifyForgotPassword: { params: IdentifierParamsSchema, body: OtpBodySchema, response: ResetTokenResponseSchema },
    resetPassword: { body: ResetPasswordBodySchema, response: MessageResponseSchema },
  },
  uploads: {
    // The body is multipart (one picture), read by the upload plugin, not a zod schema.
    image: { response: UploadResponseSchema },
  },
  settings: {
    public: { response: PublicSettingsResponseSchema },
  },
  products: {
    browse: { query: BrowseProductsQuerySchema, response: ProductPageSchema },
    search: { query: BrowseProductsQuerySchema, response: ProductPageSchema },
    facets: { query: BrowseProductsQuerySchema, response: ProductFacetsResponseSchema },
    detail: { ...byProduct, response: ProductDetailResponseSchema },
    view: { ...byProduct, response: ProductViewResponseSchema },
    report: { ...byProduct, body: ReportProductBodySchema, response: MessageResponseSchema },
    seller: { params: SellerIdParamsSchema, response: SellerProfileResponseSchema },
    sellerProducts: { params: SellerIdParamsSchema, query: SellerProductsQuerySchema, response: SellerProductPageSchema },
    compatible: { ...byProduct, response: CompatibleResponseSchema },
    priceReference: { ...byProduct, response: PriceReferenceResponseSchema },
    shoppingCandidates: { query: ShoppingCandidatesQuerySchema, response: ShoppingCandidatesResponseSchema },
  },
  prices: {
    indexes: { query: GetPriceIndexesQuerySchema, response: PriceIndexesResponseSchema },
    indexesCsv: { query: GetPriceIndexesQuerySchema, response: PriceIndexesCsvSchema },
    listingMark: { ...byProduct, response: PriceMarkResponseSchema },
    exclude: { ...byProduct, body: ExcludeFromIndexBodySchema, response: ExclusionResponseSchema },
    pointListings: { query: PointListingsQuerySchema, response: PointListingsResponseSchema },
  },
  selling: {
    post: { body: CreateProductBodySchema, headers: IdempotencyHeadersSchema, response: OwnProductResponseSchema },
    userProducts: { query: UserProductsQuerySchema, response: OwnProductPageSchema },
    update: { ...byProduct, body: UpdateProductBodySchema, response: OwnProductResponseSchema },
    remove: { ...byProduct, response: MessageResponseSchema },
    renew: { ...byProduct, response: OwnProductResponseSchema },
    like: { ...byProduct, response: LikeResponseSchema },
    unlike: { ...byProduct, response: LikeResponseSchema },
  },
  savedSearches: {
    list: { response: SavedSearchListResponseSchema },
    create: { body: CreateSavedSearchBodySchema, response: SavedSearchResponseSchema },
    one: { ...bySavedSearch, body: UpdateSavedSearchBodySchema, response: SavedSearchResponseSchema },
    remove: { ...bySavedSearch, response: EmptyResponseSchema },
    seen: { ...bySavedSearch, response: SavedSearchResponseSchema },
    favourites: { body: FavouritesAlertBodySchema, response: FavouritesAlertResponseSchema },
    wantedNotices: { body: WantedNoticesBodySchema, response: WantedNoticesResponseSchema },
    unsubscribe: { params: UnsubscribeParamsSchema, response: UnsubscribeResponseSchema },
    confirmUnsubscribe: { params: UnsubscribeParamsSchema, response: UnsubscribeResponseSchema },
  },
  calculator: {
    settings: { response: CalculatorSettingsResponseSchema },
    quickCalc: { body: QuickCalcBodySchema, response: QuickCalcResponseSchema },
    calc: { body: CalcBodySchema, response: CalcResponseSchema },
  },
  wanted: {
    list: { query: WantedListQuerySchema, response: WantedRequestPageSchema },
    create: { body: CreateWantedBodySchema, response: WantedRequestResponseSchema },
    nearMe: { query: WantedListQuerySchema, response: WantedRequestPageSchema },
    mine: { response: OwnWantedRequestsResponseSchema },
    myEntries: { response: MyEntriesResponseSchema },
    one: { ...byWanted, response: WantedRequestResponseSchema },
    report: { ...byWanted, body: ReportWantedBodySchema, response: MessageResponseSchema },
    offers: { ...byWanted, response: OfferListResponseSchema },
    createOffer: { ...byWanted, body: OfferBodySchema, response: OfferResponseSchema },
    updateOffer: { ...byOffer, body: OfferBodySchema, response: OfferResponseSchema },
    acceptOffer: { ...byOffer, response: WantedRequestResponseSchema },
  },
  directory: {
    engineers: { query: EngineersQuerySchema, response: EngineerPageSchema },
    searchEngineers: { query: EngineersQuerySchema, response: EngineerPageSchema },
    engineer: { ...byEntry, response: EngineerResponseSchema },
    shops: { query: ShopsQuerySchema, response: ShopPageSchema },
    searchShops: { query: ShopsQuerySchema, response: ShopPageSchema },
    shop: { ...byEntry, response: ShopResponseSchema },
    ads: { query: AdsQuerySchema, response: AdPageSchema },
    searchAds: { query: AdsQuerySchema, response: AdPageSchema },
    requestJoin: { body: JoinRequestBodySchema, response: JoinRequestResponseSchema },
  },
  admin: {
    dashboard: { response: DashboardResponseSchema },
    products: { query: AdminProductsQuerySchema, response: AdminProductPageSchema },
    approve: { ...byProduct, body: ApproveProductBodySchema, response: OwnProductResponseSchema },
    reject: { ...byProduct, body: RejectProductBodySchema, response: OwnProductResponseSchema },
    feature: { ...byProduct, body: FeatureBodySchema, response: AdminProductResponseSchema },
    takedown: { ...byProduct, body: ReasonBodySchema, response: AdminProductResponseSchema },
    reports: { query: UserProductsQuerySchema, response: ReportGroupPageSchema },
    dismissReports: { ...byProduct, response: DismissReportsResponseSchema },
    takedownReported: { ...byProduct, body: ReasonBodySchema, response: AdminProductResponseSchema },
    users: { query: AdminUsersQuerySchema, response: AdminUserPageSchema },
    verifyUser: { ...byUser, body: VerifyUserBodySchema, response: AdminUserResponseSchema },
    suspendUser: { ...byUser, body: SuspendUserBodySchema, response: AdminUserResponseSchema },
    stopAlerts: { ...byUser, body: StopAlertsBodySchema, response: AdminUserResponseSchema },
    settings: { response: AdminSettingsResponseSchema },
    updateSettings: { body: UpdateAdminSettingsBodySchema, response: AdminSettingsResponseSchema },
    calculatorSettings: { response: CalculatorSettingsResponseSchema },
    updateCalculatorSettings: { body: CalculatorSettingsSchema, response: CalculatorSettingsResponseSchema },
    auditLog: { query: AuditQuerySchema, response: AuditPageSchema },
    engineers: { query: AdminDirectoryQuerySchema, response: AdminEngineerPageSchema },
    createEngineer: { body: EngineerInputSchema, response: AdminEngineerResponseSchema },
    engineer: { ...byEntry, response: AdminEngineerResponseSchema },
    updateEngineer: { ...byEntry, body: EngineerInputSchema, response: AdminEngineerResponseSchema },
    deleteEngineer: { ...byEntry, response: DeletedResponseSchema },
    linkEngineerOwner: { ...byEntry, body: LinkOwnerBodySchema, response: EntryOwnerResponseSchema },
    unlinkEngineerOwner: { ...byEntry, response: EntryOwnerResponseSchema },
    shops: { query: AdminDirectoryQuerySchema, response: AdminShopPageSchema },
    createShop: { body: ShopInputSchema, response: AdminShopResponseSchema },
    shop: { ...byEntry, response: AdminShopResponseSchema },
    updateShop: { ...byEntry, body: ShopInputSchema, response: AdminShopResponseSchema },
    deleteShop: { ...byEntry, response: DeletedResponseSchema },
    linkShopOwner: { ...byEntry, body: LinkOwnerBodySchema, response: EntryOwnerResponseSchema },
    unlinkShopOwner: { ...byEntry, response: EntryOwnerResponseSchema },
    ads: { query: AdminDirectoryQuerySchema, response: AdminAdPageSchema },
    createAd: { body: AdInputSchema, response: AdminAdResponseSchema },
    ad: { ...byEntry, response: AdminAdResponseSchema },
    updateAd: { ...byEntry, body: AdInputSchema, response: AdminAdResponseSchema },
    deleteAd: { ...byEntry, response: DeletedResponseSchema },
    joinRequests: { query: AdminJoinRequestsQuerySchema, response: AdminJoinRequestPageSchema },
    joinRequest: { ...byEntry, response: AdminJoinRequestResponseSchema },
    joinRequestStatus: { ...byEntry, body: JoinRequestStatusBodySchema, response: AdminJoinRequestResponseSchema },
    wanted: { query: AdminWantedQuerySchema, response: AdminWantedPageSchema },
    decideWanted: { ...byWanted, body: WantedDecisionBodySchema, response: WantedRequestResponseSchema },
    dismissWantedReports: { ...byWanted, response: EmptyResponseSchema },
    takedownOffer: { ...byOffer, body: TakedownOfferBodySchema, response: MessageResponseSchema },
  },
  dev: {
    outbox: { query: OutboxQuerySchema, response: OutboxResponseSchema },
    runAlerts: { response: AlertRoundResponseSchema },
    runPriceIndex: { response: PriceIndexRunResponseSchema },
  },
  bench: {
    bare: {},
    indexed: {},
  },
} as const satisfies RouteSchemaTable;

type Table = typeof routeSchemas;

/** A route by its place in the table: `'products.detail'`. */
export type RouteName = { [Group in keyof Table]: `${Group}.${keyof Table[Group] & string}` }[keyof Table];

type SchemasOf<Name extends RouteName> = Name extends `${infer Group extends keyof Table}.${infer Route}`
  ? Route extends keyof Table[Group]
    ? Table[Group][Route]
    : never
  : never;

/** The route's `{ method, path }` in `routes.ts`. */
export type RouteOf<Name extends RouteName> = Name extends `${infer Group extends keyof typeof routes}.${infer Route}`
  ? Route extends keyof (typeof routes)[Group]
    ? (typeof routes)[Group][Route] & ApiRoute
    : never
  : never;

/** What a route answers on success, as parsed JSON. */
export type RouteAnswer<Name extends RouteName> = SchemasOf<Name> extends { response: infer Schema extends z.ZodType } ? z.output<Schema> : unknown;

/** What a route's JSON body may be, as sent (before the API's trimming and defaults); `never` for a route without one. */
export type RouteBody<Name extends RouteName> = SchemasOf<Name> extends { body: infer Schema extends z.ZodType } ? z.input<Schema> : never;
