import { useId, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { OtpSchema } from '@solar/shared/contract/auth';
import { LIMITS } from '@solar/shared/reference/limits';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { toLatinDigits } from '@solar/shared/domain/latin-digits';
import { toast } from '../../../lib/toast-store.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { useVerifyResetCode } from '../api/verify-reset-code.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import { ResendButton } from './resend-button.tsx';

interface ForgotPasswordCodeFormProps {
  identifier: string;
  resendAfterSeconds?: number;
}

/** The password-reset code (one six-digit field): verify, resend after 60 s, back home. */
export function ForgotPasswordCodeForm({ identifier, resendAfterSeconds = LIMITS.otpResendSeconds }: ForgotPasswordCodeFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const verify = useVerifyResetCode();
  const resend = useRequestPasswordReset();
  const countdown = useCountdown(resendAfterSeconds);
  const fieldId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const isComplete = OtpSchema.safeParse(code).success;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setCode(toLatinDigits(event.target.value).replace(/\D/g, '').slice(0, LIMITS.otpLength));
    setError(null);
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isComplete) {
      setError(t('auth:errors.otpIncomplete'));
      return;
    }
    try {
      const response = await verify.mutateAsync({ identifier, otp: code });
      void navigate(paths.resetPassword.getHref(identifier, response.data.resetToken), { replace: true });
    } catch (failure) {
      const apiError = failure instanceof ApiError ? failure : undefined;
      setError(apiError?.errors.otp ?? apiError?.message ?? t('auth:forgotCode.incorrect'));
    }
  };

  const handleResend = async () => {
    try {
      const response = await resend.mutateAsync(identifier);
      toast.success(response.message);
      setCode('');
      setError(null);
      countdown.restart(LIMITS.otpResendSeconds);
    } catch (failure) {
      const apiError = failure instanceof ApiError ? failure : undefined;
      if (apiError?.retryAfterSeconds) countdown.restart(apiError.retryAfterSeconds);
      toast.error(apiError?.status === 429 || apiError?.type === 'network' ? apiError.message : t('auth:verify.resendFailed'));
    }
  };

  return (
    <Box component="form" method="post" noValidate onSubmit={(event) => void handleSubmit(event)} sx={{ display: 'grid', gap: 2.5 }}>
      <TextField
        id={fieldId}
        label={t('auth:forgotCode.code')}
        value={code}
        onChange={handleChange}
        error={error !== null}
        helperText={error ?? undefined}
        autoFocus
        required
        fullWidth
        autoComplete="one-time-code"
        slotProps={{
          htmlInput: { dir: 'ltr', inputMode: 'numeric', pattern: '[0-9]*', maxLength: LIMITS.otpLength },
          formHelperText: { role: error ? 'alert' : undefined },
        }}
        sx={{ '& input': { textAlign: 'center', fontSize: '1.5rem', letterSpacing: '0.5em', fontWeight: 700 } }}
      />
      <Button type="submit" variant="contained" size="large" disabled={!isComplete || verify.isPending} loading={verify.isPending}>
        {t('auth:forgotCode.submit')}
      </Button>
      <Box sx={{ display: 'flex', justifyContent: { xs: 'center', sm: 'space-between' }, flexWrap: 'wrap', gap: 1 }}>
        <Button variant="text" onClick={() => void navigate(paths.home.getHref())}>
          {t('auth:forgotCode.back')}
        </Button>
        <ResendButton secondsLeft={countdown.secondsLeft} isPending={resend.isPending} onResend={() => void handleResend()} />
      </Box>
    </Box>
  );
}
