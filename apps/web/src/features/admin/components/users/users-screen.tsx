import PeopleOutlineIcon from '@mui/icons-material/PeopleOutline';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../../components/ui/error-state.tsx';
import { PageHeading } from '../../../../components/ui/page-heading.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast-store.ts';
import { useUsers } from '../../api/get-users.ts';
import type { AdminUser } from '../../api/get-users.ts';
import { useSetUserSuspended } from '../../api/set-user-suspended.ts';
import { useSetUserVerified } from '../../api/set-user-verified.ts';
import { useSetUserAlertsStopped } from '../../api/set-user-alerts-stopped.ts';
import { useDebouncedValue } from '../../hooks/use-debounced-value.ts';
import { readPage } from '../../utils/page-param.ts';
import { PagePagination } from '../../../../components/ui/page-pagination.tsx';
import { ConfirmDialog } from '../shared-moderation/confirm-dialog.tsx';
import { ListSkeleton } from '../shared-moderation/list-skeleton.tsx';
import { UserCard } from './user-card.tsx';

const SEARCH_DELAY_MS = 350;
const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' }, listStyle: 'none', p: 0, m: 0 } as const;

/** Accounts: search, verify, and suspend or restore (after a confirmation). */
export function UsersScreen() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = readPage(params);
  const [search, setSearch] = useState(q);
  const debouncedSearch = useDebouncedValue(search, SEARCH_DELAY_MS);
  const query = useUsers({ q, page });
  const setVerified = useSetUserVerified();
  const setAlertsStopped = useSetUserAlertsStopped();
  const setSuspended = useSetUserSuspended();
  const [target, setTarget] = useState<AdminUser | null>(null);
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const [suspendError, setSuspendError] = useState<string | null>(null);

  // Back and forward change the address: the box follows it.
  const [seenQ, setSeenQ] = useState(q);
  if (q !== seenQ) {
    setSeenQ(q);
    if (q !== debouncedSearch.trim()) setSearch(q);
  }

  // The typed search reaches the address (and the request) once the typing pauses; a new search starts
  // on page 1. Only a change of the typed text does this, so going back is not undone.
  const appliedSearch = useRef(debouncedSearch);
  useEffect(() => {
    if (debouncedSearch === appliedSearch.current) return;
    appliedSearch.current = debouncedSearch;
    const next = debouncedSearch.trim();
    if (next !== q) setParams(next ? { q: next } : {}, { replace: true });
  }, [debouncedSearch, q, setParams]);

  const handlePage = (next: number) => {
    setParams({ ...(q ? { q } : {}), ...(next > 1 ? { page: String(next) } : {}) });
    window.scrollTo({ top: 0 });
  };

  const handleToggleVerified = (user: AdminUser) =>
    setVerified.mutate(
      { id: user._id, isVerified: !user.isVerified },
      {
        onSuccess: (response) => toast.success(t(response.data.isVerified ? 'users.verifiedDone' : 'users.unverifiedDone', { name: user.name })),
        onError: (error) => toast.error(errorMessage(error, 'admin:users.actionFailed')),
      },
    );

  const handleToggleAlerts = (user: AdminUser) =>
    setAlertsStopped.mutate(
      { id: user._id, alertsStopped: !user.alertsStopped },
      {
        onSuccess: (response) => toast.success(t(response.data.alertsStopped ? 'users.alertsStoppedDone' : 'users.alertsAllowedDone', { name: user.name })),
        onError: (error) => toast.error(errorMessage(error, 'admin:users.actionFailed')),
      },
    );

  const handleAskSuspend = (user: AdminUser) => {
    setTarget(user);
    setSuspendError(null);
    setIsConfirmOpen(true);
  };

  const handleConfirmSuspend = () => {
    if (!target) return;
    setSuspendError(null);
    setSuspended.mutate(
      { id: target._id, isSuspended: !target.isSuspended },
      {
        onSuccess: (response) => {
          setIsConfirmOpen(false);
          toast.success(t(response.data.isSuspended ? 'users.suspendedDone' : 'users.unsuspendedDone', { name: target.name }));
        },
        // The server's reason (CANNOT_SUSPEND_SELF…) stays in the dialog, beside the cancel button.
        onError: (error) => setSuspendError(errorMessage(error, 'admin:users.actionFailed')),
      },
    );
  };

  let body;
  if (query.isPending) body = <ListSkeleton label={t('users.loading')} />;
  else if (query.isError) body = <ErrorState title={t('users.loadError')} message={query.error.message} onRetry={() => void query.refetch()} />;
  else if (query.data.data.length === 0) {
    body = q ? (
      <EmptyState Icon={PeopleOutlineIcon} title={t('users.noMatchTitle')} body={t('users.noMatchBody', { q })} />
    ) : (
      <EmptyState Icon={PeopleOutlineIcon} title={t('users.emptyTitle')} body={t('users.emptyBody')} />
    );
  } else {
    body = (
      <>
        <Box component="ul" sx={grid}>
          {query.data.data.map((user) => (
            <li key={user._id}>
              <UserCard
                user={user}
                isSavingVerified={setVerified.isPending && setVerified.variables?.id === user._id}
                onToggleVerified={handleToggleVerified}
                isSavingAlerts={setAlertsStopped.isPending && setAlertsStopped.variables?.id === user._id}
                onToggleAlerts={handleToggleAlerts}
                onToggleSuspended={handleAskSuspend}
              />
            </li>
          ))}
        </Box>
        <PagePagination page={page} totalPages={query.data.totalPages} onChange={handlePage} label={t('users.pagination')} />
      </>
    );
  }

  const isSuspending = !target?.isSuspended;
  return (
    <Box>
      <PageHeading title={t('users.title')} />
      <Box role="search" sx={{ mb: 2 }}>
        <TextField
          type="search"
          label={t('users.search')}
          placeholder={t('users.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          fullWidth
          slotProps={{
            htmlInput: { maxLength: 100, dir: 'auto', enterKeyHint: 'search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <Box sx={{ minHeight: 28, mb: 1 }}>
        {query.isFetching && !query.isPending ? (
          <LinearProgress aria-label={t('users.loading')} />
        ) : (
          query.isSuccess && (
            <Typography color="text.secondary" role="status">
              {t('users.count', { count: query.data.total })}
            </Typography>
          )
        )}
      </Box>
      {body}
      <ConfirmDialog
        isOpen={isConfirmOpen}
        title={t(isSuspending ? 'users.suspendTitle' : 'users.unsuspendTitle')}
        body={t(isSuspending ? 'users.suspendBody' : 'users.unsuspendBody')}
        subject={target?.name}
        confirmLabel={t(isSuspending ? 'users.suspendConfirm' : 'users.unsuspendConfirm')}
        isDestructive={isSuspending}
        isBusy={setSuspended.isPending}
        error={suspendError}
        onConfirm={handleConfirmSuspend}
        onClose={() => setIsConfirmOpen(false)}
      />
    </Box>
  );
}
