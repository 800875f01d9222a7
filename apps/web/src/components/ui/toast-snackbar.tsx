import { useState } from 'react';
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
 * One toast for 5 s (docs/product-brief.md §9); errors are announced at once, the rest politely. A toast
 * with an action offers its link under the message. On a phone it
 * shows under the app bar: the bottom of a phone's screen holds what the person taps next (the posting
 * form's send button, the product page's contact bar), which a toast there would cover.
 */
export function ToastSnackbar({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
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
      anchorOrigin={{ vertical: isPhone ? 'top' : 'bottom', horizontal: 'center' }}
      sx={isPhone ? { top: { xs: 64 } } : undefined}
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
        {/* Under the message, not beside it: a phone's width keeps the link on one line. */}
        {toast.action && (
          <Box sx={{ mt: 0.5, mx: -1 }}>
            <Button component={RouterLink} to={toast.action.href} color="inherit" sx={{ textDecoration: 'underline' }} onClick={() => setIsOpen(false)}>
              {toast.action.label}
            </Button>
          </Box>
        )}
      </Alert>
    </Snackbar>
  );
}
