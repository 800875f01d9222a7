import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { AdBanner } from '../../features/products/components/ad-banner.tsx';
import { ProductBrowser } from '../../features/products/components/product-browser.tsx';
import { ProductActions } from '../product-actions.tsx';
import { SaveSearchAction } from '../save-search-action.tsx';

/** Home and /products: the newest ad, then the products with their search and filters. */
export function ProductsRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('pages.products')}>{t('products:list.title')}</PageHeading>
      <AdBanner />
      <ProductActions>
        <ProductBrowser filterActions={(filters) => <SaveSearchAction filters={filters} />} />
      </ProductActions>
    </>
  );
}
