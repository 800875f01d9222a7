import { useEffect, useId, useState } from 'react';
import type { MouseEvent } from 'react';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import SavedSearchIcon from '@mui/icons-material/SavedSearch';
import LogoutIcon from '@mui/icons-material/Logout';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import VerifiedIcon from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { User } from '@solar/shared/contract/auth';
import { paths } from '../../../config/paths.ts';
import { useProfile } from '../api/get-profile.ts';
import { openLogoutDialog } from '../stores/auth-dialog-store.ts';
import { updateSessionUser } from '../stores/session-store.ts';
import { preloadLogoutDialog } from './auth-dialogs.tsx';
import { UserAvatar } from './user-avatar.tsx';
import { mirroredInRtl } from '../../../components/ui/mirrored-in-rtl.ts';
import { userText } from '../../../components/ui/user-text.ts';

/**
 * The signed-in header menu: who is signed in, edit profile, my products, my searches, log out (confirmed first).
 * It refreshes the stored user from the server once per stale period; a 401 there ends the session.
 */
export function UserMenu({ user }: { user: User | null }) {
  const { t } = useTranslation();
  const profile = useProfile();
  useEffect(() => {
    if (profile.data) updateSessionUser(profile.data);
  }, [profile.data]);
  const menuId = useId();
  const headingId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const isOpen = anchor !== null;
  const close = () => setAnchor(null);
  const name = user?.name ?? '';
  // Popover places itself by measuring, not through CSS the RTL cache could flip: align its end edge.
  const end = useTheme().direction === 'rtl' ? 'left' : 'right';

  const handleLogout = () => {
    close();
    openLogoutDialog();
  };

  return (
    <>
      <IconButton
        edge="end"
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        onPointerEnter={preloadLogoutDialog}
        aria-label={t('auth:menu.open', { name })}
        aria-haspopup="menu"
        aria-controls={isOpen ? menuId : undefined}
        aria-expanded={isOpen}
        sx={{ p: 0.5 }}
      >
        <UserAvatar user={user} size={34} />
      </IconButton>
      <Popover
        open={isOpen}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: end }}
        transformOrigin={{ vertical: 'top', horizontal: end }}
        slotProps={{ paper: { sx: { minWidth: 240, maxWidth: 'calc(100vw - 32px)', mt: 1 } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.5 }}>
          <UserAvatar user={user} size={44} />
          <Box sx={{ minWidth: 0 }}>
            <Typography id={headingId} dir="auto" sx={{ ...userText, fontWeight: 700, overflowWrap: 'anywhere' }}>
              {name}
            </Typography>
            {user?.isVerified && (
              <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'info.dark' }}>
                <VerifiedIcon sx={{ fontSize: 16 }} aria-hidden />
                {t('auth:menu.verified')}
              </Typography>
            )}
            {user?.email && (
              <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ overflowWrap: 'anywhere', textAlign: 'left' }}>
                {user.email}
              </Typography>
            )}
          </Box>
        </Box>
        <Divider />
        <MenuList id={menuId} autoFocusItem={isOpen} aria-labelledby={headingId}>
          <MenuItem component={RouterLink} to={paths.updateProfile.getHref()} onClick={close}>
            <ListItemIcon>
              <ManageAccountsIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('auth:menu.updateProfile')}</ListItemText>
          </MenuItem>
          <MenuItem component={RouterLink} to={paths.myProducts.getHref()} onClick={close}>
            <ListItemIcon>
              <Inventory2Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('auth:menu.myProducts')}</ListItemText>
          </MenuItem>
          <MenuItem component={RouterLink} to={paths.savedSearches.getHref()} onClick={close}>
            <ListItemIcon>
              <SavedSearchIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('auth:menu.savedSearches')}</ListItemText>
          </MenuItem>
          {user?.role === 'admin' && (
            <MenuItem component={RouterLink} to={paths.admin.getHref()} onClick={close}>
              <ListItemIcon>
                <AdminPanelSettingsIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{t('auth:menu.admin')}</ListItemText>
            </MenuItem>
          )}
          <Divider component="li" />
          <MenuItem onClick={handleLogout}>
            <ListItemIcon>
              <LogoutIcon fontSize="small" sx={mirroredInRtl} />
            </ListItemIcon>
            <ListItemText>{t('auth:menu.logout')}</ListItemText>
          </MenuItem>
        </MenuList>
      </Popover>
    </>
  );
}
