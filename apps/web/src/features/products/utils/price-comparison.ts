import { DEFAULT_CURRENCY } from '@solar/shared/reference/catalog';
import type { Currency } from '@solar/shared/reference/catalog';
import type { ProductFilters } from './product-filters.ts';

/**
 * The currency the list shows approximate values in, or null when it shows none. Only a list sorted by
 * price whose shown products are in more than one currency needs them: the API orders by the value in
 * US dollars (docs/product-decisions.md section 3), so without a conversion 53,000 rials before 98 dollars
 * looks wrong. The buyer's currency is the one they typed a price range in (the API reads a range without
 * one as DEFAULT_CURRENCY), else the US dollar: the order's own basis, and the money both rial regions
 * quote their rates against (docs/product-decisions.md, "Prices people can read").
 */
export function priceComparisonCurrency(filters: ProductFilters, products: readonly { currency: Currency }[]): Currency | null {
  if (filters.sort !== 'price_asc' && filters.sort !== 'price_desc') return null;
  const currencies = new Set(products.map((product) => product.currency));
  if (currencies.size < 2) return null;
  if (filters.currency) return filters.currency;
  return filters.minPrice !== undefined || filters.maxPrice !== undefined ? DEFAULT_CURRENCY : 'USD';
}
