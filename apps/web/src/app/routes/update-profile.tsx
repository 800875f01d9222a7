import LoginIcon from '@mui/icons-material/Login';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { paths } from '../../config/paths.ts';
import { useProfile } from '../../features/auth/api/get-profile.ts';
import { AuthPage } from '../../features/auth/components/auth-page.tsx';
import { UpdateProfileForm } from '../../features/auth/components/update-profile-form.tsx';
import { openLoginDialog } from '../../features/auth/stores/auth-dialog-store.ts';
import { useSession } from '../../features/auth/stores/session-store.ts';
import { mirroredInRtl } from '../../components/ui/mirrored-in-rtl.ts';

/**
 * /update-profile: signed in only. A signed-out visitor sees why and a button that opens the login
 * dialog, then the form once logged in. The dialog does not open by itself: a modal would hide the
 * page's heading from assistive technology on arrival (and shell.spec checks exactly that).
 */
export function UpdateProfileRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const isSignedIn = session !== null;
  const profile = useProfile({ isEnabled: isSignedIn });
  const user = profile.data ?? session?.user ?? null;

  // Back one screen after saving (docs/product-brief.md section 2); home when this page was the first one opened.
  const handleSaved = () => void (location.key === 'default' ? navigate(paths.home.getHref(), { replace: true }) : navigate(-1));

  let body;
  if (!isSignedIn) {
    body = (
      <Box sx={{ textAlign: 'center', display: 'grid', gap: 2, justifyItems: 'center' }}>
        <Typography>{t('auth:profile.signInRequired')}</Typography>
        <Button variant="contained" startIcon={<LoginIcon sx={mirroredInRtl} />} onClick={() => openLoginDialog({ notice: 'loginRequired' })} aria-haspopup="dialog">
          {t('auth:login.submit')}
        </Button>
      </Box>
    );
  } else if (user) {
    body = <UpdateProfileForm key={user._id} user={user} onSaved={handleSaved} />;
  } else if (profile.isError) {
    body = <ErrorState title={t('auth:profile.loadFailed')} message={profile.error.message} onRetry={() => void profile.refetch()} />;
  } else {
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={t('status.loading')} />
      </Box>
    );
  }

  return (
    <AuthPage title={t('pages.updateProfile')} Icon={ManageAccountsIcon}>
      {body}
    </AuthPage>
  );
}
