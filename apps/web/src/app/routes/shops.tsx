import { ShopList } from '../../features/directory/components/shop-list.tsx';

/** /shops: the register-your-shop banner, filters and 12 shops a page. */
export function ShopsRoute() {
  return <ShopList />;
}
