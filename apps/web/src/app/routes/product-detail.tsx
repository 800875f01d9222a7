import SolarPowerIcon from '@mui/icons-material/SolarPower';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../components/ui/page-placeholder.tsx';

export function ProductDetailRoute() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('pages.productDetail')} Icon={SolarPowerIcon} />;
}
