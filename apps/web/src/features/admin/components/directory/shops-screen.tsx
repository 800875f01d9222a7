import LocationOnIcon from '@mui/icons-material/LocationOn';
import PhoneIcon from '@mui/icons-material/Phone';
import StorefrontIcon from '@mui/icons-material/Storefront';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { AdminShop } from '@solar/shared/contract/admin-directory';
import { paths } from '../../../../config/paths.ts';
import { getLanguage } from '../../../../lib/i18n.ts';
import { getLocationNames } from '../../../../lib/location-names.ts';
import { useDeleteShop } from '../../api/delete-shop.ts';
import { useAdminShops } from '../../api/get-admin-shops.ts';
import { useDirectoryListParams } from '../../hooks/use-directory-list-params.ts';
import { isolate } from '../../utils/directory-text.ts';
import { EntryCard, EntryDetail } from './entry-card.tsx';
import { PagedResults } from '../../../../components/ui/paged-results.tsx';
import { CONSOLE_COLUMNS } from '../../utils/directory-list.ts';
import { ListScreenHeader } from './list-screen-header.tsx';
import { ListSearchField } from './list-search-field.tsx';

/** /admin/shops: every shop of the directory, searchable, to add, edit or delete. */
export function ShopsScreen() {
  const { t } = useTranslation('admin-directory');
  const { page, q, setPage, setSearch } = useDirectoryListParams();
  const query = useAdminShops({ page, q });
  const add = { href: paths.admin.newShop.getHref(), label: t('shops.add') };

  return (
    <>
      <ListScreenHeader title={t('shops.title')} add={add} />
      <Box sx={{ mb: 2, maxWidth: 480 }}>
        <ListSearchField label={t('shops.search')} placeholder={t('shops.searchPlaceholder')} value={q ?? ''} onSearch={setSearch} />
      </Box>
      <PagedResults
        query={query}
        page={page}
        onPageChange={setPage}
        getKey={(shop) => shop._id}
        renderItem={(shop) => <ShopEntry shop={shop} />}
        skeletonCount={4}
        columns={CONSOLE_COLUMNS}
        EmptyIcon={StorefrontIcon}
        texts={{
          loading: t('shops.loading'),
          loadError: t('shops.loadError'),
          count: (count) => t('shops.count', { count }),
          pagination: t('shops.pagination'),
          emptyTitle: q ? t('list.noMatchTitle') : t('shops.emptyTitle'),
          emptyBody: q ? t('list.noMatchBody') : t('shops.emptyBody'),
        }}
      />
    </>
  );
}

function ShopEntry({ shop }: { shop: AdminShop }) {
  const { t } = useTranslation('admin-directory');
  const remove = useDeleteShop();
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
      editHref={paths.admin.editShop.getHref(shop._id)}
      remove={{
        confirmTitle: t('shops.deleteTitle'),
        confirmBody: t('shops.deleteBody', { name: isolate(shop.name) }),
        deletedMessage: t('shops.deleted'),
        onDelete: () => remove.mutateAsync(shop._id),
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
