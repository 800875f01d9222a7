import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import type { ErrorEnvelope } from '@solar/shared/contract/common';
import type { SavedSearch } from '@solar/shared/contract/saved-searches';
import { AlreadySavedNotice } from '../features/saved-searches/components/already-saved-notice.tsx';
import { paths } from '../config/paths.ts';
import { openLoginDialog } from '../features/auth/stores/auth-dialog-store.ts';
import { useSession } from '../features/auth/stores/session-store.ts';
import { ShoppingActionsProvider, type NotifySlotProps } from '../features/calculator/components/shopping-actions.tsx';
import { useCreateSavedSearch } from '../features/saved-searches/api/saved-searches.ts';
import { ApiError } from '../lib/api-client.ts';

/** The URL parameter a visitor comes back with after signing in: the part whose "tell me" they tapped. */
const NOTIFY_PARAM = 'notify';

type Outcome =
  | { kind: 'saved'; search: SavedSearch }
  | { kind: 'exists'; existing: NonNullable<ErrorEnvelope['existing']> }
  | { kind: 'failed'; message: string };

/**
 * "Tell me when a matching inverter appears" under a part of the shopping list that nothing fills: one tap
 * saves the part's filters as a search with its alerts (the account's defaults, said once saved); signed
 * out, the login dialog first, which brings the visitor back to the same result and saves then. The same
 * search saved before says so and links to it (docs/decisions/023-saved-searches-and-alerts.md).
 */
function NotifyAction({ part, filters }: NotifySlotProps) {
  const { t } = useTranslation('calculator');
  const isSignedIn = useSession() !== null;
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const create = useCreateSavedSearch();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const hasResumed = useRef(false);

  const save = () => {
    setOutcome(null);
    create.mutate(
      { filters },
      {
        onSuccess: (answer) => setOutcome({ kind: 'saved', search: answer.data }),
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'SAVED_SEARCH_EXISTS' && error.existing) setOutcome({ kind: 'exists', existing: error.existing });
          else setOutcome({ kind: 'failed', message: t('alerts:save.failed', { reason: error instanceof ApiError ? error.message : String(error) }) });
        },
      },
    );
  };
  const saveOnReturn = useRef(save);
  saveOnReturn.current = save;

  // Back from signing in for this part: the tap that asked for it is carried out, once.
  useEffect(() => {
    if (!isSignedIn || hasResumed.current || searchParams.get(NOTIFY_PARAM) !== part) return;
    hasResumed.current = true;
    const next = new URLSearchParams(searchParams);
    next.delete(NOTIFY_PARAM);
    setSearchParams(next, { replace: true, preventScrollReset: true });
    saveOnReturn.current();
  }, [isSignedIn, part, searchParams, setSearchParams]);

  const handleClick = () => {
    if (isSignedIn) return save();
    const back = new URLSearchParams(location.search);
    back.set(NOTIFY_PARAM, part);
    openLoginDialog({ notice: 'loginRequired', redirectTo: `${location.pathname}?${back.toString()}` });
  };

  if (outcome?.kind === 'saved') {
    return (
      <Alert severity="success" variant="outlined" role="status">
        {t('shopping.notify.saved', { frequency: t(`alerts:frequency.${outcome.search.frequency}`), channel: t(`alerts:channel.${outcome.search.channel}`) })}{' '}
        <Link component={RouterLink} to={paths.savedSearches.getHref(outcome.search._id)} sx={{ fontWeight: 700 }}>
          {t('alerts:save.open')}
        </Link>
      </Alert>
    );
  }
  if (outcome?.kind === 'exists') {
    return <AlreadySavedNotice existing={outcome.existing} variant="outlined" role="status" />;
  }
  return (
    <>
      {outcome?.kind === 'failed' && (
        <Alert severity="error" variant="outlined">
          {outcome.message}
        </Alert>
      )}
      <Button variant="outlined" startIcon={<NotificationsActiveOutlinedIcon />} onClick={handleClick} disabled={create.isPending} sx={{ justifySelf: 'start' }}>
        {create.isPending ? t('shopping.notify.saving') : t(`shopping.notify.${part}`)}
      </Button>
    </>
  );
}

const actions = { renderNotify: (props: NotifySlotProps) => <NotifyAction {...props} /> };

/** Gives the calculator's shopping list its "tell me when one appears": composed here so features stay independent. */
export function ShoppingActions({ children }: { children: ReactNode }) {
  return <ShoppingActionsProvider value={actions}>{children}</ShoppingActionsProvider>;
}
