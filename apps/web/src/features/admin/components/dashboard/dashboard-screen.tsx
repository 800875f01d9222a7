import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import FlagIcon from '@mui/icons-material/Flag';
import PeopleIcon from '@mui/icons-material/People';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import ReplayIcon from '@mui/icons-material/Replay';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../../components/ui/error-state.tsx';
import { mirroredInRtl } from '../../../../components/ui/mirrored-in-rtl.ts';
import { PageHeading } from '../../../../components/ui/page-heading.tsx';
import { paths } from '../../../../config/paths.ts';
import { formatNumber } from '../../../../lib/format.ts';
import { useDashboard } from '../../api/get-dashboard.ts';
import type { Dashboard } from '../../api/get-dashboard.ts';

interface Tile {
  key: string;
  count: number;
  href: string;
  Icon?: typeof SvgIcon;
  /** Something waits for an admin: the count stands out. */
  isAttention?: boolean;
}

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }, listStyle: 'none', p: 0, m: 0 } as const;

function workTiles(data: Dashboard): Tile[] {
  return [
    { key: 'pendingProducts', count: data.pendingProducts, href: paths.admin.review.getHref('pending'), Icon: FactCheckIcon, isAttention: data.pendingProducts > 0 },
    { key: 'resubmittedProducts', count: data.resubmittedProducts, href: paths.admin.review.getHref('pending'), Icon: ReplayIcon, isAttention: data.resubmittedProducts > 0 },
    { key: 'openReports', count: data.openReports, href: paths.admin.reports.getHref(), Icon: FlagIcon, isAttention: data.openReports > 0 },
    { key: 'newJoinRequests', count: data.newJoinRequests, href: paths.admin.joinRequests.getHref(), Icon: AssignmentIndIcon, isAttention: data.newJoinRequests > 0 },
    { key: 'users', count: data.users, href: paths.admin.users.getHref(), Icon: PeopleIcon },
    { key: 'suspendedUsers', count: data.suspendedUsers, href: paths.admin.users.getHref(), Icon: PersonOffIcon },
  ];
}

function listingTiles(data: Dashboard): Tile[] {
  return [
    { key: 'pending', count: data.listings.pending, href: paths.admin.review.getHref('pending') },
    { key: 'approved', count: data.listings.approved, href: paths.admin.review.getHref('approved') },
    { key: 'rejected', count: data.listings.rejected, href: paths.admin.review.getHref('rejected') },
    // Expired listings are approved ones past their date: the approved tab lists them.
    { key: 'expired', count: data.listings.expired, href: paths.admin.review.getHref('approved') },
  ];
}

/** Saved-search alerts sent since midnight in Yemen, and those given up after every retry (decision 023). */
function alertTiles(data: Dashboard): Tile[] {
  return [
    { key: 'sentToday', count: data.alerts.sentToday, href: paths.admin.users.getHref() },
    { key: 'failedToday', count: data.alerts.failedToday, href: paths.admin.users.getHref(), isAttention: data.alerts.failedToday > 0 },
  ];
}

function CountCard({ tile, label }: { tile: Tile; label: string }) {
  const { Icon } = tile;
  return (
    <Card variant="outlined" sx={{ height: '100%', borderColor: tile.isAttention ? 'warning.main' : undefined }}>
      <CardActionArea component={RouterLink} to={tile.href} sx={{ height: '100%' }}>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, minHeight: 88 }}>
          {Icon && <Icon color={tile.isAttention ? 'warning' : 'primary'} sx={{ fontSize: 36, flexShrink: 0 }} aria-hidden />}
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography component="span" sx={{ display: 'block', typography: 'h4', fontWeight: 700, lineHeight: 1.1 }}>
              {formatNumber(tile.count)}
            </Typography>
            <Typography component="span" color="text.secondary" sx={{ display: 'block' }}>
              {label}
            </Typography>
          </Box>
          <ChevronRightIcon color="action" sx={mirroredInRtl} aria-hidden />
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

function TileGrid({ tiles, labelOf }: { tiles: Tile[]; labelOf: (key: string) => string }) {
  return (
    <Box component="ul" sx={grid}>
      {tiles.map((tile) => (
        <li key={tile.key}>
          <CountCard tile={tile} label={labelOf(tile.key)} />
        </li>
      ))}
    </Box>
  );
}

function DashboardSkeleton({ label }: { label: string }) {
  return (
    <Box role="status" aria-busy="true" aria-label={label} sx={grid}>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={88} />
      ))}
    </Box>
  );
}

/** The console's start: what waits for an admin, each count a way into its section. */
export function DashboardScreen() {
  const { t } = useTranslation('admin');
  const query = useDashboard();
  const listingsId = useId();
  const alertsId = useId();

  let body;
  if (query.isPending) body = <DashboardSkeleton label={t('dashboard.loading')} />;
  else if (query.isError) body = <ErrorState title={t('dashboard.loadError')} message={query.error.message} onRetry={() => void query.refetch()} />;
  else {
    body = (
      <Box sx={{ display: 'grid', gap: 4 }}>
        <TileGrid tiles={workTiles(query.data)} labelOf={(key) => t(`dashboard.counts.${key}`)} />
        <Box component="section" aria-labelledby={listingsId}>
          <Typography id={listingsId} component="h2" variant="h6" sx={{ mb: 2 }}>
            {t('dashboard.listingsTitle')}
          </Typography>
          <TileGrid tiles={listingTiles(query.data)} labelOf={(key) => t(`dashboard.listings.${key}`)} />
        </Box>
        <Box component="section" aria-labelledby={alertsId}>
          <Typography id={alertsId} component="h2" variant="h6" sx={{ mb: 2 }}>
            {t('dashboard.alertsTitle')}
          </Typography>
          <TileGrid tiles={alertTiles(query.data)} labelOf={(key) => t(`dashboard.alerts.${key}`)} />
        </Box>
      </Box>
    );
  }

  return (
    <Box>
      <PageHeading title={t('dashboard.title')} />
      {body}
    </Box>
  );
}
