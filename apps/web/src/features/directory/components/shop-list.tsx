import Button from '@mui/material/Button';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@solar/shared/reference/limits';
import { useShops } from '../api/get-shops.ts';
import { useListParams } from '../hooks/use-list-params.ts';
import { countActiveFilters, readShopFilters } from '../utils/filter-params.ts';
import { CardSkeleton } from './card-skeleton.tsx';
import { PagedResults } from '../../../components/ui/paged-results.tsx';
import { ShopCard } from './shop-card.tsx';
import { ShopFilters } from './shop-filters.tsx';

/** The shops screen below its banner: filters from the address, then 12 cards a page with numbered pages. */
export function ShopList() {
  const { t } = useTranslation('directory');
  const { filters, page, setFilters, setPage } = useListParams(readShopFilters);
  const query = useShops({ ...filters, page, limit: LIMITS.shopsPageSize });
  const isFiltered = countActiveFilters(filters) > 0 || Boolean(filters.search);

  return (
    <>
      <ShopFilters filters={filters} onChange={setFilters} />
      <PagedResults
        query={query}
        page={page}
        onPageChange={setPage}
        getKey={(shop) => shop._id}
        renderItem={(shop) => <ShopCard shop={shop} />}
        EmptyIcon={StorefrontIcon}
        emptyAction={
          isFiltered && (
            <Button variant="outlined" onClick={() => setFilters({})}>
              {t('filters.clear')}
            </Button>
          )
        }
        skeleton={<CardSkeleton />}
        columns={{ xs: 1, sm: 2, md: 3, lg: 4 }}
        texts={{
          loading: t('shops.loading'),
          loadError: t('shops.loadError'),
          count: (total) => t('shops.count', { count: total }),
          emptyTitle: t(isFiltered ? 'shops.noMatchTitle' : 'shops.emptyTitle'),
          emptyBody: t(isFiltered ? 'shops.noMatchBody' : 'shops.emptyBody'),
          pagination: t('shops.pagination'),
        }}
      />
    </>
  );
}
