import CampaignIcon from '@mui/icons-material/Campaign';
import LinkIcon from '@mui/icons-material/Link';
import PhoneIcon from '@mui/icons-material/Phone';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { AdminAd } from '@solar/shared/contract/admin-directory';
import { isolate } from '../../utils/directory-text.ts';
import type { DeletedResponse } from '../../api/directory-entries.ts';
import { DIRECTORY_FORMS, DirectoryListScreen } from './directory-list-screen.tsx';
import { EntryCard, EntryDetail } from './entry-card.tsx';

const Thumbnail = styled('img')({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

/** /admin/ads: every shop ad, the ones switched off too (marked), to add, edit or delete. */
export function AdsScreen() {
  return <DirectoryListScreen kind="ads" EmptyIcon={CampaignIcon} renderEntry={(entry, onDelete) => <AdEntry ad={entry} onDelete={onDelete} />} />;
}

function AdEntry({ ad, onDelete }: { ad: AdminAd; onDelete: () => Promise<DeletedResponse> }) {
  const { t } = useTranslation('admin-directory');
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
      editHref={DIRECTORY_FORMS.ads.editHref(ad._id)}
      remove={{
        confirmTitle: t('ads.deleteTitle'),
        confirmBody: t('ads.deleteBody', { title: isolate(ad.title) }),
        deletedMessage: t('ads.deleted'),
        onDelete,
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
