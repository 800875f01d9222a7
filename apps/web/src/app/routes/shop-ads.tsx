import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { AdList } from '../../features/directory/components/ad-list.tsx';

/** /shop-ads: the shops' offers, 10 a page. */
export function ShopAdsRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('pages.shopAds')}>{t('directory:ads.title')}</PageHeading>
      <AdList />
    </>
  );
}
