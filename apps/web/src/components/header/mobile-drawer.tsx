import { Suspense } from 'react';
import type { ReactNode } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import SellIcon from '@mui/icons-material/Sell';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Brand } from './brand.tsx';
import { LanguageToggle } from './language-toggle.tsx';
import { NAV_ITEMS } from './nav-items.ts';
import type { NavItem } from './nav-items.ts';
import { useIsActive } from './use-is-active.ts';

function DrawerNavItem({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  const { t } = useTranslation();
  const isActive = useIsActive(item.activeOn);
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={item.to}
        selected={isActive}
        aria-current={isActive ? 'page' : undefined}
        onClick={onNavigate}
      >
        <ListItemIcon>
          <item.Icon color={isActive ? 'primary' : 'inherit'} />
        </ListItemIcon>
        <ListItemText primary={t(item.labelKey)} />
      </ListItemButton>
    </ListItem>
  );
}

interface MobileDrawerProps {
  id: string;
  isOpen: boolean;
  onClose: () => void;
  onStartSelling: () => void;
  /** The contact entries as list items (from the settings feature). */
  contactItems: ReactNode;
  /** The account entries as list items (from the auth feature); `close` closes the drawer. */
  renderAccountItems: (close: () => void) => ReactNode;
}

/**
 * The header's items on phones. Anchored at the start side: MUI flips `left` to the right edge in RTL.
 */
export function MobileDrawer({ id, isOpen, onClose, onStartSelling, contactItems, renderAccountItems }: MobileDrawerProps) {
  const { t } = useTranslation();
  const handleStartSelling = () => {
    onClose();
    onStartSelling();
  };

  return (
    <Drawer anchor="left" open={isOpen} onClose={onClose} slotProps={{ paper: { id, 'aria-label': t('nav.menu') } }}>
      <Box sx={{ width: 288, maxWidth: '85vw' }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            px: 2,
            py: 1.5,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          <Brand onNavigate={onClose} />
          <IconButton color="inherit" edge="end" onClick={onClose} aria-label={t('nav.closeMenu')}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box component="nav" aria-label={t('nav.label')}>
          <List>
            {NAV_ITEMS.map((item) => (
              <DrawerNavItem key={item.to} item={item} onNavigate={onClose} />
            ))}
          </List>
        </Box>
        <Box sx={{ px: 2, pb: 2 }}>
          <Button fullWidth variant="contained" color="secondary" startIcon={<SellIcon />} onClick={handleStartSelling}>
            {t('header.startSelling')}
          </Button>
        </Box>
        <Divider />
        <List aria-label={t('header.account')}>
          <Suspense fallback={null}>{renderAccountItems(onClose)}</Suspense>
        </List>
        <Divider />
        <List aria-label={t('header.contact.label')}>
          <Suspense fallback={null}>{contactItems}</Suspense>
        </List>
        <Divider />
        <List>
          <ListItem disablePadding>
            <LanguageToggle variant="list" onToggle={onClose} />
          </ListItem>
        </List>
      </Box>
    </Drawer>
  );
}
