// What a server-rendered page says about itself to search engines and to the apps a link is shared in
// (docs/decisions/013-server-rendering.md): title, description, canonical URL, the other language's
// address, and an Open Graph card with a picture: on listings, engineers and shops with the price and the
// city, on a calculator result with its sizes (a picture the API draws), on the home page and calculator
// with the site's own picture.
import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { Language } from '@solar/shared/contract/common';
import type { EngineerResponse, ShopResponse } from '@solar/shared/contract/directory';
import { calculatorLinkCode } from '@solar/shared/domain/calculator-link';
import { resultSummaryValues } from '@solar/shared/domain/calculator-summary';
import { findGovernorate } from '@solar/shared/reference/locations';
import { getCalculatorResultQueryOptions } from '../features/calculator/api/get-calculator-result.ts';
import { fromLinkQuery, fromShortCode } from '../features/calculator/utils/share-state.ts';
import { priceIndexesQueryOf } from '../lib/price-indexes-query.ts';
import { directoryProfileQueryKey } from '../features/directory/api/directory-entries.ts';
import type { ProductDetailResponse } from '../features/products/api/get-product.ts';
import type { SellerProfileResponse } from '../features/products/api/get-seller.ts';
import { getWantedRequestQueryOptions } from '../features/wanted/api/wanted.ts';
import { clipText } from '../lib/clip-text.ts';
import { formatPrice } from '../lib/format.ts';
import { LANGUAGE_PARAM } from '../lib/i18n.ts';
import { getLocationNames } from '../lib/location-names.ts';

export interface PageMetadata {
  status: number;
  title: string;
  description: string;
  canonical: string;
  /** The page in each language, for `hreflang` alternates. */
  alternates: Record<Language | 'x-default', string>;
  /** Open Graph and Twitter card properties; absent on list pages and on a missing subject. */
  card?: { type: 'product' | 'profile' | 'business.business' | 'website'; title: string; description: string; image: string; imageAlt: string };
}

/** The page's address in a language: Arabic is the bare address, English adds `?lang=en`. */
export function addressIn(url: URL, language: Language): string {
  const address = new URL(url.pathname + url.search, url.origin);
  address.searchParams.delete(LANGUAGE_PARAM);
  if (language !== 'ar') address.searchParams.set(LANGUAGE_PARAM, language);
  return address.toString();
}

const DESCRIPTION_LENGTH = 160;
const clip = (text: string) => clipText(text, DESCRIPTION_LENGTH);

const LIST_TITLES: Record<string, string> = {
  '/': 'pages.products',
  '/products': 'pages.products',
  '/engineers': 'pages.engineers',
  '/shops': 'pages.shops',
  '/shop-ads': 'pages.shopAds',
  '/calculator': 'pages.calculator',
  '/prices': 'pages.prices',
  '/signup': 'pages.signup',
  '/verify-otp': 'pages.verifyOtp',
  '/forgot-password': 'pages.forgotPassword',
  '/reset-password': 'pages.resetPassword',
  '/update-profile': 'pages.updateProfile',
  '/my-products': 'pages.myProducts',
};

/** The site's own pages (issue #17): each with its own description, from the `info` catalogue. */
const INFO_PAGES: Record<string, 'about' | 'terms' | 'privacy' | 'safety' | 'contact'> = {
  '/about': 'about',
  '/terms': 'terms',
  '/privacy': 'privacy',
  '/safety': 'safety',
  '/contact': 'contact',
};

const DETAIL = /^\/(product|engineer|shop)\/([^/]+)$/;
const CALCULATOR_RESULT = /^\/c\/([^/]+)$/;
const WANTED_REQUEST = /^\/wanted\/([^/]+)$/;
const SELLER = /^\/seller\/([^/]+)$/;

/** Whether the subject's query failed with 404 (missing, hidden, or not public). */
function isMissing(queryClient: QueryClient, key: readonly unknown[]): boolean {
  const { error, status } = queryClient.getQueryState(key) ?? {};
  return status === 'error' && (error as { status?: number } | null)?.status === 404;
}

export function pageMetadata({ url, language, queryClient, t }: { url: URL; language: Language; queryClient: QueryClient; t: TFunction }): PageMetadata {
  const site = t('common:app.name');
  const base = {
    canonical: addressIn(url, language),
    alternates: { ar: addressIn(url, 'ar'), en: addressIn(url, 'en'), 'x-default': addressIn(url, 'ar') },
  };
  const plain = (title: string, status = 200): PageMetadata => ({ ...base, status, title: `${title} | ${site}`, description: t('common:app.description') });

  // The site's own picture (API: /og/site/{language}.png), in the page's language.
  const siteImage = new URL(`/og/site/${language}.png`, url.origin).toString();
  if (url.pathname === '/') {
    return { ...plain(t('common:pages.products')), card: { type: 'website', title: site, description: t('common:app.description'), image: siteImage, imageAlt: site } };
  }
  if (url.pathname === '/prices') {
    // The picture is the page's first chart in its place and currency (API: /og/prices/…), so a shared link previews it.
    const { governorate, currency } = priceIndexesQueryOf(url.searchParams);
    const title = t('common:pages.prices');
    const description = t('prices:description');
    const image = new URL(`/og/prices/${language}/${governorate}/${currency}.png`, url.origin).toString();
    return { ...plain(title), description, card: { type: 'website', title, description, image, imageAlt: t('prices:metric.panel-per-w') } };
  }
  const resultPath = CALCULATOR_RESULT.exec(url.pathname);
  if (resultPath || url.pathname === '/calculator') {
    const link = resultPath ? fromShortCode(decodeURIComponent(resultPath[1]!)) : fromLinkQuery(url.searchParams);
    const page = plain(t('common:pages.calculator'));
    const generic = { ...page, card: { type: 'website' as const, title: t('common:pages.calculator'), description: t('calculator:page.intro'), image: siteImage, imageAlt: site } };
    const code = calculatorLinkCode(link);
    const dto = link.showResult && code ? queryClient.getQueryData(getCalculatorResultQueryOptions(link).queryKey) : undefined;
    if (!dto || !code) return generic;
    const place = dto.userInput.governorate ? findGovernorate(dto.userInput.governorate)?.[language] : undefined;
    const values = {
      ...resultSummaryValues(dto, language),
      place: place ? t('calculator:share.place', { governorate: place }) : '',
      kind: t(`calculator:batteryKind.${dto.battery.type}`),
    };
    const title = t('calculator:share.cardTitle', values);
    const description = clip(t('calculator:share.cardDescription', values));
    const image = new URL(`/og/calculator/${language}/${encodeURIComponent(code)}.png`, url.origin).toString();
    return { ...page, title: `${title} | ${site}`, description, card: { type: 'website', title, description, image, imageAlt: title } };
  }

  if (url.pathname === '/wanted' || url.pathname === '/wanted/new') {
    const title = t(url.pathname === '/wanted' ? 'wanted:list.title' : 'wanted:form.title');
    return { ...plain(title), description: t('wanted:list.intro'), card: { type: 'website', title, description: t('wanted:list.intro'), image: siteImage, imageAlt: site } };
  }
  const wantedPath = WANTED_REQUEST.exec(url.pathname);
  if (wantedPath) {
    const key = getWantedRequestQueryOptions(decodeURIComponent(wantedPath[1]!)).queryKey;
    const request = queryClient.getQueryData(key)?.data;
    if (!request || isMissing(queryClient, key)) return plain(t('wanted:request.notFound'), 404);
    const { city, governorate } = getLocationNames(request.governorate, request.city, language);
    const budget = request.budget ? t('wanted:card.budget', { budget: formatPrice(request.budget, request.currency) }) : t('wanted:card.noBudget');
    const title = t('wanted:meta.title', { title: request.title });
    const description = clip(`${t('wanted:card.where', { city, governorate })} · ${budget} · ${t('wanted:card.offers', { count: request.offersCount })}${request.description ? ` · ${request.description}` : ''}`);
    return { ...base, status: 200, title: `${title} | ${site}`, description, card: { type: 'website', title, description, image: siteImage, imageAlt: site } };
  }

  const infoPage = INFO_PAGES[url.pathname];
  if (infoPage) return { ...plain(t(`common:pages.${infoPage}`)), description: t(`info:${infoPage}.description`) };

  const sellerPath = SELLER.exec(url.pathname);
  if (sellerPath) {
    const key = ['products', 'seller', decodeURIComponent(sellerPath[1]!)];
    const seller = queryClient.getQueryData<SellerProfileResponse>(key)?.data;
    if (!seller || isMissing(queryClient, key)) return plain(t('products:sellerPage.notFoundTitle'), 404);
    const description = clip(`${t('products:sellerPage.count', { count: seller.listingsCount })} · ${t('common:app.description')}`);
    return { ...plain(seller.name), description };
  }
  const detail = DETAIL.exec(url.pathname);
  if (!detail) return plain(t(`common:${LIST_TITLES[url.pathname] ?? 'pages.products'}`));
  const [, kind, rawId] = detail as unknown as [string, 'product' | 'engineer' | 'shop', string];
  const id = decodeURIComponent(rawId);
  const image = (path: string) => new URL(`/og/${path}/${encodeURIComponent(id)}.jpg`, url.origin).toString();

  if (kind === 'product') {
    const key = ['products', 'detail', id];
    const product = queryClient.getQueryData<ProductDetailResponse>(key)?.data;
    if (!product || isMissing(queryClient, key)) return plain(t('products:detail.notFoundTitle'), 404);
    const { city } = getLocationNames(product.governorate, product.city, language);
    const price = formatPrice(product.price, product.currency);
    const description = clip(`${price} · ${city} · ${product.description}`);
    return {
      ...base,
      status: 200,
      title: `${product.name} · ${price} | ${site}`,
      description,
      card: { type: 'product', title: `${product.name} · ${price}`, description, image: image('product'), imageAlt: product.name },
    };
  }
  if (kind === 'engineer') {
    const key = directoryProfileQueryKey('engineer', id);
    const engineer = queryClient.getQueryData<EngineerResponse>(key)?.data;
    if (!engineer || isMissing(queryClient, key)) return plain(t('directory:engineer.loadError'), 404);
    const { city } = getLocationNames(engineer.governorate, engineer.city, language);
    const description = clip(`${city} · ${engineer.experience.description}`);
    return { ...base, status: 200, title: `${engineer.name} | ${site}`, description, card: { type: 'profile', title: engineer.name, description, image: image('engineer'), imageAlt: engineer.name } };
  }
  const key = directoryProfileQueryKey('shop', id);
  const shop = queryClient.getQueryData<ShopResponse>(key)?.data;
  if (!shop || isMissing(queryClient, key)) return plain(t('directory:shop.notFoundTitle'), 404);
  const { city } = getLocationNames(shop.governorate, shop.city, language);
  const description = clip(`${city} · ${shop.description ?? ''}`);
  return { ...base, status: 200, title: `${shop.name} | ${site}`, description, card: { type: 'business.business', title: shop.name, description, image: image('shop'), imageAlt: shop.name } };
}
