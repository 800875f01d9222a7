import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { PricesScreen } from '../../features/prices/components/prices-screen.tsx';

/** /prices: the public price index (issue #45), in its own lazy chunk. */
export function PricesRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('pages.prices')} />
      <PricesScreen />
    </>
  );
}
