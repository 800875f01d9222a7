// The queries the server's route loaders start while a screen renders (router.tsx `serverLoaders`).
export { prefetchCalculatorPage } from '../features/calculator/api/prefetch-calculator-page.ts';
export { prefetchProductPage } from '../features/products/api/prefetch-product-page.ts';
export { getWantedListQueryOptions, getWantedRequestQueryOptions, wantedFiltersOf } from '../features/wanted/api/wanted.ts';
