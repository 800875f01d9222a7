import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import LoginIcon from '@mui/icons-material/Login';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { openLoginDialog } from '../../features/auth/stores/auth-dialog-store.ts';
import { useSession } from '../../features/auth/stores/session-store.ts';
import { AdminLayout } from '../../features/admin/components/admin-layout.tsx';

/**
 * /admin and its sections: admins only. The server refuses everyone else on every call; this screen
 * only saves a signed-out visitor or a normal user from a page of errors.
 */
export function AdminRoute() {
  const { t } = useTranslation('admin');
  const session = useSession();

  if (session?.user?.role === 'admin') return <AdminLayout />;
  return (
    <>
      <PageHeading title={t('title')} />
      {session ? (
        <EmptyState Icon={AdminPanelSettingsIcon} title={t('guard.forbiddenTitle')} body={t('guard.forbiddenBody')} />
      ) : (
        <EmptyState
          Icon={AdminPanelSettingsIcon}
          title={t('guard.signInTitle')}
          body={t('guard.signInBody')}
          action={
            <Button variant="contained" startIcon={<LoginIcon />} onClick={() => openLoginDialog({ notice: 'loginRequired' })} aria-haspopup="dialog">
              {t('guard.signIn')}
            </Button>
          }
        />
      )}
    </>
  );
}
