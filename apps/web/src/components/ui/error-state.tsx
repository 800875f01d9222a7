import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** A failed load: what failed, why (the error's message) and a retry button. */
export function ErrorState({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
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
