import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorEnvelope } from '@solar/shared/contract/common';
import type { AlertChannel, AlertFrequency, SavedSearchFilters } from '@solar/shared/contract/saved-searches';
import { savedSearchName } from '@solar/shared/domain/saved-search-name';
import { AlreadySavedNotice } from './already-saved-notice.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { getLanguage } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useCreateSavedSearch, useSavedSearches } from '../api/saved-searches.ts';
import { ChannelField, FrequencyField } from './alert-fields.tsx';

interface SaveSearchDialogProps {
  isOpen: boolean;
  /** The product list's filters in force (never its sort order). */
  filters: SavedSearchFilters;
  onClose: () => void;
  /** After saving: the dialog closes, the results stay, and a toast says where the search is. */
  onSaved: () => void;
}

/** Why a save failed, shown in the dialog (a toast would lie over it): the search that exists, or the server's reason. */
type Failure = { kind: 'exists'; existing: NonNullable<ErrorEnvelope['existing']> } | { kind: 'other'; message: string };

/**
 * Saves the product list's filters as a search with its alerts: a name made from the filters in the
 * reader's language (editable), how often and where (the account's phone or e-mail, as the list of
 * searches names them). Defaults: a daily digest by SMS. The same filters saved before are refused
 * with a link to that search.
 */
export function SaveSearchDialog({ isOpen, filters, onClose, onSaved }: SaveSearchDialogProps) {
  const { t } = useTranslation('alerts');
  const titleId = useId();
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [name, setName] = useState(() => savedSearchName(filters, getLanguage(), (key, values) => t(key, values)));
  const [frequency, setFrequency] = useState<AlertFrequency>('daily');
  const [channel, setChannel] = useState<AlertChannel>('sms');
  const [nameError, setNameError] = useState<string | undefined>();
  const [failure, setFailure] = useState<Failure | undefined>();
  const create = useCreateSavedSearch();
  // Where alerts will go; the channels read without a destination until the list has come.
  const destinations = useSavedSearches({ isEnabled: isOpen }).data?.data.destinations;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    create.mutate(
      { filters, name, frequency, channel },
      {
        onSuccess: (answer) => {
          toast.success(t('save.saved'), { label: t('save.open'), href: paths.savedSearches.getHref(answer.data._id) });
          onSaved();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'SAVED_SEARCH_EXISTS' && error.existing) setFailure({ kind: 'exists', existing: error.existing });
          else if (error instanceof ApiError && error.errors.name) setNameError(error.errors.name);
          else setFailure({ kind: 'other', message: t('save.failed', { reason: error instanceof ApiError ? error.message : String(error) }) });
        },
      },
    );
  };

  return (
    <Dialog open={isOpen} onClose={create.isPending ? undefined : onClose} aria-labelledby={titleId} fullScreen={isPhone} fullWidth maxWidth="xs">
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle id={titleId}>{t('save.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('save.intro')}</DialogContentText>
          {failure?.kind === 'exists' && (
            <AlreadySavedNotice existing={failure.existing} sx={{ mb: 2 }} role="alert" />
          )}
          {failure?.kind === 'other' && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure.message}
            </Alert>
          )}
          <Stack spacing={2.5}>
            <TextField
              label={t('save.name')}
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setNameError(undefined);
              }}
              slotProps={{ htmlInput: { dir: 'auto', maxLength: 80 } }}
              error={Boolean(nameError)}
              helperText={nameError}
              required
              fullWidth
            />
            <FrequencyField label={t('save.frequency')} value={frequency} onChange={setFrequency} />
            <ChannelField label={t('save.channel')} value={channel} onChange={setChannel} destinations={destinations} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={create.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {create.isPending ? t('save.saving') : t('save.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
