import CampaignIcon from '@mui/icons-material/Campaign';
import PhoneIcon from '@mui/icons-material/Phone';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { Ad } from '@solar/shared/contract/directory';
import { externalLinks } from '../../../config/paths.ts';
import { safeWebUrl } from '../utils/text.ts';
import { userText } from '../../../components/ui/user-text.ts';
import { ExternalLinkIcon } from '../../../components/ui/external-link-icon.tsx';

// Matches the ads grid: one column on phones, two from sm, three from md.
const IMAGE_SIZES = '(min-width: 960px) 400px, (min-width: 600px) 50vw, 100vw';
const AdImage = styled('img')({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

/** A shop ad: picture, title, text, whether it runs, and call and open-link buttons when it has them. */
export function AdCard({ ad, isPriority = false }: { ad: Ad; isPriority?: boolean }) {
  const { t } = useTranslation('directory');
  const link = safeWebUrl(ad.link);

  return (
    <Card component="article" variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ aspectRatio: '2 / 1', bgcolor: 'grey.100', display: 'grid', placeItems: 'center', overflow: 'hidden' }}>
        {ad.image ? (
          <AdImage
            src={ad.image.url}
            srcSet={ad.image.srcSet}
            sizes={IMAGE_SIZES}
            width={ad.image.width}
            height={ad.image.height}
            alt=""
            loading={isPriority ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <CampaignIcon color="disabled" sx={{ fontSize: 56 }} />
        )}
      </Box>
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.75 }}>
          <Chip size="small" color={ad.active ? 'success' : 'default'} label={ad.active ? t('ads.active') : t('ads.inactive')} />
          {ad.limitedOffer && <Chip size="small" color="secondary" label={t('ads.limitedOffer')} />}
        </Stack>
        <Typography component="h2" variant="subtitle1" dir="auto" sx={{ ...userText, fontWeight: 700, lineHeight: 1.4 }}>
          {ad.title}
        </Typography>
        {ad.description && (
          <Typography variant="body2" color="text.secondary" dir="auto" sx={{ ...userText, whiteSpace: 'pre-line' }}>
            {ad.description}
          </Typography>
        )}
      </CardContent>
      {(ad.phone || link) && (
        <CardActions sx={{ px: 2, pb: 2, pt: 0, gap: 1, flexWrap: 'wrap' }}>
          {ad.phone && (
            <Button variant="outlined" startIcon={<PhoneIcon />} href={externalLinks.tel(ad.phone)} sx={{ flexGrow: 1 }}>
              {t('ads.call')}
            </Button>
          )}
          {link && (
            <Button
              variant="contained"
              endIcon={<ExternalLinkIcon />}
              href={link}
              target="_blank"
              rel="noopener"
              sx={{ flexGrow: 1 }}
            >
              {t('ads.openLink')}
            </Button>
          )}
        </CardActions>
      )}
    </Card>
  );
}
