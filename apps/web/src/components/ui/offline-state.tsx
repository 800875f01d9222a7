import { Suspense } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';
import { withNamespacesLoaded } from '../../lib/i18n.ts';
import { lazyWithPreload } from '../../lib/lazy-with-preload.ts';

/** Said with the start-up texts alone: while the notice loads, or where its files could not be kept. */
function PlainOfflineNotice({ isTitled = false }: { onRetry?: () => void; isTitled?: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert severity="warning" variant="outlined" sx={{ bgcolor: 'background.paper' }}>
      {!isTitled && <AlertTitle>{t('offline.title')}</AlertTitle>}
      {t('offline.body')}
    </Alert>
  );
}

// Its own chunk, with its texts: the first screen never shows it, and the service worker keeps both. A
// browser without the worker's copy says the plain notice instead of failing a second time.
const OfflineNotice = lazyWithPreload(() =>
  withNamespacesLoaded(['offline'], async () => (await import('./offline-notice.tsx')).OfflineNotice).catch(() => PlainOfflineNotice),
);

/** A screen's error while the phone is offline: the offline notice and what can be read without a connection. */
export function OfflineState({ onRetry, isTitled = false }: { onRetry: () => void; isTitled?: boolean }) {
  return (
    <Suspense fallback={<PlainOfflineNotice isTitled={isTitled} />}>
      <OfflineNotice onRetry={onRetry} isTitled={isTitled} />
    </Suspense>
  );
}
