import { useState } from 'react';
import type { ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { IdentifierBodySchema } from '@solar/shared/contract/auth';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { fieldErrorText } from '../../../components/ui/form/field-error.ts';
import { normalizeIdentifier } from '../utils/normalize-identifier.ts';
import { FormFailure } from './form-failure.tsx';
import { formValidation } from '../../../lib/form-validation.ts';

/** Where the code screen starts its countdown when a code was sent moments ago. */
export interface ForgotPasswordLocationState {
  resendAfterSeconds?: number;
}

interface ForgotPasswordFormProps {
  initialIdentifier?: string;
  onBack: () => void;
  /** Closes the dialog before going on to the code screen. */
  onLeave: () => void;
}

/** Asks for a password-reset code, then goes on to the code screen with the identifier. */
export function ForgotPasswordForm({ initialIdentifier = '', onBack, onLeave }: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const request = useRequestPasswordReset();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ identifier: string }>({
    resolver: zodResolver(IdentifierBodySchema),
    ...formValidation,
    defaultValues: { identifier: initialIdentifier },
  });
  const identifier = form.watch('identifier');
  const field = form.register('identifier');
  const message = fieldErrorText(t, form.formState.errors.identifier);

  const goToCodeScreen = (value: string, state: ForgotPasswordLocationState = {}) => {
    onLeave();
    void navigate(paths.forgotPassword.getHref(value), { state });
  };

  const handleSubmit = form.handleSubmit(async ({ identifier: value }) => {
    setFailure(null);
    try {
      const response = await request.mutateAsync(value);
      toast.success(response.message);
      goToCodeScreen(value);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'RESEND_TOO_SOON') {
        // A code went out less than a minute ago: it is still the one to type.
        toast.info(error.message);
        goToCodeScreen(value, { resendAfterSeconds: error.retryAfterSeconds });
      } else if (error instanceof ApiError && error.status === 404) {
        form.setError('identifier', { type: 'server', message: error.message }, { shouldFocus: true });
      } else {
        setFailure(error instanceof ApiError && error.status !== undefined && error.status < 500 ? error.message : t('auth:forgot.sendFailed'));
      }
    }
  });

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    event.target.value = normalizeIdentifier(event.target.value);
    setFailure(null);
    void field.onChange(event);
  };

  return (
    <Box component="form" method="post" noValidate onSubmit={handleSubmit} sx={{ display: 'grid', gap: 2, pt: 1 }}>
      <Typography color="text.secondary">{t('auth:forgot.intro')}</Typography>
      <TextField
        {...field}
        onChange={handleChange}
        inputRef={field.ref}
        label={t('auth:login.identifier')}
        autoComplete="username"
        autoFocus
        required
        fullWidth
        error={message !== undefined}
        helperText={message}
        slotProps={{ htmlInput: { dir: 'ltr', autoCapitalize: 'none', spellCheck: false } }}
        sx={{ '& input': { textAlign: 'left' } }}
      />
      {failure && <FormFailure message={failure} />}
      <Button type="submit" variant="contained" size="large" disabled={!identifier.trim() || request.isPending} loading={request.isPending}>
        {t('auth:forgot.submit')}
      </Button>
      <Button variant="text" onClick={onBack}>
        {t('auth:forgot.backToLogin')}
      </Button>
    </Box>
  );
}
