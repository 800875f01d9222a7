import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useIsOffline } from '../../hooks/use-is-offline.ts';
import { OfflineState } from './offline-state.tsx';

/**
 * A failed load: what failed, why (the error's message) and a retry button. Offline, it says so instead,
 * with what can be read without a connection.
 */
export function ErrorState({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  const isOffline = useIsOffline();
  if (isOffline) return <OfflineState onRetry={onRetry} />;
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
