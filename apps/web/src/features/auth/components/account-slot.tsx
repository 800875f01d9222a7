import { Suspense } from 'react';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import IconButton from '@mui/material/IconButton';
import { lazyWithPreload } from '../../../lib/lazy-with-preload.ts';
import { useSession } from '../stores/session-store.ts';
import { LoginButton } from './login-button.tsx';

// The signed-in menu (avatar, menu, profile refresh) is its own chunk: a first visit is signed out.
const UserMenu = lazyWithPreload(async () => (await import('./user-menu.tsx')).UserMenu, ['auth']);

/** The header's account slot: a login button when signed out, the user menu when signed in. */
export function AccountSlot() {
  const session = useSession();
  if (!session) return <LoginButton />;
  return (
    <Suspense
      fallback={
        <IconButton color="inherit" edge="end" disabled aria-hidden>
          <AccountCircleIcon />
        </IconButton>
      }
    >
      <UserMenu user={session.user} />
    </Suspense>
  );
}
