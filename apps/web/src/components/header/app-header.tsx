import { Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import AddCircleIcon from '@mui/icons-material/AddCircle';
import MenuIcon from '@mui/icons-material/Menu';
import SellIcon from '@mui/icons-material/Sell';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { Brand } from './brand.tsx';
import { LanguageToggle } from './language-toggle.tsx';
import { lazyWithPreload } from '../../lib/lazy-with-preload.ts';
import { NavLinks } from './nav-links.tsx';
import { PagePart } from '../../lib/page-part.tsx';

/** What the app composes into the header from its features. */
export interface AppHeaderProps {
  /** Start Selling: asks a signed-out visitor to log in, then leads to the seller's products (the posting dialog later). */
  onStartSelling: () => void;
  /** The contact menu of the bar (wide screens). */
  contactMenu: ReactNode;
  /** The same contact entries as drawer list items (phones). */
  contactDrawerItems: ReactNode;
  /** The account slot: a log-in button signed out, the user menu signed in. */
  userMenu: ReactNode;
  /** The account entries as drawer list items (phones); `close` closes the drawer. */
  renderAccountDrawerItems: (close: () => void) => ReactNode;
}

// Its own chunk: only phones use it, and only once the menu button is pressed (fetched when the finger or
// focus reaches the button).
const MobileDrawer = lazyWithPreload(async () => (await import('./mobile-drawer.tsx')).MobileDrawer);
const MOBILE_DRAWER_ID = 'mobile-navigation';

const showFromMd = { display: { xs: 'none', md: 'inline-flex' } } as const;

export function AppHeader({ onStartSelling, contactMenu, contactDrawerItems, userMenu, renderAccountDrawerItems }: AppHeaderProps) {
  const { t } = useTranslation();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const [hasOpenedDrawer, setHasOpenedDrawer] = useState(false);

  const handleOpenDrawer = () => {
    setIsDrawerOpen(true);
    setHasOpenedDrawer(true);
  };

  return (
    <AppBar position="sticky" color="primary">
      {/* Tight at md: Arabic labels are wider, and every item must fit from 960 px on. */}
      <Toolbar sx={{ gap: { xs: 0.5, lg: 1.5 } }}>
        <IconButton
          color="inherit"
          edge="start"
          onClick={handleOpenDrawer}
          onPointerDown={MobileDrawer.preload}
          onFocus={MobileDrawer.preload}
          aria-label={t('nav.openMenu')}
          aria-controls={isDrawerOpen ? MOBILE_DRAWER_ID : undefined}
          aria-expanded={isDrawerOpen}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Brand />
        <PagePart>
          <NavLinks />
        </PagePart>
        <Box sx={{ flexGrow: 1 }} />
        <PagePart>
          {/* Phones: posting is one tap away from every page, without opening the drawer. */}
          <Button
            variant="contained"
            color="secondary"
            startIcon={<AddCircleIcon />}
            onClick={onStartSelling}
            aria-haspopup="dialog"
            sx={{
              display: { xs: 'inline-flex', md: 'none' },
              flexShrink: 0,
              minHeight: 44,
              minWidth: 44,
              px: 1.25,
              whiteSpace: 'nowrap',
            }}
          >
            {t('header.postAd')}
          </Button>
          <Button variant="contained" color="secondary" startIcon={<SellIcon />} onClick={onStartSelling} sx={{ ...showFromMd, whiteSpace: 'nowrap' }}>
            {t('header.startSelling')}
          </Button>
          <Box sx={showFromMd}>{contactMenu}</Box>
          <Box sx={showFromMd}>
            <LanguageToggle variant="bar" />
          </Box>
        </PagePart>
        {userMenu}
      </Toolbar>
      {hasOpenedDrawer && (
        <Suspense fallback={null}>
          <MobileDrawer
            id={MOBILE_DRAWER_ID}
            isOpen={isDrawerOpen}
            onClose={() => setIsDrawerOpen(false)}
            onStartSelling={onStartSelling}
            contactItems={contactDrawerItems}
            renderAccountItems={renderAccountDrawerItems}
          />
        </Suspense>
      )}
    </AppBar>
  );
}
