import StorefrontIcon from '@mui/icons-material/Storefront';
import { readShopFilters } from '../utils/filter-params.ts';
import { DirectoryList } from './directory-list.tsx';
import { JoinBanner } from './join-banner.tsx';
import { ShopCard } from './shop-card.tsx';
import { ShopFilters } from './shop-filters.tsx';

/** /shops: the register-your-shop banner, filters from the address, then 12 shops a page. */
export function ShopList() {
  return <DirectoryList kind="shops" banner={<JoinBanner type="shop" />} readFilters={readShopFilters} Filters={ShopFilters} renderItem={(shop) => <ShopCard shop={shop} />} EmptyIcon={StorefrontIcon} />;
}
