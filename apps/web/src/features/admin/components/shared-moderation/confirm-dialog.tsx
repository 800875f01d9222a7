import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  body: string;
  /** What the action is about (a user's name), shown under the question. */
  subject?: ReactNode;
  confirmLabel: string;
  isDestructive?: boolean;
  isBusy: boolean;
  /** The server's refusal (already translated), shown in the dialog so the admin can cancel. */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Are you sure?" before an action that is hard to undo; cancelling is the focused choice. */
export function ConfirmDialog({ isOpen, title, body, subject, confirmLabel, isDestructive = false, isBusy, error, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog open={isOpen} onClose={isBusy ? undefined : onClose} aria-labelledby={titleId} aria-describedby={bodyId} maxWidth="xs" fullWidth role="alertdialog">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
        <DialogContentText id={bodyId}>{body}</DialogContentText>
        {subject && (
          <DialogContentText component="div" dir="auto" sx={{ fontWeight: 700, color: 'text.primary' }}>
            {subject}
          </DialogContentText>
        )}
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onClose} disabled={isBusy} autoFocus>
          {t('common:actions.cancel')}
        </Button>
        <Button onClick={onConfirm} color={isDestructive ? 'error' : 'primary'} variant="contained" disabled={isBusy} loading={isBusy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
