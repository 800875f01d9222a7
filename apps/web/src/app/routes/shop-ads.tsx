import CampaignIcon from '@mui/icons-material/Campaign';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../components/ui/page-placeholder.tsx';

export function ShopAdsRoute() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('pages.shopAds')} Icon={CampaignIcon} />;
}
