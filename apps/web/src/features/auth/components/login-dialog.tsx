import { useId, useState } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { closeAuthDialog, openForgotPasswordDialog, openLoginDialog } from '../stores/auth-dialog-store.ts';
import type { AuthDialogNotice, AuthDialogState, AuthDialogView } from '../stores/auth-dialog-store.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { LoginForm } from './login-form.tsx';

const NOTICE_KEYS: Record<AuthDialogNotice, string> = {
  sessionExpired: 'errors:SESSION_EXPIRED',
  loginRequired: 'auth:login.loginRequired',
  passwordReset: 'auth:messages.passwordReset',
};

/**
 * The login dialog and its forgot-password step (its own chunk). MUI's Dialog keeps focus inside
 * while open and gives it back to the button that opened it.
 */
export function LoginDialog({ state }: { state: AuthDialogState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  // What the dialog showed last stays on screen while it fades out.
  const [shown, setShown] = useState<{ view: AuthDialogView; state: AuthDialogState }>({ view: 'login', state });
  if (state.view !== null && (state.view !== shown.view || state !== shown.state)) setShown({ view: state.view, state });
  const { view } = shown;
  const { redirectTo, notice, identifier, openId } = shown.state;

  const handleLoggedIn = () => {
    closeAuthDialog();
    if (redirectTo) void navigate(redirectTo);
  };

  return (
    <Dialog open={state.view !== null} onClose={closeAuthDialog} aria-labelledby={titleId} fullWidth maxWidth="xs" scroll="body">
      {/* Before the title: MUI tightens the content's top padding only right after a DialogTitle. */}
      <IconButton onClick={closeAuthDialog} aria-label={t('actions.close')} sx={{ position: 'absolute', top: 10, right: 10 }}>
        <CloseIcon />
      </IconButton>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {t(view === 'login' ? 'auth:login.title' : 'auth:forgot.title')}
      </DialogTitle>
      <DialogContent>
        {view === 'login' && notice && (
          <Alert severity={notice === 'passwordReset' ? 'success' : 'info'} sx={{ mb: 1 }}>
            {t(NOTICE_KEYS[notice])}
          </Alert>
        )}
        {view === 'login' ? (
          <LoginForm
            key={`login-${openId}`}
            initialIdentifier={identifier}
            onSuccess={handleLoggedIn}
            onLeave={closeAuthDialog}
            onForgotPassword={(typed) => openForgotPasswordDialog(typed)}
          />
        ) : (
          <ForgotPasswordForm
            key={`forgot-${openId}`}
            initialIdentifier={identifier}
            onBack={() => openLoginDialog({ redirectTo, identifier, openId })}
            onLeave={closeAuthDialog}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
