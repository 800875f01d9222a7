import PasswordIcon from '@mui/icons-material/Password';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../components/ui/page-placeholder.tsx';

export function ForgotPasswordRoute() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('pages.forgotPassword')} Icon={PasswordIcon} />;
}
