import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import EmailIcon from '@mui/icons-material/Email';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PhoneIcon from '@mui/icons-material/Phone';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { JOIN_REQUEST_STATUSES } from '@solar/shared/contract/admin-directory';
import type { AdminJoinRequest, JoinRequestStatus } from '@solar/shared/contract/admin-directory';
import { JOIN_REQUEST_TYPES } from '@solar/shared/reference/catalog';
import { PageHeading } from '../../../../components/ui/page-heading.tsx';
import { externalLinks, paths } from '../../../../config/paths.ts';
import { errorMessage } from '../../../../lib/api-client.ts';
import { formatDate, formatRelativeTime } from '../../../../lib/format.ts';
import { formatInternationalPhone } from '@solar/shared/domain/phone-links';
import { toast } from '../../../../lib/toast-store.ts';
import { useJoinRequests } from '../../api/get-join-requests.ts';
import type { JoinRequestType } from '../../api/get-join-requests.ts';
import { useSetJoinRequestStatus } from '../../api/set-join-request-status.ts';
import { readPage, withParams } from '../../utils/directory-list.ts';
import { isolate } from '../../utils/directory-text.ts';
import { EntryDetail } from './entry-card.tsx';
import { PagedResults } from '../../../../components/ui/paged-results.tsx';
import { CONSOLE_COLUMNS } from '../../utils/directory-list.ts';

const readStatus = (params: URLSearchParams): JoinRequestStatus =>
  (JOIN_REQUEST_STATUSES as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as JoinRequestStatus) : 'new';
const readType = (params: URLSearchParams): JoinRequestType | undefined =>
  (JOIN_REQUEST_TYPES as readonly string[]).includes(params.get('type') ?? '') ? (params.get('type') as JoinRequestType) : undefined;

/**
 * /admin/join-requests: the requests of engineers and shops to join the directory, by status (in the
 * address) and type. A request becomes an entry, is marked handled, or is dismissed; either can be undone.
 */
export function JoinRequestsScreen() {
  const { t } = useTranslation('admin-directory');
  const [params, setParams] = useSearchParams();
  const status = readStatus(params);
  const type = readType(params);
  const page = readPage(params);
  const query = useJoinRequests({ status, type, page });
  const ids = { tabs: useId(), panel: useId() };
  const tabId = (value: JoinRequestStatus) => `${ids.tabs}-${value}`;

  // Another tab or type starts at the first page; "new" is the inbox's plain address.
  const show = (changes: { status?: JoinRequestStatus; type?: JoinRequestType | 'all' }) =>
    setParams((current) =>
      withParams(current, {
        ...('status' in changes ? { status: changes.status === 'new' ? undefined : changes.status } : {}),
        ...('type' in changes ? { type: changes.type === 'all' ? undefined : changes.type } : {}),
        page: undefined,
      }),
    );

  return (
    <>
      <PageHeading title={t('joinRequests.title')} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={status}
          onChange={(_event, next: JoinRequestStatus) => show({ status: next })}
          aria-label={t('joinRequests.statusTabs')}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {JOIN_REQUEST_STATUSES.map((value) => (
            <Tab key={value} value={value} id={tabId(value)} aria-controls={ids.panel} label={t(`joinRequests.tabs.${value}`)} />
          ))}
        </Tabs>
      </Box>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={type ?? 'all'}
        onChange={(_event, next: JoinRequestType | 'all' | null) => next && show({ type: next })}
        aria-label={t('joinRequests.typeFilter')}
        color="primary"
        // MUI's unselected grey is too faint on the page's tinted background (axe colour contrast).
        sx={{ mb: 2, flexWrap: 'wrap', bgcolor: 'background.paper', '& .MuiToggleButton-root': { color: 'text.primary', px: 1.5 }, '& .MuiToggleButton-root.Mui-selected': { color: 'primary.dark' } }}
      >
        <ToggleButton value="all">{t('joinRequests.allTypes')}</ToggleButton>
        {JOIN_REQUEST_TYPES.map((value) => (
          <ToggleButton key={value} value={value}>
            {t(`joinRequests.types.${value}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box role="tabpanel" id={ids.panel} aria-labelledby={tabId(status)}>
        <PagedResults
          query={query}
          page={page}
          onPageChange={(next) => setParams((current) => withParams(current, { page: next }))}
          getKey={(request) => request._id}
          renderItem={(request) => <JoinRequestCard request={request} />}
          skeletonCount={4}
          columns={CONSOLE_COLUMNS}
          EmptyIcon={AssignmentIndIcon}
          texts={{
            loading: t('joinRequests.loading'),
            loadError: t('joinRequests.loadError'),
            count: (count) => t('joinRequests.count', { count }),
            pagination: t('joinRequests.pagination'),
            emptyTitle: t(`joinRequests.empty.${status}.title`),
            emptyBody: t(`joinRequests.empty.${status}.body`),
          }}
        />
      </Box>
    </>
  );
}

function TimeAgo({ date }: { date: string }) {
  return (
    <time dateTime={date} title={formatDate(date, { dateStyle: 'full', timeStyle: 'short' })}>
      {formatRelativeTime(date)}
    </time>
  );
}

function JoinRequestCard({ request }: { request: AdminJoinRequest }) {
  const { t } = useTranslation('admin-directory');
  const setStatus = useSetJoinRequestStatus();
  const [pendingStatus, setPendingStatus] = useState<JoinRequestStatus | null>(null);
  const nameId = useId();
  const isEngineer = request.type === 'engineer';
  const entryHref = request.entryId ? (isEngineer ? paths.admin.editEngineer.getHref(request.entryId) : paths.admin.editShop.getHref(request.entryId)) : null;
  const createHref = isEngineer ? paths.admin.newEngineer.getHref(request._id) : paths.admin.newShop.getHref(request._id);

  const handleStatus = async (status: JoinRequestStatus) => {
    setPendingStatus(status);
    try {
      const response = await setStatus.mutateAsync({ id: request._id, status });
      toast.success(response.message || t(`joinRequests.moved.${status}`));
    } catch (error) {
      toast.error(errorMessage(error, 'errors:UNEXPECTED'));
    } finally {
      setPendingStatus(null);
    }
  };
  const statusButton = (status: JoinRequestStatus, label: string, color: 'primary' | 'inherit' = 'primary') => (
    <Button
      color={color}
      onClick={() => void handleStatus(status)}
      loading={pendingStatus === status}
      disabled={pendingStatus !== null && pendingStatus !== status}
      aria-describedby={nameId}
    >
      {label}
    </Button>
  );

  return (
    <Card component="article" variant="outlined" aria-labelledby={nameId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ display: 'grid', gap: 1, flexGrow: 1, pb: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography id={nameId} component="h2" variant="subtitle1" dir="auto" sx={{ textAlign: 'start', fontWeight: 700, overflowWrap: 'anywhere' }}>
            {request.fullName}
          </Typography>
          <Chip size="small" color={isEngineer ? 'primary' : 'default'} variant="outlined" label={t(`joinRequests.types.${request.type}`)} />
        </Box>
        <EntryDetail icon={<EmailIcon fontSize="small" />}>
          <Link href={externalLinks.mailto(request.email)} dir="ltr">
            {request.email}
          </Link>
        </EntryDetail>
        <EntryDetail icon={<PhoneIcon fontSize="small" />}>
          <Link href={externalLinks.tel(request.phoneNumber)} dir="ltr">
            {formatInternationalPhone(request.phoneNumber)}
          </Link>
        </EntryDetail>
        <EntryDetail icon={<ScheduleIcon fontSize="small" />}>
          {t('joinRequests.received')} <TimeAgo date={request.createdAt} />
        </EntryDetail>
        {request.content ? (
          <Typography
            variant="body2"
            dir="auto"
            sx={{ textAlign: 'start', whiteSpace: 'pre-line', overflowWrap: 'anywhere', bgcolor: 'grey.50', borderRadius: 1, p: 1.5 }}
          >
            {request.content}
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('joinRequests.noMessage')}
          </Typography>
        )}
        {request.status !== 'new' && request.handledAt && (
          <Typography variant="body2" color="text.secondary">
            {request.handledBy
              ? t(`joinRequests.by.${request.status}`, { name: isolate(request.handledBy.name) })
              : t(`joinRequests.at.${request.status}`)}{' '}
            <TimeAgo date={request.handledAt} />
          </Typography>
        )}
        {entryHref && (
          <Link component={RouterLink} to={entryHref} variant="body2">
            {t(isEngineer ? 'joinRequests.openEngineer' : 'joinRequests.openShop')}
          </Link>
        )}
      </CardContent>
      <CardActions disableSpacing sx={{ px: 2, pb: 1.5, pt: 0, gap: 1, flexWrap: 'wrap' }}>
        {/* The server links a new entry only to a request that still waits. */}
        {request.status === 'new' && (
          <Button component={RouterLink} to={createHref} variant="contained" startIcon={<PersonAddIcon />} aria-describedby={nameId}>
            {t(isEngineer ? 'joinRequests.createEngineer' : 'joinRequests.createShop')}
          </Button>
        )}
        {request.status === 'new' ? (
          <>
            {statusButton('handled', t('joinRequests.markHandled'))}
            {statusButton('dismissed', t('joinRequests.dismiss'), 'inherit')}
          </>
        ) : (
          statusButton('new', t('joinRequests.moveToNew'))
        )}
      </CardActions>
    </Card>
  );
}
