import { useEffect, useState } from 'react';
import { ScrollRestoration, useSearchParams } from 'react-router';
import { Toaster } from '../components/ui/toaster.tsx';
import { lazyWithPreload } from '../lib/lazy-with-preload.ts';
import { AppLayout } from '../layouts/app-layout.tsx';
import { AccountSlot } from '../features/auth/components/account-slot.tsx';
import { AuthDialogs } from '../features/auth/components/auth-dialogs.tsx';
import { openLoginDialog, useAuthDialog } from '../features/auth/stores/auth-dialog-store.ts';
import { getSession, useSession } from '../features/auth/stores/session-store.ts';
import { PostingDialogs } from '../features/selling/components/posting-dialogs.tsx';
import { openPostingDialog } from '../features/selling/stores/posting-dialog-store.ts';
import { ContactMenu } from '../features/settings/components/contact-menu.tsx';

// Shown only inside the phone drawer, which is itself loaded on demand.
const ContactDrawerItems = lazyWithPreload(async () => (await import('../features/settings/components/contact-drawer-items.tsx')).ContactDrawerItems);
const AccountDrawerItems = lazyWithPreload(async () => (await import('../features/auth/components/account-drawer-items.tsx')).AccountDrawerItems, ['auth']);

const POST_PARAM = 'post';

/** The layout with the features that fill the header's slots, the account dialogs and the toasts. */
export function RootLayout({ isLoading = false }: { isLoading?: boolean }) {
  const isSignedIn = useSession() !== null;
  const isAuthDialogOpen = useAuthDialog().view !== null;
  // Start Selling while signed out asks for a login first, then opens the posting dialog.
  const [isSellingAfterLogin, setIsSellingAfterLogin] = useState(false);
  const handleStartSelling = () => {
    if (getSession()) openPostingDialog();
    else {
      setIsSellingAfterLogin(true);
      openLoginDialog({ notice: 'loginRequired' });
    }
  };
  // The installed app's "post a listing" shortcut (apps/web/build/installable.ts) opens the home page with
  // ?post=1: the posting form opens over it, and the address loses the parameter.
  const [searchParams, setSearchParams] = useSearchParams();
  const isPostingAsked = searchParams.has(POST_PARAM);
  useEffect(() => {
    if (!isPostingAsked || isLoading) return;
    setSearchParams(
      (params) => {
        params.delete(POST_PARAM);
        return params;
      },
      { replace: true },
    );
    handleStartSelling();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per request in the address
  }, [isPostingAsked, isLoading]);
  useEffect(() => {
    if (!isSellingAfterLogin) return;
    if (isSignedIn) {
      setIsSellingAfterLogin(false);
      openPostingDialog();
    } else if (!isAuthDialogOpen) setIsSellingAfterLogin(false); // The login was dismissed.
  }, [isSellingAfterLogin, isSignedIn, isAuthDialogOpen]);

  return (
    <>
      <AppLayout
        isLoading={isLoading}
        onStartSelling={handleStartSelling}
        contactMenu={<ContactMenu />}
        contactDrawerItems={<ContactDrawerItems />}
        userMenu={<AccountSlot />}
        renderAccountDrawerItems={(close) => <AccountDrawerItems onNavigate={close} />}
      />
      <AuthDialogs />
      <PostingDialogs />
      <Toaster />
      {/* A new page opens at its top; Back and Forward return to where that page was left, kept per
          history entry in session storage (issue #17). It renders nothing and acts only after hydration,
          so the server's page and the hydrated one stay the same. The product list also puts back its
          loaded pages and the listing on screen (features/products/hooks/use-list-place.ts). */}
      <ScrollRestoration />
    </>
  );
}

/** What the first visit shows while the screen's code downloads: the real header and a loading bar. */
export function RootLayoutFallback() {
  return <RootLayout isLoading />;
}
