import CalculateIcon from '@mui/icons-material/Calculate';
import CampaignIcon from '@mui/icons-material/Campaign';
import EngineeringIcon from '@mui/icons-material/Engineering';
import HomeIcon from '@mui/icons-material/Home';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import StorefrontIcon from '@mui/icons-material/Storefront';
import type SvgIcon from '@mui/material/SvgIcon';
import { paths } from '../../config/paths.ts';

export interface NavItem {
  /** A key of the common catalogue. */
  labelKey: string;
  to: string;
  /** Route patterns under which this item is the current page (a list and its detail pages). */
  activeOn: readonly string[];
  Icon: typeof SvgIcon;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { labelKey: 'nav.home', to: paths.home.getHref(), activeOn: [paths.home.path, paths.products.path, paths.product.path], Icon: HomeIcon },
  { labelKey: 'nav.engineers', to: paths.engineers.getHref(), activeOn: [paths.engineers.path, paths.engineer.path], Icon: EngineeringIcon },
  { labelKey: 'nav.shops', to: paths.shops.getHref(), activeOn: [paths.shops.path, paths.shop.path], Icon: StorefrontIcon },
  { labelKey: 'nav.shopAds', to: paths.shopAds.getHref(), activeOn: [paths.shopAds.path], Icon: CampaignIcon },
  { labelKey: 'nav.calculator', to: paths.calculator.getHref(), activeOn: [paths.calculator.path], Icon: CalculateIcon },
  { labelKey: 'nav.wanted', to: paths.wanted.getHref(), activeOn: [paths.wanted.path, paths.wantedNew.path, paths.wantedRequest.path], Icon: ManageSearchIcon },
];
