import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Fragment, useEffect, useRef } from 'react';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { visuallyHidden } from '../../../components/ui/visually-hidden.ts';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { useInfiniteProducts } from '../api/get-products.ts';
import { priceComparisonCurrency } from '../utils/price-comparison.ts';
import { useListPlace } from '../hooks/use-list-place.ts';
import { hasActiveFilters } from '../utils/product-filters.ts';
import type { ProductFilters } from '../utils/product-filters.ts';
import { PriceComparison, PriceComparisonNote } from './approx-price.tsx';
import { ProductCardSkeleton } from './product-card-skeleton.tsx';
import { ProductCard } from './product-card.tsx';
import { PagePart } from '../../../lib/page-part.tsx';

const SKELETON_COUNT = 6;
// The ad banner follows the first screen of results on a phone (five rows on a 390 × 844 screen),
// instead of pushing them below the fold (issue #17).
const INLINE_SLOT_AFTER = 5;

function ProductGrid({ children, isBusy = false, ref }: { children: ReactNode; isBusy?: boolean; ref?: Ref<HTMLDivElement> }) {
  return (
    <Box
      ref={ref}
      aria-busy={isBusy || undefined}
      sx={{
        display: 'grid',
        gap: { xs: 1, sm: 2, md: 2.5 },
        // Rows on a phone; from 600 px as many columns of at least 240 px as the space beside the category sidebar holds.
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(240px, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}

/** The result count on one side, `headerEnd` (the sort order) on the other. */
function ListHeader({ children, headerEnd }: { children: ReactNode; headerEnd?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1.5, mb: { xs: 1, sm: 2 } }}>
      {children}
      {headerEnd}
    </Box>
  );
}

interface ProductListProps {
  filters?: ProductFilters;
  /** Offered in the empty state when filters narrowed the list to nothing. */
  onClearFilters?: () => void;
  headerEnd?: ReactNode;
  /** Shown on phones only, across the list after its first few results (the ad banner). */
  inlineSlot?: ReactNode;
}

/** The public products under the filters, a page at a time. */
export function ProductList({ filters = {}, onClearFilters, headerEnd, inlineSlot }: ProductListProps) {
  const { t } = useTranslation('products');
  const { data, error, isPending, refetch, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError } =
    useInfiniteProducts(filters);
  const gridRef = useRef<HTMLDivElement>(null);
  const firstNewIndex = useRef<number | null>(null);
  const productCount = data?.pages.reduce((count, page) => count + page.data.length, 0) ?? 0;
  // Back from a listing comes back to the same pages and the same listing on screen.
  useListPlace(gridRef, { isReady: data !== undefined, pageCount: data?.pages.length ?? 0, hasNextPage, isFetchingNextPage, fetchNextPage });

  // The load-more button may vanish with the last page; keyboard and screen-reader users continue at
  // the first new product instead of being dropped at the top of the document.
  useEffect(() => {
    const index = firstNewIndex.current;
    if (index === null || productCount <= index) return;
    firstNewIndex.current = null;
    gridRef.current?.querySelectorAll<HTMLElement>('article h2 a')[index]?.focus();
  }, [productCount]);

  const handleLoadMore = () => {
    firstNewIndex.current = productCount;
    void fetchNextPage();
  };

  if (isPending) {
    return (
      <>
        <ListHeader headerEnd={headerEnd}>
          <Skeleton width={120} />
          <Typography role="status" sx={visuallyHidden}>
            {t('list.loading')}
          </Typography>
        </ListHeader>
        <ProductGrid isBusy>
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <ProductCardSkeleton key={index} />
          ))}
        </ProductGrid>
      </>
    );
  }

  // The error replaces the list only when there is nothing to show; a failed refetch keeps what is shown.
  if (!data) {
    return <ErrorState title={t('list.loadError')} message={error?.message ?? ''} onRetry={() => void refetch()} />;
  }

  const products = data.pages.flatMap((page) => page.data);
  const total = data.pages[0]?.total ?? 0;
  const isCapped = data.pages[0]?.totalCapped ?? false;

  if (products.length === 0) {
    const isFiltered = hasActiveFilters(filters);
    return (
      <>
        <Typography role="status" sx={visuallyHidden}>
          {t('list.count', { count: 0 })}
        </Typography>
        {isFiltered ? (
          <EmptyState
            Icon={FilterAltOffIcon}
            title={t('list.noMatchesTitle')}
            body={t('list.noMatchesBody')}
            action={
              onClearFilters && (
                <Button variant="contained" onClick={onClearFilters}>
                  {t('list.clearFilters')}
                </Button>
              )
            }
          />
        ) : (
          <EmptyState Icon={Inventory2Icon} title={t('list.emptyTitle')} body={t('list.emptyBody')} />
        )}
      </>
    );
  }

  return (
    <>
      <PagePart>
        <ListHeader headerEnd={headerEnd}>
          <Typography role="status" color="text.secondary" sx={{ fontSize: { xs: '0.875rem', sm: '1rem' } }}>
            {isCapped ? t('list.countAtLeast', { count: total }) : t('list.count', { count: total })}
          </Typography>
        </ListHeader>
      </PagePart>
      <PriceComparison currency={priceComparisonCurrency(filters, products)}>
        <PriceComparisonNote />
        <ProductGrid ref={gridRef}>
          {products.map((product, index) => (
            <Fragment key={product._id}>
              <PagePart>
                <ProductCard product={product} isPriority={index === 0} />
              </PagePart>
              {inlineSlot && index === Math.min(INLINE_SLOT_AFTER, products.length) - 1 && (
                <Box sx={{ gridColumn: '1 / -1', display: { sm: 'none' }, '&:empty': { display: 'none' } }}>{inlineSlot}</Box>
              )}
            </Fragment>
          ))}
        </ProductGrid>
      </PriceComparison>
      {isFetchNextPageError && error && (
        <Box sx={{ mt: 3 }}>
          <ErrorState title={t('list.loadError')} message={error.message} onRetry={() => void fetchNextPage()} />
        </Box>
      )}
      <PagePart>
        {hasNextPage && !isFetchNextPageError && (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
            <Button
              variant="outlined"
              size="large"
              onClick={handleLoadMore}
              loading={isFetchingNextPage}
              loadingPosition="start"
              sx={{ minWidth: 200 }}
            >
              {isFetchingNextPage ? t('list.loadingMore') : t('list.loadMore')}
            </Button>
          </Box>
        )}
      </PagePart>
    </>
  );
}
