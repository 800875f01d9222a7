import StorefrontIcon from '@mui/icons-material/Storefront';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../components/ui/page-placeholder.tsx';

export function ShopsRoute() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('pages.shops')} Icon={StorefrontIcon} />;
}
