import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { openLoginDialog } from '../stores/auth-dialog-store.ts';
import { preloadLoginDialog } from './auth-dialogs.tsx';

/** The header's account slot while signed out: opens the login dialog. */
export function LoginButton() {
  const { t } = useTranslation();
  return (
    <IconButton
      color="inherit"
      edge="end"
      aria-label={t('header.login')}
      aria-haspopup="dialog"
      onClick={() => openLoginDialog()}
      onPointerEnter={preloadLoginDialog}
      onFocus={preloadLoginDialog}
    >
      <AccountCircleIcon />
    </IconButton>
  );
}
