import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';

/**
 * The header's account slot while accounts do not exist yet; `onLogin` will open the login dialog.
 * Without it the button does nothing.
 */
export function LoginButton({ onLogin }: { onLogin?: () => void }) {
  const { t } = useTranslation();
  return (
    <IconButton color="inherit" edge="end" aria-label={t('header.login')} onClick={onLogin}>
      <AccountCircleIcon />
    </IconButton>
  );
}
