import LockResetIcon from '@mui/icons-material/LockReset';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { AuthPage } from '../../features/auth/components/auth-page.tsx';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx';
import { useRedirect } from '../../features/auth/hooks/use-redirect.ts';
import { isolate } from '../../features/auth/utils/isolate.ts';

/** /reset-password?identifier=…&token=…: the new password. */
export function ResetPasswordRoute() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const identifier = searchParams.get('identifier')?.trim() ?? '';
  const token = searchParams.get('token')?.trim() ?? '';
  const isComplete = identifier !== '' && token !== '';
  useRedirect(isComplete ? null : paths.home.getHref());
  if (!isComplete) return null;

  return (
    <AuthPage title={t('pages.resetPassword')} Icon={LockResetIcon} intro={t('auth:reset.intro', { identifier: isolate(identifier) })}>
      <ResetPasswordForm identifier={identifier} resetToken={token} />
    </AuthPage>
  );
}
