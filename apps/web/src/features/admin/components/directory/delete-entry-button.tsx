import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast-store.ts';
import { ConfirmDialog } from '../shared-moderation/confirm-dialog.tsx';

interface DeleteEntryButtonProps {
  /** The id of the entry's name, which the button's name refers to. */
  describedBy: string;
  confirmTitle: string;
  confirmBody: string;
  deletedMessage: string;
  onDelete: () => Promise<{ message?: string }>;
}

/** Delete, after a confirmation; a toast says it is done and the list refreshes without the entry. */
export function DeleteEntryButton({ describedBy, confirmTitle, confirmBody, deletedMessage, onDelete }: DeleteEntryButtonProps) {
  const { t } = useTranslation('admin-directory');
  const [isOpen, setIsOpen] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const handleConfirm = async () => {
    setIsDeleting(true);
    setError(null);
    try {
      const response = await onDelete();
      toast.success(response.message || deletedMessage);
      setIsOpen(false);
    } catch (reason) {
      setError(errorMessage(reason, 'errors:UNEXPECTED'));
    } finally {
      setIsDeleting(false);
    }
  };

  return (
    <>
      <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={() => setIsOpen(true)} aria-describedby={describedBy} aria-haspopup="dialog">
        {t('list.delete')}
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        title={confirmTitle}
        body={confirmBody}
        confirmLabel={t('list.confirmDelete')}
        onConfirm={() => void handleConfirm()}
        onClose={() => {
          setIsOpen(false);
          setError(null);
        }}
        isDestructive
        isBusy={isDeleting}
        error={error}
      />
    </>
  );
}
