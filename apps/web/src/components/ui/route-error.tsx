import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { PageHeading } from './page-heading.tsx';

/**
 * Shown inside the layout when a screen fails to render or its code fails to download (offline, or a
 * new deploy replaced the old files): reloading fetches the current version.
 */
export function RouteError() {
  const { t } = useTranslation();
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
