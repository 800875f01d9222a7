import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../components/ui/page-placeholder.tsx';

export function UpdateProfileRoute() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('pages.updateProfile')} Icon={ManageAccountsIcon} />;
}
