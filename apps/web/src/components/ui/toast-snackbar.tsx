import { useEffect, useState, type ReactElement } from 'react';
import { createPortal } from 'react-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { SnackbarCloseReason } from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LIMITS } from '@solar/shared/reference/limits';
import { dismissToast } from '../../lib/toast-store.ts';
import type { Toast } from '../../lib/toast-store.ts';

/**
 * The top of the open dialog, where a toast goes instead of over it: a slot put first in the dialog's
 * paper, kept while the dialog is open (a dialog may open while the toast shows: signing in on the way to
 * saving a search), null when no dialog is open. Inside the dialog a screen reader also hears it: a modal
 * hides the rest of the page from them.
 */
function useDialogSlot(): HTMLElement | null {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    let current: HTMLElement | null = null;
    const place = () => {
      const papers = document.querySelectorAll<HTMLElement>('.MuiDialog-root .MuiDialog-paper');
      const paper = papers[papers.length - 1] ?? null;
      if (current?.parentElement === paper && paper) return;
      current?.remove();
      current = null;
      if (paper) {
        current = document.createElement('div');
        current.dataset.toastSlot = '';
        paper.prepend(current);
      }
      setSlot(current);
    };
    place();
    // MUI puts a dialog straight into <body>: opening or closing one changes its children.
    const observer = new MutationObserver(place);
    observer.observe(document.body, { childList: true });
    return () => {
      observer.disconnect();
      current?.remove();
    };
  }, []);
  return slot;
}

/**
 * One toast for 5 s (docs/product-brief.md §9); errors are announced at once, the rest politely. A toast
 * with an action offers its link under the message. On a phone it shows under the app bar: the bottom of
 * a phone's screen holds what the person taps next (the posting form's send button, the product page's
 * contact bar), which a toast there would cover. With a dialog open it sits at the top of the dialog,
 * above its title, instead of over it.
 */
export function ToastSnackbar({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [isOpen, setIsOpen] = useState(true);
  const dialogSlot = useDialogSlot();
  // In a dialog there is no Snackbar to time it: the same 5 s, then gone.
  useEffect(() => {
    if (!dialogSlot || !isOpen) return;
    const timer = setTimeout(() => dismissToast(toast.id), LIMITS.toastMs);
    return () => clearTimeout(timer);
  }, [dialogSlot, isOpen, toast.id]);
  const handleClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    // A tap elsewhere on the page should not hide a message the person may not have read yet.
    if (reason === 'clickaway') return;
    setIsOpen(false);
  };

  const message = (close: () => void, sx: object): ReactElement => (
    <Alert
      severity={toast.severity}
      variant="standard"
      role={toast.severity === 'error' ? 'alert' : 'status'}
      onClose={close}
      closeText={t('actions.close')}
      sx={{ width: '100%', alignItems: 'center', ...sx }}
    >
      {toast.message}
      {/* Under the message, not beside it: a phone's width keeps the link on one line. */}
      {toast.action && (
        <Box sx={{ mt: 0.5, mx: -1 }}>
          <Button component={RouterLink} to={toast.action.href} color="inherit" sx={{ textDecoration: 'underline' }} onClick={close}>
            {toast.action.label}
          </Button>
        </Box>
      )}
    </Alert>
  );

  if (dialogSlot) return createPortal(message(() => dismissToast(toast.id), { borderRadius: 0 }), dialogSlot);

  return (
    <Snackbar
      open={isOpen}
      autoHideDuration={LIMITS.toastMs}
      onClose={handleClose}
      slotProps={{ transition: { onExited: () => dismissToast(toast.id) } }}
      anchorOrigin={{ vertical: isPhone ? 'top' : 'bottom', horizontal: 'center' }}
      sx={isPhone ? { top: { xs: 64 } } : undefined}
    >
      {message(() => setIsOpen(false), { boxShadow: 6 })}
    </Snackbar>
  );
}
