import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import SavedSearchIcon from '@mui/icons-material/SavedSearch';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import VerifiedIcon from '@mui/icons-material/Verified';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { openLoginDialog, openLogoutDialog } from '../stores/auth-dialog-store.ts';
import { useSession } from '../stores/session-store.ts';
import { UserAvatar } from './user-avatar.tsx';
import { mirroredInRtl } from '../../../components/ui/mirrored-in-rtl.ts';
import { userText } from '../../../components/ui/user-text.ts';

/** The user menu's items as drawer list items (phones); `onNavigate` closes the drawer. */
export function AccountDrawerItems({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const session = useSession();

  const handle = (action: () => void) => () => {
    onNavigate();
    action();
  };

  if (!session) {
    return (
      <>
        <ListItem disablePadding>
          <ListItemButton onClick={handle(() => openLoginDialog())} aria-haspopup="dialog">
            <ListItemIcon>
              <LoginIcon sx={mirroredInRtl} />
            </ListItemIcon>
            <ListItemText primary={t('auth:menu.login')} />
          </ListItemButton>
        </ListItem>
        <ListItem disablePadding>
          <ListItemButton component={RouterLink} to={paths.signup.getHref()} onClick={onNavigate}>
            <ListItemIcon>
              <PersonAddIcon />
            </ListItemIcon>
            <ListItemText primary={t('auth:menu.signup')} />
          </ListItemButton>
        </ListItem>
      </>
    );
  }

  const { user } = session;
  return (
    <>
      <ListItem>
        <ListItemAvatar>
          <UserAvatar user={user} size={40} />
        </ListItemAvatar>
        <ListItemText
          primary={user?.name}
          slotProps={{ primary: { dir: 'auto', sx: { ...userText, fontWeight: 700, overflowWrap: 'anywhere' } } }}
          secondary={
            user?.isVerified ? (
              <Typography component="span" variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'info.dark' }}>
                <VerifiedIcon sx={{ fontSize: 16 }} aria-hidden />
                {t('auth:menu.verified')}
              </Typography>
            ) : undefined
          }
        />
      </ListItem>
      <ListItem disablePadding>
        <ListItemButton component={RouterLink} to={paths.updateProfile.getHref()} onClick={onNavigate}>
          <ListItemIcon>
            <ManageAccountsIcon />
          </ListItemIcon>
          <ListItemText primary={t('auth:menu.updateProfile')} />
        </ListItemButton>
      </ListItem>
      <ListItem disablePadding>
        <ListItemButton component={RouterLink} to={paths.myProducts.getHref()} onClick={onNavigate}>
          <ListItemIcon>
            <Inventory2Icon />
          </ListItemIcon>
          <ListItemText primary={t('auth:menu.myProducts')} />
        </ListItemButton>
      </ListItem>
      <ListItem disablePadding>
        <ListItemButton component={RouterLink} to={paths.savedSearches.getHref()} onClick={onNavigate}>
          <ListItemIcon>
            <SavedSearchIcon />
          </ListItemIcon>
          <ListItemText primary={t('auth:menu.savedSearches')} />
        </ListItemButton>
      </ListItem>
      {user?.role === 'admin' && (
        <ListItem disablePadding>
          <ListItemButton component={RouterLink} to={paths.admin.getHref()} onClick={onNavigate}>
            <ListItemIcon>
              <AdminPanelSettingsIcon />
            </ListItemIcon>
            <ListItemText primary={t('auth:menu.admin')} />
          </ListItemButton>
        </ListItem>
      )}
      <ListItem disablePadding>
        <ListItemButton onClick={handle(openLogoutDialog)} aria-haspopup="dialog">
          <ListItemIcon>
            <LogoutIcon sx={mirroredInRtl} />
          </ListItemIcon>
          <ListItemText primary={t('auth:menu.logout')} />
        </ListItemButton>
      </ListItem>
    </>
  );
}
