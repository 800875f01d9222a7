import { Navigate, createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { RouteError } from '../components/ui/route-error.tsx';
import { paths } from '../config/paths.ts';
import { prefetchProductsScreen } from '../features/products/api/prefetch-products-screen.ts';
import { RootLayout, RootLayoutFallback } from './root-layout.tsx';

/**
 * Every screen of spec section 2, each its own chunk. The products loader starts the list's request
 * while the screen's code downloads, instead of after it; it does not wait for the answer.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const productsRoute = {
    loader: ({ request }: { request: Request }) => {
      // The list under the URL's filters and the ad banner start together, while the screen's code downloads.
      prefetchProductsScreen(queryClient, request.url);
      return null;
    },
    lazy: async () => ({ Component: (await import('./routes/products.tsx')).ProductsRoute }),
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
              lazy: async () => ({ Component: (await import('./routes/engineers.tsx')).EngineersRoute }),
            },
            {
              path: paths.shops.path,
              lazy: async () => ({ Component: (await import('./routes/shops.tsx')).ShopsRoute }),
            },
            {
              path: paths.shopAds.path,
              lazy: async () => ({ Component: (await import('./routes/shop-ads.tsx')).ShopAdsRoute }),
            },
            {
              path: paths.calculator.path,
              lazy: async () => ({ Component: (await import('./routes/calculator.tsx')).CalculatorRoute }),
            },
            {
              path: paths.updateProfile.path,
              lazy: async () => ({ Component: (await import('./routes/update-profile.tsx')).UpdateProfileRoute }),
            },
            {
              path: paths.myProducts.path,
              lazy: async () => ({ Component: (await import('./routes/my-products.tsx')).MyProductsRoute }),
            },
            {
              path: paths.product.path,
              lazy: async () => ({ Component: (await import('./routes/product-detail.tsx')).ProductDetailRoute }),
            },
            {
              path: paths.engineer.path,
              lazy: async () => ({ Component: (await import('./routes/engineer-detail.tsx')).EngineerDetailRoute }),
            },
            {
              path: paths.shop.path,
              lazy: async () => ({ Component: (await import('./routes/shop-detail.tsx')).ShopDetailRoute }),
            },
            {
              path: paths.signup.path,
              lazy: async () => ({ Component: (await import('./routes/signup.tsx')).SignupRoute }),
            },
            {
              path: paths.verifyOtp.path,
              lazy: async () => ({ Component: (await import('./routes/verify-otp.tsx')).VerifyOtpRoute }),
            },
            {
              path: paths.forgotPassword.path,
              lazy: async () => ({ Component: (await import('./routes/forgot-password.tsx')).ForgotPasswordRoute }),
            },
            {
              path: paths.resetPassword.path,
              lazy: async () => ({ Component: (await import('./routes/reset-password.tsx')).ResetPasswordRoute }),
            },
            { path: '*', element: <Navigate to={paths.products.getHref()} replace /> },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
