import LockResetIcon from '@mui/icons-material/LockReset';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../components/ui/page-placeholder.tsx';

export function ResetPasswordRoute() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('pages.resetPassword')} Icon={LockResetIcon} />;
}
