import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@solar/shared/reference/limits';
import type { PostingResult } from '../stores/posting-dialog-store.ts';

/** After a submit: success closes itself after 3 s, an error stays until closed (docs/product-brief.md §4). */
export function PostingResultDialog({ result, isOpen, onClose }: { result: PostingResult; isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation('selling');
  const titleId = useId();
  const isSuccess = result.severity === 'success';

  useEffect(() => {
    if (!isSuccess || !isOpen) return;
    const timer = setTimeout(onClose, LIMITS.dialogAutoCloseMs);
    return () => clearTimeout(timer);
  }, [isSuccess, isOpen, result, onClose]);

  const Icon = isSuccess ? CheckCircleIcon : ErrorIcon;
  return (
    <Dialog open={isOpen} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth role={isSuccess ? 'dialog' : 'alertdialog'}>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Icon color={isSuccess ? 'success' : 'error'} />
        {result.title}
      </DialogTitle>
      <DialogContent>
        <Typography>{result.message}</Typography>
        {!isSuccess && (
          <Box sx={{ mt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {t('result.draftKept')}
            </Typography>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('result.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
