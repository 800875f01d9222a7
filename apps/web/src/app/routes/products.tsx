import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { ProductList } from '../../features/products/components/product-list.tsx';

/** Home and /products: the product list. */
export function ProductsRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('pages.products')}>{t('products:list.title')}</PageHeading>
      <ProductList />
    </>
  );
}
