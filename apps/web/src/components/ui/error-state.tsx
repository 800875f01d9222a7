import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Suspense, type ComponentType } from 'react';
import { useIsOffline } from '../../hooks/use-is-offline.ts';
import { lazyWithPreload } from '../../lib/lazy-with-preload.ts';

/**
 * A failed load: what failed, why (the error's message) and a retry button. Offline, it says so instead,
 * with what can be read without a connection.
 */
export function ErrorState(props: ErrorStateProps) {
  const isOffline = useIsOffline();
  if (!isOffline) return <FailedLoad {...props} />;
  return (
    <Suspense fallback={null}>
      <OfflineState {...props} />
    </Suspense>
  );
}

interface ErrorStateProps {
  title: string;
  message: string;
  onRetry: () => void;
}

// Its own chunk, which the service worker keeps (apps/web/build/installable.ts): the first screen never
// shows it. Where it could not be kept (no worker), the plain error says what failed.
const OfflineState = lazyWithPreload<ErrorStateProps>(() =>
  import('./offline-state.tsx').then(
    (module): ComponentType<ErrorStateProps> => module.OfflineState,
    () => FailedLoad,
  ),
);

function FailedLoad({ title, message, onRetry }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      variant="outlined"
      sx={{ bgcolor: 'background.paper', alignItems: 'center' }}
      action={
        <Button color="inherit" variant="outlined" size="small" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {message}
    </Alert>
  );
}
