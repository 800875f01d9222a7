import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../components/ui/page-placeholder.tsx';

export function SignupRoute() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('pages.signup')} Icon={PersonAddIcon} />;
}
