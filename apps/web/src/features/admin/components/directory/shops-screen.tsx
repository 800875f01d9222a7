import StorefrontIcon from '@mui/icons-material/Storefront';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import type { TFunction } from 'i18next';
import type { AdminShop } from '@solar/shared/contract/admin-directory';
import { DirectoryListScreen } from './directory-list-screen.tsx';
import type { EntryView } from './directory-list-screen.tsx';

/** A shop's card: logo, name, place, verified chip and phone. */
function describeShop(shop: AdminShop, t: TFunction): EntryView {
  return {
    media: (
      <Avatar variant="rounded" src={shop.logoUrl ?? undefined} alt="" sx={{ width: 56, height: 56, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
        <StorefrontIcon />
      </Avatar>
    ),
    title: shop.name,
    place: shop,
    chips: shop.isVerified && <Chip size="small" color="primary" label={t('directory:badges.verified')} />,
    phone: shop.phone,
  };
}

/** /admin/shops: every shop of the directory, searchable, to add, edit or delete. */
export function ShopsScreen() {
  return <DirectoryListScreen kind="shops" EmptyIcon={StorefrontIcon} hasSearchExample describeEntry={describeShop} />;
}
