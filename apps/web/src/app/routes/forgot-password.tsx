import PasswordIcon from '@mui/icons-material/Password';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { AuthPage } from '../../features/auth/components/auth-page.tsx';
import { ForgotPasswordCodeForm } from '../../features/auth/components/forgot-password-code-form.tsx';
import type { ForgotPasswordLocationState } from '../../features/auth/components/forgot-password-form.tsx';
import { useRedirect } from '../../features/auth/hooks/use-redirect.ts';
import { isolate } from '../../features/auth/utils/isolate.ts';

/** /forgot-password?identifier=…: the reset code step. */
export function ForgotPasswordRoute() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const state = useLocation().state as ForgotPasswordLocationState | null;
  const identifier = searchParams.get('identifier')?.trim() ?? '';
  useRedirect(identifier ? null : paths.home.getHref());
  if (!identifier) return null;

  return (
    <AuthPage title={t('pages.forgotPassword')} Icon={PasswordIcon} intro={t('auth:forgotCode.intro', { identifier: isolate(identifier) })}>
      <ForgotPasswordCodeForm key={identifier} identifier={identifier} resendAfterSeconds={state?.resendAfterSeconds} />
    </AuthPage>
  );
}
