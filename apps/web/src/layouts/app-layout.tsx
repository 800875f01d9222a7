import { Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Outlet, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppHeader } from '../components/header/app-header.tsx';
import type { AppHeaderProps } from '../components/header/app-header.tsx';
import { SiteFooter } from '../components/footer/site-footer.tsx';
import { SkipLink } from '../components/ui/skip-link.tsx';
import { ConnectionNotice } from '../components/ui/connection-notice.tsx';
import { lazyWithPreload } from '../lib/lazy-with-preload.ts';
import { PagePart } from '../lib/page-part.tsx';

const MAIN_CONTENT_ID = 'main-content';

// Shown only while a screen's code or data arrives, which a page the server rendered never waits for: its
// code (~2 KB compressed) downloads with the first navigation, not with every page's start-up.
const LinearProgress = lazyWithPreload(async () => (await import('@mui/material/LinearProgress')).default);

interface AppLayoutProps extends AppHeaderProps {
  /** Shows the loading bar regardless of navigation (while the first screen's code arrives). */
  isLoading?: boolean;
  /** Rendered instead of the matched child route. */
  children?: ReactNode;
}

/** Header, a loading bar while a screen's code or data arrives, the page in `<main>`, and the footer. */
export function AppLayout({ isLoading = false, children, ...headerProps }: AppLayoutProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const isBusy = isLoading || navigation.state === 'loading';

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {/* Hydrated each on its own (lib/page-part.tsx); the header's links and actions are parts inside it. */}
      <PagePart>
        <SkipLink targetId={MAIN_CONTENT_ID} />
      </PagePart>
      <PagePart>
        <AppHeader {...headerProps} />
      </PagePart>
      {isBusy && (
        <Suspense fallback={null}>
          <LinearProgress
            color="secondary"
            aria-label={t('status.loading')}
            sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.appBar + 1 }}
          />
        </Suspense>
      )}
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, width: '100%', maxWidth: 1280, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 2, sm: 3 }, outline: 'none' }}
      >
        <ConnectionNotice />
        {/* The screen is a step too, and the parts it marks steps after it: the first pass holds only the frame. */}
        <PagePart>{children ?? <Outlet />}</PagePart>
      </Box>
      <PagePart>
        <SiteFooter />
      </PagePart>
    </Box>
  );
}
