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
import type { AlertChannel, AlertFrequency, SavedSearchFilters } from '@solar/shared/contract/saved-searches';
import { savedSearchName } from '@solar/shared/domain/saved-search-name';
import { ApiError } from '../../../lib/api-client.ts';
import { getLanguage } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useCreateSavedSearch } from '../api/saved-searches.ts';
import { ChannelField, FrequencyField } from './alert-fields.tsx';

interface SaveSearchDialogProps {
  isOpen: boolean;
  /** The product list's filters in force (never its sort order). */
  filters: SavedSearchFilters;
  onClose: () => void;
  /** After saving: where My searches is (the toast's link). */
  onSaved: () => void;
}

/**
 * Saves the product list's filters as a search with its alerts: a name made from the filters in the
 * reader's language (editable), how often and where. Defaults: a daily digest by SMS.
 */
export function SaveSearchDialog({ isOpen, filters, onClose, onSaved }: SaveSearchDialogProps) {
  const { t } = useTranslation('alerts');
  const titleId = useId();
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [name, setName] = useState(() => savedSearchName(filters, getLanguage(), (key, values) => t(key, values)));
  const [frequency, setFrequency] = useState<AlertFrequency>('daily');
  const [channel, setChannel] = useState<AlertChannel>('sms');
  const [error, setError] = useState<string | undefined>();
  const create = useCreateSavedSearch();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { filters, name, frequency, channel },
      {
        onSuccess: () => {
          toast.success(t('save.saved'));
          onSaved();
        },
        onError: (failure) => setError(failure instanceof ApiError ? (failure.errors.name ?? failure.message) : String(failure)),
      },
    );
  };

  return (
    <Dialog open={isOpen} onClose={create.isPending ? undefined : onClose} aria-labelledby={titleId} fullScreen={isPhone} fullWidth maxWidth="xs">
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle id={titleId}>{t('save.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('save.intro')}</DialogContentText>
          <Stack spacing={2.5}>
            <TextField
              label={t('save.name')}
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setError(undefined);
              }}
              slotProps={{ htmlInput: { dir: 'auto', maxLength: 80 } }}
              error={Boolean(error)}
              helperText={error}
              required
              fullWidth
            />
            <FrequencyField label={t('save.frequency')} value={frequency} onChange={setFrequency} />
            <ChannelField label={t('save.channel')} value={channel} onChange={setChannel} />
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
