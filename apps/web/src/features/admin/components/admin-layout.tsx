import type SvgIcon from '@mui/material/SvgIcon';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import CampaignIcon from '@mui/icons-material/Campaign';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EngineeringIcon from '@mui/icons-material/Engineering';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import FlagIcon from '@mui/icons-material/Flag';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import HistoryIcon from '@mui/icons-material/History';
import PeopleIcon from '@mui/icons-material/People';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import SettingsIcon from '@mui/icons-material/Settings';
import StorefrontIcon from '@mui/icons-material/Storefront';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';

interface AdminSection {
  key: string;
  href: string;
  Icon: typeof SvgIcon;
}

const SECTIONS: AdminSection[] = [
  { key: 'dashboard', href: paths.admin.getHref(), Icon: DashboardIcon },
  { key: 'review', href: paths.admin.review.getHref(), Icon: FactCheckIcon },
  { key: 'reports', href: paths.admin.reports.getHref(), Icon: FlagIcon },
  { key: 'wanted', href: paths.admin.wanted.getHref(), Icon: ManageSearchIcon },
  { key: 'joinRequests', href: paths.admin.joinRequests.getHref(), Icon: AssignmentIndIcon },
  { key: 'engineers', href: paths.admin.engineers.getHref(), Icon: EngineeringIcon },
  { key: 'shops', href: paths.admin.shops.getHref(), Icon: StorefrontIcon },
  { key: 'ads', href: paths.admin.ads.getHref(), Icon: CampaignIcon },
  { key: 'users', href: paths.admin.users.getHref(), Icon: PeopleIcon },
  { key: 'prices', href: paths.admin.prices.getHref(), Icon: QueryStatsIcon },
  { key: 'settings', href: paths.admin.settings.getHref(), Icon: SettingsIcon },
  { key: 'auditLog', href: paths.admin.auditLog.getHref(), Icon: HistoryIcon },
];

/** The section a path belongs to: the dashboard only at `/admin` itself, the others with their sub-pages. */
function activeSection(pathname: string): string {
  const match = SECTIONS.slice(1).find((s) => pathname === s.href || pathname.startsWith(`${s.href}/`));
  return match?.key ?? 'dashboard';
}

/**
 * The console's frame: its sections as a side list on a wide screen and as a scrolling tab bar on a
 * phone (admins moderate on the go), with the section's screen beside or below.
 */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const active = activeSection(useLocation().pathname);
  const tabBarRef = useRef<HTMLElement>(null);

  // On a 390 px phone the active section must be in view, never cut at the edge: once now, and again
  // when the web font has loaded (it widens the labels after the first measurement).
  useEffect(() => {
    // Found in the bar, not through a ref handed from tab to tab: a runtime may attach the new tab's ref
    // before it detaches the old one's, and so leave none.
    const reveal = () => tabBarRef.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    reveal();
    let isCurrent = true;
    void document.fonts?.ready.then(() => {
      if (isCurrent) reveal();
    });
    return () => {
      isCurrent = false;
    };
  }, [active]);

  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: { xs: 2, md: 3 }, alignItems: 'flex-start' }}>
      <Paper
        component="nav"
        aria-label={t('nav.label')}
        variant="outlined"
        sx={{ display: { xs: 'none', md: 'block' }, width: 230, flexShrink: 0, position: 'sticky', top: 80 }}
      >
        <List dense>
          {SECTIONS.map(({ key, href, Icon }) => (
            <ListItem key={key} disablePadding>
              <ListItemButton component={RouterLink} to={href} selected={key === active} aria-current={key === active ? 'page' : undefined}>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={t(`nav.${key}`)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
      <Box ref={tabBarRef} component="nav" aria-label={t('nav.label')} sx={{ display: { xs: 'block', md: 'none' }, width: '100%', borderBottom: 1, borderColor: 'divider' }}>
        {/* Scroll buttons always shown: appearing after the first layout, they used to cover the active tab. */}
        <Tabs value={active} variant="scrollable" scrollButtons allowScrollButtonsMobile aria-label={t('nav.label')}>
          {SECTIONS.map(({ key, href, Icon }) => (
            <Tab
              key={key}
              value={key}
              component={RouterLink}
              to={href}
              icon={<Icon fontSize="small" />}
              iconPosition="start"
              label={t(`nav.${key}`)}
              aria-current={key === active ? 'page' : undefined}
              sx={{ minHeight: 48 }}
            />
          ))}
        </Tabs>
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0, width: '100%' }}>
        <Outlet />
      </Box>
    </Box>
  );
}
