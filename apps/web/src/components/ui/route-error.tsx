import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Suspense, type ComponentType } from 'react';
import { useIsOffline } from '../../hooks/use-is-offline.ts';
import { lazyWithPreload } from '../../lib/lazy-with-preload.ts';
import { PageHeading } from './page-heading.tsx';

/**
 * Shown inside the layout when a screen fails to render or its code fails to download (offline, or a
 * new deploy replaced the old files): reloading fetches the current version. Offline, it says so, with
 * what can be read without a connection.
 */
// Its own chunk, which the service worker keeps (apps/web/build/installable.ts); without a worker, nothing
// more than the heading can be said.
const OfflineState = lazyWithPreload<{ onRetry: () => void; isTitled?: boolean }>(() =>
  import('./offline-state.tsx').then(
    (module): ComponentType<{ onRetry: () => void; isTitled?: boolean }> => module.OfflineState,
    () => () => null,
  ),
);

export function RouteError() {
  const { t } = useTranslation();
  const isOffline = useIsOffline();
  if (isOffline) {
    return (
      <>
        <PageHeading title={t('offline.title')} />
        <Suspense fallback={null}>
          <OfflineState onRetry={() => window.location.reload()} isTitled />
        </Suspense>
      </>
    );
  }
  return (
    <>
      <PageHeading title={t('routeError.title')} />
      <Alert
        severity="error"
        variant="outlined"
        sx={{ bgcolor: 'background.paper', alignItems: 'center' }}
        action={
          <Button color="inherit" variant="outlined" size="small" onClick={() => window.location.reload()}>
            {t('routeError.reload')}
          </Button>
        }
      >
        {t('routeError.body')}
      </Alert>
    </>
  );
}
