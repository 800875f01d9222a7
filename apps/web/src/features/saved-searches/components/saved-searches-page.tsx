import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import FormControlLabel from '@mui/material/FormControlLabel';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import Switch from '@mui/material/Switch';
import NotificationsOffOutlinedIcon from '@mui/icons-material/NotificationsOffOutlined';
import SavedSearchIcon from '@mui/icons-material/SavedSearch';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import type { AlertChannel, AlertFrequency, SavedSearch } from '@solar/shared/contract/saved-searches';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { paths, savedSearchAnchor } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/format.ts';
import {
  useDeleteSavedSearch, useMarkSavedSearchSeen, useSavedSearches, useSetWantedNotices, useUpdateFavouritesAlert, useUpdateSavedSearch,
} from '../api/saved-searches.ts';
import { ChannelField, channelText, FrequencyField, type AlertDestinations } from './alert-fields.tsx';
import { ChangeStatus, useChangeStatus } from './change-status.tsx';

/** The product list's URL for a search's filters (the list reads the API's own query names). */
export function productsHrefOf(filters: SavedSearch['filters']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== undefined) params.set(key, String(value));
  return paths.products.getHref(params.toString());
}

/** A name the user typed, isolated so its direction does not scramble the sentence around it. */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** Frequency and channel changed from one place (a search, or the favourites): alerts change and how. */
function useAlertSettingsChange<T>(
  mutate: (changes: T, callbacks: { onSuccess: (settings: { frequency: AlertFrequency; channel: AlertChannel }) => void; onError: (failure: unknown) => void }) => void,
  destinations: AlertDestinations | undefined,
) {
  const { t } = useTranslation('alerts');
  const status = useChangeStatus();
  const change = (changes: T) => {
    status.saving();
    mutate(changes, {
      // What now holds, in words: "off" is a pause, which says how to undo it.
      onSuccess: ({ frequency, channel }) =>
        status.saved(frequency === 'off' ? t('status.paused') : t('status.saved', { frequency: t(`frequency.${frequency}`), channel: channelText(t, channel, destinations) })),
      onError: status.failed,
    });
  };
  return { status, change };
}

function RenameDialog({ search, onClose, onSaved }: { search: SavedSearch; onClose: () => void; onSaved: (name: string) => void }) {
  const { t } = useTranslation('alerts');
  const titleId = useId();
  const [name, setName] = useState(search.name);
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateSavedSearch();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { id: search._id, name },
      {
        onSuccess: (answer) => {
          onSaved(answer.data.name);
          onClose();
        },
        onError: (failure) => setError(failure instanceof ApiError ? (failure.errors.name ?? failure.message) : String(failure)),
      },
    );
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle id={titleId}>{t('page.renameTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            label={t('save.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { dir: 'auto', maxLength: 80 } }}
            error={Boolean(error)}
            helperText={error}
            fullWidth
            autoFocus
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {t('save.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function DeleteDialog({ search, onClose, onDeleted }: { search: SavedSearch; onClose: () => void; onDeleted: () => void }) {
  const { t } = useTranslation('alerts');
  const titleId = useId();
  const remove = useDeleteSavedSearch();
  const status = useChangeStatus();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} role="alertdialog" fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('page.deleteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('page.deleteBody')}</DialogContentText>
        <DialogContentText dir="auto" sx={{ mt: 1, fontWeight: 700, color: 'text.primary' }}>
          {search.name}
        </DialogContentText>
        {/* Inside the dialog: a message over it would hide what it is about. */}
        <ChangeStatus state={status.state} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('common:actions.cancel')}
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={remove.isPending}
          onClick={() => {
            status.saving();
            remove.mutate(search._id, { onSuccess: onDeleted, onError: status.failed });
          }}
        >
          {t('page.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

interface SavedSearchCardProps {
  search: SavedSearch;
  destinations: AlertDestinations;
  /** The page was opened on this search (a link to it, such as "you already saved this search"). */
  isTarget: boolean;
  onDeleted: (name: string) => void;
}

function SavedSearchCard({ search, destinations, isTarget, onDeleted }: SavedSearchCardProps) {
  const { t } = useTranslation('alerts');
  const headingId = useId();
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const update = useUpdateSavedSearch();
  const seen = useMarkSavedSearchSeen();
  const { status, change } = useAlertSettingsChange<{ frequency?: AlertFrequency; channel?: AlertChannel }>(
    (changes, { onSuccess, onError }) => update.mutate({ id: search._id, ...changes }, { onSuccess: (answer) => onSuccess(answer.data), onError }),
    destinations,
  );
  const newLabel = search.newCountCapped ? t('page.newCapped') : t('page.new', { count: search.newCount });
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      id={savedSearchAnchor(search._id)}
      tabIndex={isTarget ? -1 : undefined}
      sx={isTarget ? { borderColor: 'primary.main', borderWidth: 2 } : undefined}
    >
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, mb: 2 }}>
          <Typography id={headingId} variant="h6" component="h2" dir="auto" sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
            {search.name}
          </Typography>
          <Chip size="small" label={newLabel} color={search.newCount > 0 ? 'secondary' : 'default'} sx={{ flexShrink: 0 }} />
        </Stack>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FrequencyField value={search.frequency} isDisabled={update.isPending} onChange={(frequency) => change({ frequency })} />
          <ChannelField value={search.channel} isDisabled={update.isPending} onChange={(channel) => change({ channel })} destinations={destinations} />
        </Box>
        <ChangeStatus state={status.state} />
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }} aria-label={t('page.actionsFor', { name: search.name })}>
        <Button variant="contained" component={RouterLink} to={productsHrefOf(search.filters)} onClick={() => seen.mutate(search._id)} startIcon={<SearchIcon />}>
          {t('page.run')}
        </Button>
        <Button onClick={() => setDialog('rename')} startIcon={<EditOutlinedIcon />} aria-haspopup="dialog">
          {t('page.rename')}
        </Button>
        <Button onClick={() => setDialog('delete')} color="error" startIcon={<DeleteOutlineIcon />} aria-haspopup="dialog">
          {t('page.delete')}
        </Button>
      </CardActions>
      {dialog === 'rename' && <RenameDialog search={search} onClose={() => setDialog(null)} onSaved={(name) => status.saved(t('status.renamed', { name: isolate(name) }))} />}
      {dialog === 'delete' && <DeleteDialog search={search} onClose={() => setDialog(null)} onDeleted={() => onDeleted(search.name)} />}
    </Card>
  );
}

/** An account-wide alert setting under the searches: its icon, title and what it does, its controls and what the last change did. */
function AlertSection({ id, icon, title, body, status, children }: { id: string; icon: ReactNode; title: string; body: string; status: ReturnType<typeof useChangeStatus>['state']; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} sx={{ mt: 3 }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          {icon}
          <Typography id={id} variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
            {title}
          </Typography>
        </Stack>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {body}
        </Typography>
        {children}
        <ChangeStatus state={status} />
      </CardContent>
    </Card>
  );
}

/** /saved-searches for a signed-in user: each search with its new listings, alert settings and actions; favourites' price drops. */
export function SavedSearchesPage() {
  const { t } = useTranslation('alerts');
  const query = useSavedSearches({ isEnabled: true });
  const favourites = useUpdateFavouritesAlert();
  const destinations = query.data?.data.destinations;
  const favouritesChange = useAlertSettingsChange<{ frequency?: AlertFrequency; channel?: AlertChannel }>(
    (changes, { onSuccess, onError }) => favourites.mutate(changes, { onSuccess: (answer) => onSuccess(answer.data), onError }),
    destinations,
  );
  const wantedNotices = useSetWantedNotices();
  const wantedStatus = useChangeStatus();
  const setWantedNotices = (on: boolean) => {
    wantedStatus.saving();
    wantedNotices.mutate(on, { onSuccess: (answer) => wantedStatus.saved(t(answer.data.on ? 'status.wantedOn' : 'status.wantedOff')), onError: wantedStatus.failed });
  };
  // A deleted search's card is gone: the page says what went.
  const [deleted, setDeleted] = useState<string | null>(null);
  const { hash } = useLocation();
  const hasData = query.data !== undefined;
  useEffect(() => {
    // A link to one search (`paths.savedSearches.getHref(id)`): shown and focused once the list is here.
    const card = hasData && hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (!card) return;
    card.focus({ preventScroll: true });
    card.scrollIntoView({ block: 'center' });
  }, [hash, hasData]);

  if (query.isPending) return (<><PageHeading title={t('page.title')} /><LinearProgress aria-label={t('page.loading')} /></>);
  if (query.isError) return (<><PageHeading title={t('page.title')} /><ErrorState title={t('page.loadError')} message={query.error.message} onRetry={() => void query.refetch()} /></>);
  const { searches, limit, alertsStopped, destinations: sendsTo } = query.data.data;
  const settings = query.data.data.favourites;
  return (
    <>
      <PageHeading title={t('page.title')} />
      <Box role="status" sx={{ '&:not(:empty)': { mb: 2 } }}>
        {deleted !== null && <Alert severity="success">{t('status.deleted', { name: isolate(deleted) })}</Alert>}
      </Box>
      {alertsStopped && (
        <Alert severity="warning" icon={<NotificationsOffOutlinedIcon />} sx={{ mb: 2 }}>
          {t('page.stoppedByAdmin')}
        </Alert>
      )}
      {searches.length === 0 ? (
        <EmptyState
          Icon={SavedSearchIcon}
          title={t('page.emptyTitle')}
          body={t('page.emptyBody')}
          action={
            <Button variant="contained" component={RouterLink} to={paths.products.getHref()}>
              {t('page.browse')}
            </Button>
          }
        />
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('page.count', { used: formatNumber(searches.length), limit: formatNumber(limit) })}
          </Typography>
          <Stack spacing={2}>
            {searches.map((search) => (
              <SavedSearchCard key={search._id} search={search} destinations={sendsTo} isTarget={hash === `#${savedSearchAnchor(search._id)}`} onDeleted={setDeleted} />
            ))}
          </Stack>
        </>
      )}
      <AlertSection id="favourites-alert" icon={<FavoriteBorderIcon color="error" aria-hidden />} title={t('page.favouritesTitle')} body={t('page.favouritesBody')} status={favouritesChange.status.state}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FrequencyField value={settings.frequency} isDisabled={favourites.isPending} onChange={(frequency) => favouritesChange.change({ frequency })} />
          <ChannelField value={settings.channel} isDisabled={favourites.isPending} onChange={(channel) => favouritesChange.change({ channel })} destinations={sendsTo} />
        </Box>
      </AlertSection>
      <AlertSection id="wanted-notices" icon={<RequestQuoteOutlinedIcon color="primary" aria-hidden />} title={t('page.wantedTitle')} body={t('page.wantedBody')} status={wantedStatus.state}>
        <FormControlLabel
          control={<Switch checked={query.data.data.wantedNotices} disabled={wantedNotices.isPending} onChange={(event) => setWantedNotices(event.target.checked)} />}
          label={t('page.wantedSwitch')}
          sx={{ minHeight: 44, marginInlineStart: 0 }}
        />
      </AlertSection>
    </>
  );
}
