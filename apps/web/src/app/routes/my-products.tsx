import Inventory2Icon from '@mui/icons-material/Inventory2';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../components/ui/page-placeholder.tsx';

export function MyProductsRoute() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('pages.myProducts')} Icon={Inventory2Icon} />;
}
