import { useEffect, useState } from 'react';
import CallIcon from '@mui/icons-material/Call';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { externalLinks } from '../../config/paths.ts';
import { formatDate } from '../../lib/format.ts';
import { readSavedListings, type SavedListing } from '../../lib/saved-listings.ts';

/** The kept copy of the listing the visitor asked for, plainly marked as a copy kept on this phone. */
function SavedCopy({ listing }: { listing: SavedListing }) {
  const { t } = useTranslation('offline');
  return (
    <Paper component="article" variant="outlined" aria-labelledby="saved-copy-name" sx={{ p: 2, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, flexWrap: 'wrap', gap: 2 }}>
      <Typography role="status" sx={{ flexBasis: '100%', px: 1.5, py: 0.5, bgcolor: 'warning.light', color: 'warning.contrastText', borderRadius: 1, fontWeight: 700 }}>
        {t('savedCopy')} · <time dateTime={listing.savedAt}>{t('savedOn', { date: formatDate(listing.savedAt) })}</time>
      </Typography>
      {listing.picture && <Box component="img" src={listing.picture} alt="" width={160} height={120} sx={{ objectFit: 'cover', borderRadius: 1 }} />}
      <Stack sx={{ gap: 1, minWidth: 0, flex: 1 }}>
        <Typography id="saved-copy-name" component="h2" variant="h6" dir="auto" sx={{ textAlign: 'start', overflowWrap: 'anywhere' }}>
          {listing.name}
        </Typography>
        <Typography sx={{ fontWeight: 700, color: 'primary.dark', fontSize: '1.25rem' }}>{listing.price ? <bdi>{listing.price}</bdi> : t('noPrice')}</Typography>
        {listing.phone && (
          <Button
            variant="contained"
            size="large"
            startIcon={<CallIcon />}
            href={externalLinks.tel(listing.phone)}
            sx={{ alignSelf: 'flex-start', maxWidth: '100%', flexWrap: 'wrap', columnGap: 1, minHeight: 48 }}
          >
            <span>{t('call')}</span>
            <bdi dir="ltr">{listing.phone}</bdi>
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * What a screen shows instead of its error when the phone has no connection: that it is offline, the
 * kept copy of the listing asked for (when kept), and the listings that can be read without a connection.
 * `isTitled`: the page's heading already says the phone is offline.
 * Its code and texts are kept by the service worker at install (apps/web/build/installable.ts).
 */
export function OfflineNotice({ onRetry, isTitled = false }: { onRetry: () => void; isTitled?: boolean }) {
  const { t } = useTranslation('offline');
  const { pathname } = useLocation();
  const [saved, setSaved] = useState<SavedListing[] | undefined>();
  useEffect(() => {
    let isCurrent = true;
    readSavedListings()
      .catch(() => [])
      .then((listings) => isCurrent && setSaved(listings));
    return () => {
      isCurrent = false;
    };
  }, []);
  const asked = saved?.find((listing) => listing.path === pathname || listing.shortPath === pathname);

  return (
    <Stack sx={{ gap: 2 }}>
      {asked && <SavedCopy listing={asked} />}
      <Alert severity="warning" variant="outlined" sx={{ bgcolor: 'background.paper' }}>
        {/* Unsaid where the page's heading says it already. */}
        {!isTitled && <AlertTitle>{t('common:offline.title')}</AlertTitle>}
        {t('common:offline.body')}
        <Box sx={{ mt: 1 }}>
          <Button color="inherit" variant="outlined" onClick={onRetry} sx={{ minHeight: 44 }}>
            {t('common:offline.retry')}
          </Button>
        </Box>
      </Alert>
      {saved && (
        <Paper component="nav" variant="outlined" aria-labelledby="saved-listings-heading" sx={{ p: 2 }}>
          <Typography id="saved-listings-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('savedHeading')}
          </Typography>
          {saved.length ? (
            <Box component="ul" sx={{ m: 0, ps: 2.5 }}>
              {saved.map((listing) => (
                <li key={listing.id}>
                  <Link component={RouterLink} to={listing.path} dir="auto" sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, fontWeight: 700 }}>
                    {listing.name}
                  </Link>
                  {listing.price && (
                    <>
                      {' · '}
                      <bdi>{listing.price}</bdi>
                    </>
                  )}
                </li>
              ))}
            </Box>
          ) : (
            <Typography>{t('savedNone')}</Typography>
          )}
        </Paper>
      )}
    </Stack>
  );
}
