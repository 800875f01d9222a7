import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { JoinBanner } from '../../features/directory/components/join-banner.tsx';
import { ShopList } from '../../features/directory/components/shop-list.tsx';

/** /shops: the register-your-shop banner, filters and 12 shops a page. */
export function ShopsRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('pages.shops')}>{t('directory:shops.title')}</PageHeading>
      <JoinBanner type="shop" />
      <ShopList />
    </>
  );
}
