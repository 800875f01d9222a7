import LoginIcon from '@mui/icons-material/Login';
import SavedSearchIcon from '@mui/icons-material/SavedSearch';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { openLoginDialog } from '../../features/auth/stores/auth-dialog-store.ts';
import { useSession } from '../../features/auth/stores/session-store.ts';
import { SavedSearchesPage } from '../../features/saved-searches/components/saved-searches-page.tsx';

/** /saved-searches: signed in only; a signed-out visitor is asked to log in and then sees their searches. */
export function SavedSearchesRoute() {
  const { t } = useTranslation('alerts');
  const isSignedIn = useSession() !== null;
  if (isSignedIn) return <SavedSearchesPage />;
  return (
    <>
      <PageHeading title={t('page.title')} />
      <EmptyState
        Icon={SavedSearchIcon}
        title={t('page.signInRequired')}
        body=""
        action={
          <Button variant="contained" startIcon={<LoginIcon />} onClick={() => openLoginDialog({ notice: 'loginRequired' })} aria-haspopup="dialog">
            {t('page.login')}
          </Button>
        }
      />
    </>
  );
}
