import LocationOnIcon from '@mui/icons-material/LocationOn';
import PhoneIcon from '@mui/icons-material/Phone';
import StorefrontIcon from '@mui/icons-material/Storefront';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { AdminShop } from '@solar/shared/contract/admin-directory';
import { getLanguage } from '../../../../lib/i18n.ts';
import { getLocationNames } from '../../../../lib/location-names.ts';
import { isolate } from '../../utils/directory-text.ts';
import type { DeletedResponse } from '../../api/directory-entries.ts';
import { DIRECTORY_FORMS, DirectoryListScreen } from './directory-list-screen.tsx';
import { EntryCard, EntryDetail } from './entry-card.tsx';

/** /admin/shops: every shop of the directory, searchable, to add, edit or delete. */
export function ShopsScreen() {
  return <DirectoryListScreen kind="shops" EmptyIcon={StorefrontIcon} hasSearchExample renderEntry={(entry, onDelete) => <ShopEntry shop={entry} onDelete={onDelete} />} />;
}

function ShopEntry({ shop, onDelete }: { shop: AdminShop; onDelete: () => Promise<DeletedResponse> }) {
  const { t } = useTranslation('admin-directory');
  const place = getLocationNames(shop.governorate, shop.city, getLanguage());
  return (
    <EntryCard
      media={
        <Avatar variant="rounded" src={shop.logoUrl ?? undefined} alt="" sx={{ width: 56, height: 56, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
          <StorefrontIcon />
        </Avatar>
      }
      title={shop.name}
      chips={shop.isVerified && <Chip size="small" color="primary" label={t('directory:badges.verified')} />}
      editHref={DIRECTORY_FORMS.shops.editHref(shop._id)}
      remove={{
        confirmTitle: t('shops.deleteTitle'),
        confirmBody: t('shops.deleteBody', { name: isolate(shop.name) }),
        deletedMessage: t('shops.deleted'),
        onDelete,
      }}
    >
      <EntryDetail icon={<LocationOnIcon fontSize="small" />}>{t('directory:card.location', place)}</EntryDetail>
      {shop.phone && (
        <EntryDetail icon={<PhoneIcon fontSize="small" />}>
          <bdi dir="ltr">{shop.phone}</bdi>
        </EntryDetail>
      )}
    </EntryCard>
  );
}
