import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ReasonBodySchema } from '@solar/shared/contract/admin';
import { ApiError, errorMessage } from '../../../../lib/api-client.ts';
import { formatNumber } from '../../../../lib/format.ts';
import { useAdminSettings } from '../../api/get-admin-settings.ts';
import type { ReasonBody } from '../../api/take-down-product.ts';
import { SERVER_ERROR, fieldErrorText } from '../../../../components/ui/form/field-error.ts';

const REASON_MAX = 500;

interface ReasonDialogProps {
  isOpen: boolean;
  title: string;
  /** What happens, in a sentence: the seller reads the reason. */
  intro: string;
  productName: string;
  submitLabel: string;
  /** Sends the decision; a rejection (an ApiError) keeps the dialog open with its message. */
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The reason of a rejection or a take-down: the saved templates as one-tap chips that fill the field,
 * or free text, checked by the API's own rule before anything is sent.
 */
export function ReasonDialog({ isOpen, title, onClose, ...props }: ReasonDialogProps) {
  const titleId = useId();
  const [isBusy, setIsBusy] = useState(false);
  return (
    <Dialog open={isOpen} onClose={isBusy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth scroll="paper">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {/* Inside the dialog, so every opening starts from an empty form. */}
      <ReasonForm {...props} onClose={onClose} onBusyChange={setIsBusy} />
    </Dialog>
  );
}

function ReasonForm({
  intro,
  productName,
  submitLabel,
  onSubmit,
  onClose,
  onBusyChange,
}: Omit<ReasonDialogProps, 'isOpen' | 'title'> & { onBusyChange: (isBusy: boolean) => void }) {
  const { t } = useTranslation('admin');
  const formId = useId();
  const templatesId = useId();
  const settings = useAdminSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ReasonBody>({ resolver: zodResolver(ReasonBodySchema), defaultValues: { reason: '' }, mode: 'onTouched' });
  const { errors, isSubmitting, isSubmitted } = form.formState;
  const reason = form.watch('reason');
  const { ref, ...reasonField } = form.register('reason');
  const errorText = fieldErrorText(t, errors.reason);

  const handleTemplate = (template: string) => {
    form.setValue('reason', template, { shouldDirty: true, shouldValidate: isSubmitted });
    form.setFocus('reason');
  };

  const handleValid = async ({ reason: text }: ReasonBody) => {
    setFailure(null);
    onBusyChange(true);
    try {
      await onSubmit(text);
    } catch (error) {
      const message = errorMessage(error, 'errors:UNEXPECTED');
      const fieldMessage = error instanceof ApiError ? error.errors.reason : undefined;
      if (fieldMessage) form.setError('reason', { type: SERVER_ERROR, message: fieldMessage });
      setFailure(message);
    } finally {
      onBusyChange(false);
    }
  };

  const templates = settings.data?.rejectionTemplates ?? [];

  return (
    <>
      <DialogContent dividers>
        <Box component="form" id={formId} noValidate onSubmit={form.handleSubmit(handleValid)} sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>{intro}</DialogContentText>
          <Typography dir="auto" sx={{ fontWeight: 700 }}>
            {productName}
          </Typography>
          <Box component="section" aria-labelledby={templatesId} sx={{ display: 'grid', gap: 1 }}>
            <Typography id={templatesId} component="h3" variant="subtitle2">
              {t('reasonDialog.templates')}
            </Typography>
            {settings.isPending ? (
              <Box role="status" aria-label={t('reasonDialog.templatesLoading')} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                {[120, 180, 90].map((width) => (
                  <Skeleton key={width} variant="rounded" width={width} height={32} />
                ))}
              </Box>
            ) : settings.isError ? (
              <Typography variant="body2" color="text.secondary">
                {t('reasonDialog.templatesError')}
              </Typography>
            ) : templates.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('reasonDialog.noTemplates')}
              </Typography>
            ) : (
              <>
                <Typography variant="body2" color="text.secondary">
                  {t('reasonDialog.templatesHint')}
                </Typography>
                <Box component="ul" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}>
                  {templates.map((template) => (
                    <li key={template}>
                      <Chip
                        label={template}
                        onClick={() => handleTemplate(template)}
                        color={reason === template ? 'primary' : 'default'}
                        variant={reason === template ? 'filled' : 'outlined'}
                        aria-pressed={reason === template}
                        dir="auto"
                        // Templates are sentences: they wrap instead of being cut off.
                        sx={{ height: 'auto', minHeight: 40, maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal', py: 1 } }}
                      />
                    </li>
                  ))}
                </Box>
              </>
            )}
          </Box>
          <TextField
            {...reasonField}
            inputRef={ref}
            label={t('reasonDialog.label')}
            required
            fullWidth
            multiline
            minRows={3}
            error={errorText !== undefined}
            helperText={errorText ?? t('reasonDialog.counter', { length: formatNumber(reason.length), max: formatNumber(REASON_MAX) })}
            slotProps={{ htmlInput: { maxLength: REASON_MAX, dir: 'auto' } }}
          />
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onClose} disabled={isSubmitting}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" form={formId} variant="contained" color="error" disabled={isSubmitting} loading={isSubmitting}>
          {submitLabel}
        </Button>
      </DialogActions>
    </>
  );
}
