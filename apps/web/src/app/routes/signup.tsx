import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AuthPage } from '../../features/auth/components/auth-page.tsx';
import { SignupForm } from '../../features/auth/components/signup-form.tsx';
import type { SignupLocationState } from '../../features/auth/components/signup-form.tsx';

export function SignupRoute() {
  const { t } = useTranslation();
  const state = useLocation().state as SignupLocationState | null;
  return (
    <AuthPage title={t('pages.signup')} Icon={PersonAddIcon} intro={t('auth:signup.intro')}>
      <SignupForm initialIdentifier={state?.identifier} />
    </AuthPage>
  );
}
