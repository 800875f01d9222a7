import CallIcon from '@mui/icons-material/Call';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { externalLinks } from '../../../config/paths.ts';
import { useLatestAd } from '../api/get-latest-ad.ts';
import { ExternalLinkIcon } from '../../../components/ui/external-link-icon.tsx';

const AdImage = styled('img')({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

/**
 * The most recent active ad, refreshed every 30 s; nothing at all when there is none or it fails to load.
 * The list places it after its first results (issue #17: the listings come first on a phone).
 */
export function AdBanner({ sx }: { sx?: SxProps<Theme> }) {
  const { t } = useTranslation('products');
  const titleId = useId();
  const { data: ad } = useLatestAd();
  if (!ad) return null;

  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={[
        { display: 'flex', gap: { xs: 1.5, sm: 2 }, p: { xs: 1.5, sm: 2 }, alignItems: 'center', borderColor: 'secondary.main', bgcolor: '#fffdf5' },
        ...(Array.isArray(sx) ? sx : sx ? [sx] : []),
      ]}
    >
      {ad.image && (
        <Box sx={{ flexShrink: 0, width: { xs: 64, sm: 120 }, aspectRatio: '1', borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.100' }}>
          <AdImage src={ad.image.url} srcSet={ad.image.srcSet} sizes="(min-width: 600px) 120px, 64px" width={ad.image.width} height={ad.image.height} alt="" loading="lazy" decoding="async" />
        </Box>
      )}
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 0.25 }}>
          <Chip size="small" label={t('ad.badge')} sx={{ height: 20, fontSize: '0.75rem' }} />
          {ad.limitedOffer && <Chip size="small" color="secondary" label={t('ad.limitedOffer')} sx={{ height: 20, fontSize: '0.75rem' }} />}
        </Stack>
        <Typography id={titleId} component="h2" variant="subtitle1" dir="auto" sx={{ fontWeight: 700, lineHeight: 1.4, textAlign: 'start' }}>
          {ad.title}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          dir="auto"
          sx={{ textAlign: 'start', display: '-webkit-box', WebkitLineClamp: { xs: 1, sm: 2 }, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {ad.description}
        </Typography>
        {(ad.phone || ad.link) && (
          <Stack direction="row" sx={{ gap: 1, mt: { xs: 0.75, sm: 1 }, flexWrap: 'wrap' }}>
            {ad.phone && (
              <Button size="small" variant="outlined" startIcon={<CallIcon />} href={externalLinks.tel(ad.phone)}>
                {t('ad.call')}
              </Button>
            )}
            {ad.link && (
              <Button size="small" variant="contained" endIcon={<ExternalLinkIcon />} href={externalLinks.website(ad.link)} target="_blank" rel="noopener noreferrer sponsored">
                {t('ad.open')}
              </Button>
            )}
          </Stack>
        )}
      </Box>
    </Paper>
  );
}
