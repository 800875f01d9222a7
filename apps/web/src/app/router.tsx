import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { RouteError } from '../components/ui/route-error.tsx';
import type * as InfoRouteModule from './routes/info.tsx';
import { paths } from '../config/paths.ts';
import { withNamespacesLoaded, type LazyNamespace } from '../lib/i18n.ts';
import { prefetchProductsScreen } from '../features/products/api/prefetch-products-screen.ts';
import { getPriceIndexesQueryOptions } from '../api/get-price-indexes.ts';
import { priceIndexesQueryOf } from '../lib/price-indexes-query.ts';
import { RootLayout, RootLayoutFallback } from './root-layout.tsx';

/**
 * Every screen of docs/product-brief.md section 2, each its own chunk. The products loader starts the list's request
 * while the screen's code downloads, instead of after it; it does not wait for the answer.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const productsRoute = {
    loader: ({ request }: { request: Request }) => {
      // The list under the URL's filters and the ad banner start together, while the screen's code downloads.
      prefetchProductsScreen(queryClient, request.url);
      return null;
    },
    ...screen('products', [], async () => (await import('./routes/products.tsx')).ProductsRoute),
  } satisfies RouteObject;

  // A result's short link and the calculator's own address are one screen. On the server only, the result
  // a link opens is asked for while the screen loads, so the page carries it (a visitor's own Calculate
  // in the browser asks for it itself).
  const calculatorRoute = {
    loader: async ({ request, params }: { request: Request; params: { code?: string } }) =>
      import.meta.env.SSR ? (await serverLoaders()).prefetchCalculatorPage(queryClient, params.code ?? null, new URL(request.url).searchParams) : null,
    ...screen('calculator', ['calculator', 'compatibility'], async () => (await import('./routes/calculator.tsx')).CalculatorRoute),
  } satisfies RouteObject;

  return [
    {
      path: paths.home.path,
      Component: RootLayout,
      HydrateFallback: RootLayoutFallback,
      children: [
        {
          // Pathless, so a failing screen shows its error inside the layout.
          ErrorBoundary: RouteError,
          children: [
            { index: true, ...productsRoute },
            { path: paths.products.path, ...productsRoute },
            {
              path: paths.engineers.path,
              ...screen('engineers', ['directory'], async () => (await import('./routes/engineers.tsx')).EngineersRoute),
            },
            {
              path: paths.shops.path,
              ...screen('shops', ['directory'], async () => (await import('./routes/shops.tsx')).ShopsRoute),
            },
            {
              path: paths.shopAds.path,
              ...screen('shop-ads', ['directory'], async () => (await import('./routes/shop-ads.tsx')).ShopAdsRoute),
            },
            { path: paths.calculator.path, ...calculatorRoute },
            { path: paths.calculatorResult.path, ...calculatorRoute },
            {
              path: paths.prices.path,
              // The figures start with the screen's code; on the server the page carries them.
              loader: ({ request }: { request: Request }) => {
                void queryClient.prefetchQuery(getPriceIndexesQueryOptions(priceIndexesQueryOf(new URL(request.url).searchParams)));
                return null;
              },
              ...screen('prices', ['prices'], async () => (await import('./routes/prices.tsx')).PricesRoute),
            },
            {
              path: paths.updateProfile.path,
              ...screen('update-profile', ['auth'], async () => (await import('./routes/update-profile.tsx')).UpdateProfileRoute),
            },
            {
              path: paths.myProducts.path,
              ...screen('my-products', ['selling'], async () => (await import('./routes/my-products.tsx')).MyProductsRoute),
            },
            {
              path: paths.savedSearches.path,
              ...screen('saved-searches', [], async () => (await import('./routes/saved-searches.tsx')).SavedSearchesRoute),
            },
            {
              path: paths.wanted.path,
              // On the server only, so the page carries the list (decision 013); signed-out, as the server renders.
              loader: async ({ request }: { request: Request }) => {
                if (!import.meta.env.SSR) return null;
                const { getWantedListQueryOptions, wantedFiltersOf } = await serverLoaders();
                void queryClient.prefetchQuery(getWantedListQueryOptions(wantedFiltersOf(new URL(request.url).searchParams, false)));
                return null;
              },
              ...screen('wanted', [], async () => (await import('./routes/wanted.tsx')).WantedRoute),
            },
            {
              path: paths.wantedNew.path,
              ...screen('wanted-new', ['selling'], async () => (await import('./routes/wanted-new.tsx')).WantedNewRoute),
            },
            {
              path: paths.wantedRequest.path,
              loader: async ({ params }: { params: { id?: string } }) => {
                if (import.meta.env.SSR && params.id) void queryClient.prefetchQuery((await serverLoaders()).getWantedRequestQueryOptions(params.id));
                return null;
              },
              ...screen('wanted-request', ['selling'], async () => (await import('./routes/wanted-request.tsx')).WantedRequestRoute),
            },
            {
              path: paths.unsubscribe.path,
              ...screen('unsubscribe', [], async () => (await import('./routes/unsubscribe.tsx')).UnsubscribeRoute),
            },
            {
              path: paths.product.path,
              // On the server only: the browser's screen asks for the listing itself, and for the seller's
              // other listings when the reader scrolls near them.
              loader: async ({ params }: { params: { id?: string } }) => {
                if (import.meta.env.SSR && params.id) (await serverLoaders()).prefetchProductPage(queryClient, params.id);
                return null;
              },
              ...screen('product-detail', ['compatibility'], async () => (await import('./routes/product-detail.tsx')).ProductDetailRoute),
            },
            {
              path: paths.seller.path,
              ...screen('seller', [], async () => (await import('./routes/seller.tsx')).SellerRoute),
            },
            {
              path: paths.engineer.path,
              ...screen('engineer-detail', ['directory'], async () => (await import('./routes/engineer-detail.tsx')).EngineerDetailRoute),
            },
            {
              path: paths.shop.path,
              ...screen('shop-detail', ['directory'], async () => (await import('./routes/shop-detail.tsx')).ShopDetailRoute),
            },
            {
              path: paths.signup.path,
              ...screen('signup', ['auth'], async () => (await import('./routes/signup.tsx')).SignupRoute),
            },
            {
              path: paths.verifyOtp.path,
              ...screen('verify-otp', ['auth'], async () => (await import('./routes/verify-otp.tsx')).VerifyOtpRoute),
            },
            {
              path: paths.forgotPassword.path,
              ...screen('forgot-password', ['auth'], async () => (await import('./routes/forgot-password.tsx')).ForgotPasswordRoute),
            },
            {
              path: paths.resetPassword.path,
              ...screen('reset-password', ['auth'], async () => (await import('./routes/reset-password.tsx')).ResetPasswordRoute),
            },
            ...infoRoutes,
            adminRoute,
            { path: '*', element: <Navigate to={paths.products.getHref()} replace /> },
          ],
        },
      ],
    },
  ];
}

/**
 * What only the server's loaders run: imported on demand, so the browser's start-up file does not carry the
 * calculator's sizing, the listing page's and the wanted screens' queries that it never calls from here.
 */
const serverLoaders = () => import('./server-loaders.ts');

/** A screen whose texts are a lazy namespace (lib/i18n.ts): its code and its catalogue download together. */
function withNamespaces(namespaces: readonly LazyNamespace[], load: () => Promise<RouteObject['Component']>) {
  return async () => ({ Component: await withNamespacesLoaded(namespaces, load) });
}

/**
 * The files of a public screen, which the server announces in the page it renders (its module under
 * `app/routes/`, and its lazy namespaces): the browser fetches them beside the shell, not one round trip
 * after it (docs/decisions/013-server-rendering.md, "The screen's files in the page").
 */
export interface ScreenFiles {
  module: string;
  namespaces: readonly LazyNamespace[];
}

/** A lazy public screen: `module` names its file under `app/routes/` (`load` imports it). */
function screen(module: string, namespaces: readonly LazyNamespace[], load: () => Promise<RouteObject['Component']>) {
  const files: ScreenFiles = { module, namespaces };
  return { lazy: withNamespaces(namespaces, load), handle: { files } };
}

type InfoRoutes = typeof InfoRouteModule;

/** The site's own pages (footer): one chunk and the `info` catalogue, loaded only when one is opened. */
const infoRoute = (path: string, pick: (module: InfoRoutes) => RouteObject['Component']): RouteObject => ({
  path,
  ...screen('info', ['info'], async () => pick(await import('./routes/info.tsx'))),
});
const infoRoutes: RouteObject[] = [
  infoRoute(paths.about.path, (module) => module.AboutRoute),
  infoRoute(paths.terms.path, (module) => module.TermsRoute),
  infoRoute(paths.privacy.path, (module) => module.PrivacyRoute),
  infoRoute(paths.safety.path, (module) => module.SafetyRoute),
  infoRoute(paths.contact.path, (module) => module.ContactRoute),
];

/** A console screen, its code fetched only when an admin opens it. */
const adminScreen = (path: string | undefined, load: () => Promise<{ Component: RouteObject['Component'] }>): RouteObject =>
  path === undefined ? { index: true, lazy: load } : { path, lazy: load };

/**
 * /admin: its own chunks and its own translation catalogues, none of which a public page downloads
 * (`npm run bench` checks the public bundle for them).
 */
const adminRoute: RouteObject = {
  path: paths.admin.path,
  lazy: withNamespaces(['admin', 'admin-directory', 'directory', 'selling', 'auth'], async () => (await import('./routes/admin.tsx')).AdminRoute),
  children: [
    adminScreen(undefined, async () => ({ Component: (await import('../features/admin/components/dashboard/dashboard-screen.tsx')).DashboardScreen })),
    adminScreen(paths.admin.review.path, async () => ({ Component: (await import('../features/admin/components/review/review-queue-screen.tsx')).ReviewQueueScreen })),
    adminScreen(paths.admin.reports.path, async () => ({ Component: (await import('../features/admin/components/reports/reports-screen.tsx')).ReportsScreen })),
    adminScreen(paths.admin.wanted.path, async () => ({ Component: (await import('../features/admin/components/wanted/wanted-queue-screen.tsx')).WantedQueueScreen })),
    adminScreen(paths.admin.users.path, async () => ({ Component: (await import('../features/admin/components/users/users-screen.tsx')).UsersScreen })),
    adminScreen(paths.admin.settings.path, async () => ({ Component: (await import('../features/admin/components/settings/settings-screen.tsx')).SettingsScreen })),
    adminScreen(paths.admin.auditLog.path, async () => ({ Component: (await import('../features/admin/components/audit/audit-log-screen.tsx')).AuditLogScreen })),
    adminScreen(paths.admin.joinRequests.path, async () => ({ Component: (await import('../features/admin/components/directory/join-requests-screen.tsx')).JoinRequestsScreen })),
    adminScreen(paths.admin.engineers.path, async () => ({ Component: (await import('../features/admin/components/directory/engineers-screen.tsx')).EngineersScreen })),
    adminScreen(paths.admin.newEngineer.path, async () => ({ Component: (await import('../features/admin/components/directory/engineer-form-screen.tsx')).EngineerFormScreen })),
    adminScreen(paths.admin.editEngineer.path, async () => ({ Component: (await import('../features/admin/components/directory/engineer-form-screen.tsx')).EngineerFormScreen })),
    adminScreen(paths.admin.shops.path, async () => ({ Component: (await import('../features/admin/components/directory/shops-screen.tsx')).ShopsScreen })),
    adminScreen(paths.admin.newShop.path, async () => ({ Component: (await import('../features/admin/components/directory/shop-form-screen.tsx')).ShopFormScreen })),
    adminScreen(paths.admin.editShop.path, async () => ({ Component: (await import('../features/admin/components/directory/shop-form-screen.tsx')).ShopFormScreen })),
    adminScreen(paths.admin.ads.path, async () => ({ Component: (await import('../features/admin/components/directory/ads-screen.tsx')).AdsScreen })),
    adminScreen(paths.admin.newAd.path, async () => ({ Component: (await import('../features/admin/components/directory/ad-form-screen.tsx')).AdFormScreen })),
    adminScreen(paths.admin.editAd.path, async () => ({ Component: (await import('../features/admin/components/directory/ad-form-screen.tsx')).AdFormScreen })),
    // The public page's charts and their texts (the `prices` catalogue), loaded with the screen.
    adminScreen(paths.admin.prices.path, () =>
      withNamespacesLoaded(['prices'], async () => ({ Component: (await import('../features/admin/components/prices/price-index-screen.tsx')).PriceIndexScreen })),
    ),
  ],
};
