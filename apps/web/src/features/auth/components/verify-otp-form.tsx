import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LIMITS } from '@solar/shared/reference/limits';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast-store.ts';
import { getProfileQueryOptions } from '../api/get-profile.ts';
import { useRequestOtp } from '../api/request-otp.ts';
import { useVerifyOtp } from '../api/verify-otp.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import { openLoginDialog } from '../stores/auth-dialog-store.ts';
import { signIn } from '../stores/session-store.ts';
import { FormFailure } from './form-failure.tsx';
import { isOtpComplete, OtpInput } from './otp-input.tsx';
import { ResendButton } from './resend-button.tsx';

interface VerifyOtpFormProps {
  /** The e-mail or phone the account was registered with. */
  identifier: string;
  /** Seconds before a new code may be asked for (a code has just been sent). */
  resendAfterSeconds?: number;
}

/** The sign-up code: six boxes, confirm, resend after 60 s, back to sign-up. Success signs in and goes home. */
export function VerifyOtpForm({ identifier, resendAfterSeconds = LIMITS.otpResendSeconds }: VerifyOtpFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const verify = useVerifyOtp();
  const resend = useRequestOtp();
  const countdown = useCountdown(resendAfterSeconds);
  const labelId = useId();
  const failureId = useId();
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<{ message: string; canLogIn?: boolean } | null>(null);
  const isComplete = isOtpComplete(code, LIMITS.otpLength);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isComplete) {
      setFailure({ message: t('auth:errors.otpIncomplete') });
      return;
    }
    setFailure(null);
    try {
      const response = await verify.mutateAsync({ identifier, otp: code });
      signIn(response.data.token, response.data.user);
      queryClient.setQueryData(getProfileQueryOptions().queryKey, { status: 'success', data: response.data.user });
      toast.success(response.message ?? t('auth:messages.accountCreated'));
      void navigate(paths.home.getHref(), { replace: true });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : undefined;
      const message = apiError?.errors.otp ?? apiError?.message ?? t('auth:verify.failed');
      setFailure({ message, canLogIn: apiError?.code === 'ALREADY_VERIFIED' });
      toast.error(message);
    }
  };

  const handleResend = async () => {
    try {
      const response = await resend.mutateAsync(identifier);
      toast.success(response.message);
      setCode('');
      setFailure(null);
      countdown.restart(LIMITS.otpResendSeconds);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : undefined;
      if (apiError?.retryAfterSeconds) countdown.restart(apiError.retryAfterSeconds);
      if (apiError?.code === 'ALREADY_VERIFIED') setFailure({ message: apiError.message, canLogIn: true });
      toast.error(apiError?.status === 429 || apiError?.type === 'network' ? apiError.message : t('auth:verify.resendFailed'));
    }
  };

  return (
    <Box component="form" method="post" noValidate onSubmit={(event) => void handleSubmit(event)} sx={{ display: 'grid', gap: 2.5 }}>
      <Typography id={labelId} sx={{ fontWeight: 700, textAlign: 'center' }}>
        {t('auth:verify.code')}
      </Typography>
      <OtpInput
        value={code}
        onChange={(value) => {
          setCode(value);
          if (failure) setFailure(null);
        }}
        length={LIMITS.otpLength}
        labelledBy={labelId}
        describedBy={failure ? failureId : undefined}
        isInvalid={failure !== null}
        autoFocus
      />
      {failure && (
        <FormFailure
          id={failureId}
          message={failure.message}
          action={failure.canLogIn ? { label: t('auth:verify.login'), onClick: () => openLoginDialog({ identifier }) } : undefined}
        />
      )}
      <Button type="submit" variant="contained" size="large" disabled={!isComplete || verify.isPending} loading={verify.isPending}>
        {t('auth:verify.submit')}
      </Button>
      <Box sx={{ display: 'flex', justifyContent: { xs: 'center', sm: 'space-between' }, flexWrap: 'wrap', gap: 1 }}>
        <Button variant="text" onClick={() => void navigate(paths.signup.getHref())}>
          {t('auth:verify.backToSignup')}
        </Button>
        <ResendButton secondsLeft={countdown.secondsLeft} isPending={resend.isPending} onResend={() => void handleResend()} />
      </Box>
    </Box>
  );
}
