import CampaignIcon from '@mui/icons-material/Campaign';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import type { TFunction } from 'i18next';
import type { AdminAd } from '@solar/shared/contract/admin-directory';
import { DirectoryListScreen } from './directory-list-screen.tsx';
import type { EntryView } from './directory-list-screen.tsx';

const Thumbnail = styled('img')({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

/** An ad's card: picture, title, whether it runs, its text, phone and link. */
function describeAd(ad: AdminAd, t: TFunction): EntryView {
  return {
    media: (
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
    ),
    title: ad.title,
    chips: (
      <>
        <Chip size="small" color={ad.active ? 'success' : 'default'} variant={ad.active ? 'filled' : 'outlined'} label={ad.active ? t('ads.active') : t('ads.inactive')} />
        {ad.limitedOffer && <Chip size="small" color="secondary" label={t('ads.limitedOffer')} />}
      </>
    ),
    details: ad.description && (
      <Typography
        variant="body2"
        color="text.secondary"
        dir="auto"
        sx={{ textAlign: 'start', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
      >
        {ad.description}
      </Typography>
    ),
    phone: ad.phone,
    link: ad.link,
  };
}

/** /admin/ads: every shop ad, the ones switched off too (marked), to add, edit or delete. */
export function AdsScreen() {
  return <DirectoryListScreen kind="ads" EmptyIcon={CampaignIcon} describeEntry={describeAd} />;
}
