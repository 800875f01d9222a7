import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { NewPasswordSchema } from '@solar/shared/contract/auth';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { useTextField } from '../hooks/use-text-field.ts';
import { openForgotPasswordDialog, openLoginDialog } from '../stores/auth-dialog-store.ts';
import { endSession } from '../stores/session-store.ts';
import { FormFailure } from './form-failure.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { formValidation } from '../../../lib/form-validation.ts';

// After success, home follows after 2 s (docs/product-brief.md §9).
const REDIRECT_DELAY_MS = 2000;

const ResetPasswordFormSchema = z
  .object({
    newPassword: NewPasswordSchema,
    confirmPassword: z.string().min(1, { message: 'auth:errors.passwordRequired' }),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'auth:errors.passwordMismatch',
    when: ({ value }) => typeof (value as { confirmPassword?: unknown } | null)?.confirmPassword === 'string',
  });

type ResetPasswordValues = z.input<typeof ResetPasswordFormSchema>;

/** The new password with its checklist; success goes home after 2 s and opens the login dialog there. */
export function ResetPasswordForm({ identifier, resetToken }: { identifier: string; resetToken: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const reset = useResetPassword();
  const [failure, setFailure] = useState<{ message: string; canStartAgain?: boolean } | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(ResetPasswordFormSchema),
    ...formValidation,
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const textField = useTextField(form);
  const newPassword = form.watch('newPassword');

  const handleSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const response = await reset.mutateAsync({ identifier, resetToken, newPassword: values.newPassword });
      const message = response.message || t('auth:messages.passwordReset');
      // Every session of the account has ended, this device's too if it was signed in.
      endSession(queryClient);
      setSuccess(message);
      toast.success(message);
      redirectTimer.current = setTimeout(() => {
        void navigate(paths.home.getHref(), { replace: true });
        openLoginDialog({ identifier, notice: 'passwordReset' });
      }, REDIRECT_DELAY_MS);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : undefined;
      if (apiError?.code === 'RESET_TOKEN_INVALID') setFailure({ message: apiError.message, canStartAgain: true });
      else if (apiError?.errors.newPassword) form.setError('newPassword', { type: 'server', message: apiError.errors.newPassword });
      else {
        // The server's own message when it has one worth showing; a plain failure for 5xx and the unexpected.
        const isSpecific = apiError !== undefined && (apiError.type === 'network' || (apiError.status ?? 500) < 500);
        setFailure({ message: isSpecific ? apiError.message : t('auth:reset.failed') });
      }
    }
  });

  const handleStartAgain = () => {
    void navigate(paths.home.getHref());
    openForgotPasswordDialog(identifier);
  };


  if (success) {
    return (
      <Alert severity="success" role="status">
        {success} {t('auth:reset.redirecting')}
      </Alert>
    );
  }

  return (
    <Box component="form" method="post" noValidate onSubmit={handleSubmit} sx={{ display: 'grid', gap: 2.5 }}>
      {/* Lets password managers store the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={identifier} readOnly hidden />
      <NewPasswordFields
        password={textField('newPassword')}
        confirm={textField('confirmPassword')}
        value={newPassword}
        labels={{ password: t('auth:reset.newPassword'), confirm: t('auth:reset.confirmPassword') }}
        autoFocus
      />
      {failure && (
        <FormFailure
          message={failure.message}
          action={failure.canStartAgain ? { label: t('auth:reset.startAgain'), onClick: handleStartAgain } : undefined}
        />
      )}
      <Button type="submit" variant="contained" size="large" disabled={reset.isPending} loading={reset.isPending}>
        {t('auth:reset.submit')}
      </Button>
    </Box>
  );
}
