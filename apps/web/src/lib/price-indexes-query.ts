import type { GetPriceIndexesQuery } from '@solar/shared/contract/prices';
import { CURRENCIES, type Currency } from '@solar/shared/reference/catalog';
import { findGovernorate } from '@solar/shared/reference/locations';
import { localCurrencyOf } from '@solar/shared/reference/rial-areas';
import { ALL_YEMEN } from '@solar/shared/reference/price-indexes';

/**
 * The charts' choices from an address (the public page's and the console's); anything unknown reads as
 * the default. Without a currency, a governorate's figures are in its own rial (Sana'a's or Aden's),
 * Yemen's in US dollars.
 */
export function priceIndexesQueryOf(search: URLSearchParams): GetPriceIndexesQuery {
  const asked = search.get('governorate');
  const governorate = asked && findGovernorate(asked) ? asked : ALL_YEMEN;
  const currencyParam = search.get('currency');
  const currency: Currency = (CURRENCIES as readonly string[]).includes(currencyParam ?? '') ? (currencyParam as Currency) : governorate === ALL_YEMEN ? 'USD' : (localCurrencyOf(governorate) ?? 'USD');
  return { governorate, currency };
}
