import { useEffect, useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, get, useForm } from 'react-hook-form';
import type { FieldError, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { JOIN_REQUEST_CONTENT_MAX, JoinRequestBodySchema } from '@solar/shared/contract/directory';
import { JOIN_REQUEST_TYPES } from '@solar/shared/reference/catalog';
import { EmailField } from '../../../components/ui/form/email-field.tsx';
import { SERVER_ERROR, fieldErrorText } from '../../../components/ui/form/field-error.ts';
import { ltrText } from '../../../components/ui/form/ltr-text.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/format.ts';
import { toLatinDigits } from '@solar/shared/domain/latin-digits';
import { useSendJoinRequest } from '../api/send-join-request.ts';
import { formValidation } from '../../../lib/form-validation.ts';

/** The spec's success panel stays 2 s, then the dialog closes (and opens empty next time). */
export const JOIN_SUCCESS_MS = 2000;

export type JoinRequestType = (typeof JOIN_REQUEST_TYPES)[number];
type JoinValues = z.input<typeof JoinRequestBodySchema>;
type JoinField = keyof JoinValues;
const REQUIRED_FIELDS: readonly JoinField[] = ['fullName', 'email', 'phoneNumber', 'type'];

interface JoinRequestDialogProps {
  open: boolean;
  initialType: JoinRequestType;
  onClose: () => void;
}

/** The join-request dialog (its own chunk): the form, then a success panel for 2 s. */
export function JoinRequestDialog({ open, initialType, onClose }: JoinRequestDialogProps) {
  const { t } = useTranslation('directory');
  const titleId = useId();
  const [isSent, setIsSent] = useState(false);

  useEffect(() => {
    if (!isSent) return;
    const timer = setTimeout(onClose, JOIN_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [isSent, onClose]);

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" scroll="body">
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {t(`join.title.${initialType}`)}
      </DialogTitle>
      <IconButton onClick={onClose} aria-label={t('common:actions.close')} sx={{ position: 'absolute', top: 10, right: 10 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>
        {isSent ? (
          <Box role="status" sx={{ textAlign: 'center', py: 4 }}>
            <CheckCircleIcon color="success" sx={{ fontSize: 64, mb: 1 }} />
            <Typography variant="h6" component="p" sx={{ mb: 1 }}>
              {t('join.successTitle')}
            </Typography>
            <Typography color="text.secondary">{t('join.successBody')}</Typography>
          </Box>
        ) : (
          <JoinRequestForm initialType={initialType} onSent={() => setIsSent(true)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function JoinRequestForm({ initialType, onSent }: { initialType: JoinRequestType; onSent: () => void }) {
  const { t } = useTranslation('directory');
  const send = useSendJoinRequest();
  const [failure, setFailure] = useState<string | null>(null);
  const [isMissingRequired, setIsMissingRequired] = useState(false);
  const form = useForm<JoinValues, unknown, z.output<typeof JoinRequestBodySchema>>({
    resolver: zodResolver(JoinRequestBodySchema),
    ...formValidation,
    defaultValues: { fullName: '', email: '', phoneNumber: '', type: initialType, content: '' },
  });
  const { errors } = form.formState;
  const content = form.watch('content') ?? '';

  const errorText = (name: JoinField): string | undefined => fieldErrorText(t, get(errors, name) as FieldError | undefined);
  const field = (name: Path<JoinValues>, hint?: string) => {
    const { ref, ...registered } = form.register(name, { onChange: () => setFailure(null) });
    const message = errorText(name);
    return { ...registered, inputRef: ref, error: message !== undefined, helperText: message ?? hint };
  };

  const handleSubmit = form.handleSubmit(
    async (values) => {
      setIsMissingRequired(false);
      setFailure(null);
      try {
        await send.mutateAsync(values);
        onSent();
      } catch (error) {
        const apiError = error instanceof ApiError ? error : undefined;
        let hasFieldError = false;
        for (const [name, message] of Object.entries(apiError?.errors ?? {})) {
          if (name in values) {
            form.setError(name as JoinField, { type: SERVER_ERROR, message }, { shouldFocus: !hasFieldError });
            hasFieldError = true;
          }
        }
        setFailure(apiError?.message ?? t('errors:UNEXPECTED'));
      }
    },
    () => {
      const values = form.getValues();
      setIsMissingRequired(REQUIRED_FIELDS.some((name) => !String(values[name] ?? '').trim()));
    },
  );

  // Registered in the form's order, so a failed submit focuses the first field in error.
  const nameField = field('fullName');
  const emailField = field('email');
  // Phones: what the phone keyboard types (Arabic-Indic digits become ASCII), as the sign-up form does.
  const phoneField = field('phoneNumber', t('join.phoneHint'));
  const handlePhoneChange = (event: ChangeEvent<HTMLInputElement>) => {
    event.target.value = toLatinDigits(event.target.value);
    void phoneField.onChange(event);
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'grid', gap: 2.25, pt: 1 }}>
      <Typography color="text.secondary">{t(`join.intro.${initialType}`)}</Typography>
      <TextField {...nameField} label={t('join.fullName')} autoComplete="name" required fullWidth autoFocus />
      <EmailField {...emailField} label={t('join.email')} required fullWidth />
      <TextField
        {...phoneField}
        onChange={handlePhoneChange}
        label={t('join.phone')}
        type="tel"
        autoComplete="tel"
        required
        fullWidth
        {...ltrText({ slotProps: { htmlInput: { inputMode: 'tel', maxLength: 25 } } })}
      />
      <Controller
        control={form.control}
        name="type"
        render={({ field: { ref, ...typeField } }) => (
          <TextField
            {...typeField}
            inputRef={ref}
            select
            label={t('join.type')}
            required
            fullWidth
            error={errorText('type') !== undefined}
            helperText={errorText('type')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {JOIN_REQUEST_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`join.types.${type}`)}
              </option>
            ))}
          </TextField>
        )}
      />
      <TextField
        {...field(
          'content',
          t('join.messageHint', { used: formatNumber(content.length), max: formatNumber(JOIN_REQUEST_CONTENT_MAX) }),
        )}
        label={t('join.message')}
        multiline
        minRows={3}
        maxRows={8}
        fullWidth
        slotProps={{ htmlInput: { maxLength: JOIN_REQUEST_CONTENT_MAX } }}
      />
      {isMissingRequired && (
        <Alert severity="warning" role="alert">
          {t('join.fillRequired')}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" loading={send.isPending} disabled={send.isPending}>
        {t('join.submit')}
      </Button>
    </Box>
  );
}
