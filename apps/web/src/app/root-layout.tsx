import { lazy } from 'react';
import { useNavigate } from 'react-router';
import { AppLayout } from '../layouts/app-layout.tsx';
import { paths } from '../config/paths.ts';
import { LoginButton } from '../features/auth/components/login-button.tsx';
import { ContactMenu } from '../features/settings/components/contact-menu.tsx';

// Shown only inside the phone drawer, which is itself loaded on demand (index.html prefetches both).
const ContactDrawerItems = lazy(async () => ({
  default: (await import('../features/settings/components/contact-drawer-items.tsx')).ContactDrawerItems,
}));

/** The layout with the features that fill the header's slots. */
export function RootLayout({ isLoading = false }: { isLoading?: boolean }) {
  const navigate = useNavigate();
  // Until the posting dialog exists, Start Selling leads to the seller's own products.
  const handleStartSelling = () => void navigate(paths.myProducts.getHref());

  return (
    <AppLayout
      isLoading={isLoading}
      onStartSelling={handleStartSelling}
      contactMenu={<ContactMenu />}
      contactDrawerItems={<ContactDrawerItems />}
      userMenu={<LoginButton />}
    />
  );
}

/** What the first visit shows while the screen's code downloads: the real header and a loading bar. */
export function RootLayoutFallback() {
  return <RootLayout isLoading />;
}
