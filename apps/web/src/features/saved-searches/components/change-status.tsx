import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';

type ChangeState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; message: string } | { kind: 'failed'; message: string };

/** What became of the last change made in one place: saving, saved (with what now holds), or why not. */
export function useChangeStatus() {
  const { t } = useTranslation('alerts');
  const [state, setState] = useState<ChangeState>({ kind: 'idle' });
  return {
    state,
    saving: () => setState({ kind: 'saving' }),
    saved: (message: string) => setState({ kind: 'saved', message }),
    failed: (failure: unknown) => setState({ kind: 'failed', message: t('status.failed', { reason: failure instanceof ApiError ? failure.message : String(failure) }) }),
  };
}

/**
 * Shows it beside the controls that made it. The polite region is always there, empty at first: screen
 * readers announce a change inside a region, not a region that appears with its text. A failure is an
 * alert, announced at once, and stays until the next change.
 */
export function ChangeStatus({ state }: { state: ReturnType<typeof useChangeStatus>['state'] }) {
  const { t } = useTranslation('alerts');
  return (
    <>
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, '&:not(:empty)': { mt: 1.5 } }}>
        {state.kind === 'saving' && (
          <Typography variant="body2" color="text.secondary">
            {t('status.saving')}
          </Typography>
        )}
        {state.kind === 'saved' && (
          <>
            <CheckCircleOutlineIcon fontSize="small" sx={{ color: 'success.dark' }} aria-hidden />
            <Typography variant="body2" sx={{ color: 'success.dark', fontWeight: 700 }}>
              {state.message}
            </Typography>
          </>
        )}
      </Box>
      {state.kind === 'failed' && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {state.message}
        </Alert>
      )}
    </>
  );
}
