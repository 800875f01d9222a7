import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../components/ui/page-placeholder.tsx';

export function VerifyOtpRoute() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('pages.verifyOtp')} Icon={VerifiedUserIcon} />;
}
