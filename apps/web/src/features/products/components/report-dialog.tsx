import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
// This dialog is its own chunk, so the shared schema (and zod) load only when someone reports.
import { ReportProductBodySchema } from '@solar/shared/contract/products';
import { REPORT_REASONS, reportReasonKey, type ReportReason } from '@solar/shared/domain/report-reasons';
import { LIMITS } from '@solar/shared/reference/limits';
import { ApiError } from '../../../lib/api-client.ts';
import { useReportProduct } from '../api/report-product.ts';

const DETAILS_MAX = 500;

interface ReportDialogProps {
  productId: string;
  isOpen: boolean;
  onClose: () => void;
}

/**
 * Reporting a listing: a reason and optional details. The thanks closes by itself after 3 s; a report
 * already open (409) or too many reports (429) are explained and stay until closed.
 */
export function ReportDialog({ productId, isOpen, onClose }: ReportDialogProps) {
  const { t } = useTranslation('products');
  const titleId = useId();
  const introId = useId();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const report = useReportProduct(productId);

  // docs/product-brief.md section 4: a success closes after 3 s; errors stay until the visitor closes them.
  useEffect(() => {
    if (!report.isSuccess || !isOpen) return;
    const timer = setTimeout(onClose, LIMITS.dialogAutoCloseMs);
    return () => clearTimeout(timer);
  }, [report.isSuccess, isOpen, onClose]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = ReportProductBodySchema.safeParse({ reason, details: details.trim() || undefined });
    if (body.success) report.mutate(body.data);
  };

  const error = report.error;
  const errorSeverity = error instanceof ApiError && error.code === 'REPORT_ALREADY_OPEN' ? 'info' : error instanceof ApiError && error.status === 429 ? 'warning' : 'error';

  return (
    <Dialog open={isOpen} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId} aria-describedby={introId}>
      <DialogTitle id={titleId}>{t('report.title')}</DialogTitle>
      {report.isSuccess ? (
        <>
          <DialogContent>
            <Alert id={introId} severity="success" role="status">
              {report.data.message || t('messages.reportReceived')}
            </Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} autoFocus>
              {t('common:actions.close')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={handleSubmit} noValidate>
          <DialogContent sx={{ pt: 0 }}>
            <DialogContentText id={introId} sx={{ mb: 2 }}>
              {t('report.intro')}
            </DialogContentText>
            <FormControl component="fieldset" required sx={{ mb: 2 }}>
              <FormLabel component="legend">{t('report.reasonLabel')}</FormLabel>
              <RadioGroup value={reason} onChange={(event) => setReason(REPORT_REASONS.find((value) => value === event.target.value) ?? '')}>
                {REPORT_REASONS.map((value) => (
                  <FormControlLabel key={value} value={value} control={<Radio />} label={t(reportReasonKey(value))} />
                ))}
              </RadioGroup>
            </FormControl>
            <TextField
              fullWidth
              multiline
              minRows={3}
              label={t('report.details')}
              value={details}
              onChange={(event) => setDetails(event.target.value.slice(0, DETAILS_MAX))}
              helperText={t('report.detailsHelp', { length: details.length, max: DETAILS_MAX })}
              slotProps={{ htmlInput: { maxLength: DETAILS_MAX, dir: 'auto' } }}
            />
            {error && (
              <Alert severity={errorSeverity} role="alert" sx={{ mt: 2 }}>
                {error.message}
              </Alert>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={!reason} loading={report.isPending} loadingPosition="start">
              {report.isPending ? t('report.sending') : t('report.submit')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
