import LoginIcon from '@mui/icons-material/Login';
import PostAddIcon from '@mui/icons-material/PostAdd';
import Button from '@mui/material/Button';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { openLoginDialog } from '../../features/auth/stores/auth-dialog-store.ts';
import { useSession } from '../../features/auth/stores/session-store.ts';
import { WantedForm } from '../../features/wanted/components/wanted-form.tsx';

/** /wanted/new (`?code=` a calculator result's short code): signed in only. */
export function WantedNewRoute() {
  const { t } = useTranslation('wanted');
  const [params] = useSearchParams();
  const isSignedIn = useSession() !== null;
  if (isSignedIn) return <WantedForm calculatorCode={params.get('code')} />;
  return (
    <>
      <PageHeading title={t('form.title')} />
      <EmptyState
        Icon={PostAddIcon}
        title={t('request.signInToOffer')}
        body=""
        action={
          <Button variant="contained" startIcon={<LoginIcon />} onClick={() => openLoginDialog({ notice: 'loginRequired' })} aria-haspopup="dialog">
            {t('request.signIn')}
          </Button>
        }
      />
    </>
  );
}
