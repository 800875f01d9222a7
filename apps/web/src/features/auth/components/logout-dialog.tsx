import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../hooks/use-logout.ts';

/** "Are you sure?" before logging out; Cancel has the focus, so Enter does not log out by accident. */
export function LogoutDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  const { logout, isPending } = useLogout();

  const handleConfirm = async () => {
    await logout();
    onClose();
  };

  return (
    <Dialog open={isOpen} onClose={isPending ? undefined : onClose} aria-labelledby={titleId} aria-describedby={bodyId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('auth:logout.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>{t('auth:logout.body')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} autoFocus disabled={isPending}>
          {t('auth:logout.cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={() => void handleConfirm()} loading={isPending}>
          {t('auth:logout.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
