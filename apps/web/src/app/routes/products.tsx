import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { AdBanner } from '../../features/products/components/ad-banner.tsx';
import { ProductBrowser } from '../../features/products/components/product-browser.tsx';
import { ProductActions } from '../product-actions.tsx';
import { SaveSearchAction } from '../save-search-action.tsx';

/**
 * Home and /products: the products with their search and filters, and the newest ad among them. On a
 * phone the title is for screen readers and the tab only: the search and the listings come first (issue #17).
 */
export function ProductsRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('pages.products')} isHiddenOnPhone>
        {t('products:list.title')}
      </PageHeading>
      <ProductActions>
        <ProductBrowser ad={<AdBanner />} filterActions={(filters) => <SaveSearchAction filters={filters} />} />
      </ProductActions>
    </>
  );
}
