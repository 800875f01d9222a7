import { Suspense, useState } from 'react';
import { lazyWithPreload } from '../../../lib/lazy-with-preload.ts';
import { closeAuthDialog, useAuthDialog } from '../stores/auth-dialog-store.ts';

// Each its own chunk, downloaded when first needed (or when the pointer reaches the login button).
const LoginDialog = lazyWithPreload(async () => (await import('./login-dialog.tsx')).LoginDialog, ['auth']);
const LogoutDialog = lazyWithPreload(async () => (await import('./logout-dialog.tsx')).LogoutDialog, ['auth']);

/** Starts downloading the login dialog ahead of the click. */
export const preloadLoginDialog = () => void LoginDialog.preload();
export const preloadLogoutDialog = () => void LogoutDialog.preload();

/** The account dialogs, opened from anywhere through the auth-dialog store. */
export function AuthDialogs() {
  const state = useAuthDialog();
  const isLoginView = state.view === 'login' || state.view === 'forgotPassword';
  // Once shown, a dialog stays mounted so that it can animate out.
  const [hasShownLogin, setHasShownLogin] = useState(false);
  const [hasShownLogout, setHasShownLogout] = useState(false);
  if (isLoginView && !hasShownLogin) setHasShownLogin(true);
  if (state.view === 'logout' && !hasShownLogout) setHasShownLogout(true);

  return (
    <Suspense fallback={null}>
      {hasShownLogin && <LoginDialog state={isLoginView ? state : { ...state, view: null }} />}
      {hasShownLogout && <LogoutDialog isOpen={state.view === 'logout'} onClose={closeAuthDialog} />}
    </Suspense>
  );
}
