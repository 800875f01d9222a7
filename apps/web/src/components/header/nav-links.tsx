import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NAV_ITEMS } from './nav-items.ts';
import type { NavItem } from './nav-items.ts';
import { useIsActive } from './use-is-active.ts';

function NavLinkButton({ item }: { item: NavItem }) {
  const { t } = useTranslation();
  const isActive = useIsActive(item.activeOn);
  return (
    <Button
      component={RouterLink}
      to={item.to}
      color="inherit"
      aria-current={isActive ? 'page' : undefined}
      sx={{
        px: { md: 1, lg: 1.5 },
        whiteSpace: 'nowrap',
        fontWeight: isActive ? 700 : 500,
        // Dark green behind white text keeps the active link above 4.5:1 contrast.
        bgcolor: isActive ? 'primary.dark' : 'transparent',
        boxShadow: (theme) => (isActive ? `inset 0 -3px 0 ${theme.palette.secondary.main}` : 'none'),
        '&:hover': { bgcolor: 'primary.dark' },
      }}
    >
      {t(item.labelKey)}
    </Button>
  );
}

/** The header's links on wide screens; phones get the same items in the drawer. */
export function NavLinks() {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('nav.label')} sx={{ display: { xs: 'none', md: 'flex' }, gap: { md: 0.25, lg: 0.5 } }}>
      {NAV_ITEMS.map((item) => (
        <NavLinkButton key={item.to} item={item} />
      ))}
    </Box>
  );
}
