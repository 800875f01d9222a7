import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { SnackbarCloseReason } from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@solar/shared/reference/limits';
import { dismissToast } from '../../lib/toast-store.ts';
import type { Toast } from '../../lib/toast-store.ts';

/** One toast for 5 s (spec section 9); errors are announced at once, the rest politely. */
export function ToastSnackbar({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(true);
  const handleClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    // A tap elsewhere on the page should not hide a message the person may not have read yet.
    if (reason === 'clickaway') return;
    setIsOpen(false);
  };

  return (
    <Snackbar
      open={isOpen}
      autoHideDuration={LIMITS.toastMs}
      onClose={handleClose}
      slotProps={{ transition: { onExited: () => dismissToast(toast.id) } }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={toast.severity}
        variant="standard"
        role={toast.severity === 'error' ? 'alert' : 'status'}
        onClose={() => setIsOpen(false)}
        closeText={t('actions.close')}
        sx={{ width: '100%', alignItems: 'center', boxShadow: 6 }}
      >
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
