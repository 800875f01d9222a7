import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { AuthPage } from '../../features/auth/components/auth-page.tsx';
import type { VerifyOtpLocationState } from '../../features/auth/components/signup-form.tsx';
import { VerifyOtpForm } from '../../features/auth/components/verify-otp-form.tsx';
import { useRedirect } from '../../features/auth/hooks/use-redirect.ts';
import { isolate } from '../../features/auth/utils/isolate.ts';

/** /verify-otp?identifier=… (sign-up passes e-mail and phone in the router state too). */
export function VerifyOtpRoute() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const state = useLocation().state as VerifyOtpLocationState | null;
  const identifier = searchParams.get('identifier')?.trim() || state?.email || '';
  useRedirect(identifier ? null : paths.signup.getHref(), t('auth:verify.missingIdentifier'));
  if (!identifier) return null;

  const intro =
    state?.email && state.phone
      ? t('auth:verify.introBoth', { email: isolate(state.email), phone: isolate(state.phone) })
      : t('auth:verify.intro', { destination: isolate(identifier) });
  return (
    <AuthPage title={t('pages.verifyOtp')} Icon={VerifiedUserIcon} intro={intro}>
      <VerifyOtpForm key={identifier} identifier={identifier} />
    </AuthPage>
  );
}
