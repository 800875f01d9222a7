import CampaignIcon from '@mui/icons-material/Campaign';
import LinkIcon from '@mui/icons-material/Link';
import PhoneIcon from '@mui/icons-material/Phone';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { AdminAd } from '@solar/shared/contract/admin-directory';
import { paths } from '../../../../config/paths.ts';
import { useDeleteAd } from '../../api/delete-ad.ts';
import { useAdminAds } from '../../api/get-admin-ads.ts';
import { useDirectoryListParams } from '../../hooks/use-directory-list-params.ts';
import { isolate } from '../../utils/directory-text.ts';
import { EntryCard, EntryDetail } from './entry-card.tsx';
import { PagedResults } from '../../../../components/ui/paged-results.tsx';
import { CONSOLE_COLUMNS } from '../../utils/directory-list.ts';
import { ListScreenHeader } from './list-screen-header.tsx';
import { ListSearchField } from './list-search-field.tsx';

const Thumbnail = styled('img')({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

/** /admin/ads: every shop ad, the ones switched off too (marked), to add, edit or delete. */
export function AdsScreen() {
  const { t } = useTranslation('admin-directory');
  const { page, q, setPage, setSearch } = useDirectoryListParams();
  const query = useAdminAds({ page, q });
  const add = { href: paths.admin.newAd.getHref(), label: t('ads.add') };

  return (
    <>
      <ListScreenHeader title={t('ads.title')} add={add} />
      <Box sx={{ mb: 2, maxWidth: 480 }}>
        <ListSearchField label={t('ads.search')} value={q ?? ''} onSearch={setSearch} />
      </Box>
      <PagedResults
        query={query}
        page={page}
        onPageChange={setPage}
        getKey={(ad) => ad._id}
        renderItem={(ad) => <AdEntry ad={ad} />}
        skeletonCount={4}
        columns={CONSOLE_COLUMNS}
        EmptyIcon={CampaignIcon}
        texts={{
          loading: t('ads.loading'),
          loadError: t('ads.loadError'),
          count: (count) => t('ads.count', { count }),
          pagination: t('ads.pagination'),
          emptyTitle: q ? t('list.noMatchTitle') : t('ads.emptyTitle'),
          emptyBody: q ? t('list.noMatchBody') : t('ads.emptyBody'),
        }}
      />
    </>
  );
}

function AdEntry({ ad }: { ad: AdminAd }) {
  const { t } = useTranslation('admin-directory');
  const remove = useDeleteAd();
  return (
    <EntryCard
      media={
        <Box
          sx={{
            width: 72,
            height: 72,
            flexShrink: 0,
            borderRadius: 1,
            overflow: 'hidden',
            bgcolor: 'grey.100',
            display: 'grid',
            placeItems: 'center',
            // A switched-off ad looks switched off at a glance, besides its chip.
            opacity: ad.active ? 1 : 0.5,
          }}
        >
          {ad.image ? <Thumbnail src={ad.image.url} alt="" loading="lazy" decoding="async" /> : <CampaignIcon color="disabled" />}
        </Box>
      }
      title={ad.title}
      chips={
        <>
          <Chip size="small" color={ad.active ? 'success' : 'default'} variant={ad.active ? 'filled' : 'outlined'} label={ad.active ? t('ads.active') : t('ads.inactive')} />
          {ad.limitedOffer && <Chip size="small" color="secondary" label={t('ads.limitedOffer')} />}
        </>
      }
      editHref={paths.admin.editAd.getHref(ad._id)}
      remove={{
        confirmTitle: t('ads.deleteTitle'),
        confirmBody: t('ads.deleteBody', { title: isolate(ad.title) }),
        deletedMessage: t('ads.deleted'),
        onDelete: () => remove.mutateAsync(ad._id),
      }}
    >
      {ad.description && (
        <Typography
          variant="body2"
          color="text.secondary"
          dir="auto"
          sx={{ textAlign: 'start', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {ad.description}
        </Typography>
      )}
      {ad.phone && (
        <EntryDetail icon={<PhoneIcon fontSize="small" />}>
          <bdi dir="ltr">{ad.phone}</bdi>
        </EntryDetail>
      )}
      {ad.link && (
        <EntryDetail icon={<LinkIcon fontSize="small" />}>
          <bdi dir="ltr">{ad.link}</bdi>
        </EntryDetail>
      )}
    </EntryCard>
  );
}
