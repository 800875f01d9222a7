import { AdList } from '../../features/directory/components/ad-list.tsx';

/** /shop-ads: the shops' offers, 10 a page. */
export function ShopAdsRoute() {
  return <AdList />;
}
