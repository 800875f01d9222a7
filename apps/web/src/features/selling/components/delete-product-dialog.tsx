import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface DeleteProductDialogProps {
  isOpen: boolean;
  productName: string;
  isDeleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** 'are you sure you want to delete this product?' before anything is deleted. */
export function DeleteProductDialog({ isOpen, productName, isDeleting, onConfirm, onClose }: DeleteProductDialogProps) {
  const { t } = useTranslation('selling');
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={isOpen} onClose={isDeleting ? undefined : onClose} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth role="alertdialog">
      <DialogTitle id={titleId}>{t('myProducts.deleteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('myProducts.deleteConfirm')}</DialogContentText>
        <DialogContentText dir="auto" sx={{ mt: 1, fontWeight: 700, color: 'text.primary' }}>
          {productName}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isDeleting} autoFocus>
          {t('common:actions.cancel')}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={isDeleting}>
          {isDeleting ? t('myProducts.deleting') : t('myProducts.deleteConfirmButton')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
