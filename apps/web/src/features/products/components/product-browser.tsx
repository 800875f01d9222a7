import TuneIcon from '@mui/icons-material/Tune';
import ViewSidebarOutlinedIcon from '@mui/icons-material/ViewSidebarOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Suspense, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format.ts';
import { lazyWithPreload } from '../../../lib/lazy-with-preload.ts';
import { useProductFilters } from '../hooks/use-product-filters.ts';
import { clearProductFilters, countDialogFilters, removeProductFilter, type ProductFilters } from '../utils/product-filters.ts';
import { ActiveFilterChips } from './active-filter-chips.tsx';
import { CategoryChips, CategorySidebar } from './category-nav.tsx';
import { ProductList } from './product-list.tsx';
import { ProductSearchForm } from './product-search-form.tsx';
import { RegionPicker } from './region-picker.tsx';
import { SortSelect } from './sort-select.tsx';
import { PagePart } from '../../../lib/page-part.tsx';

// Its own chunk, downloaded when first opened (or when the pointer or focus reaches its button).
const FilterDialog = lazyWithPreload(async () => (await import('./filter-dialog.tsx')).FilterDialog);

// Shown from 600 px: on a phone the region and the sort order are in the filter sheet (issue #17).
const FROM_SM = { display: { xs: 'none', sm: 'block' } } as const;

/**
 * Browsing the products: the search box, the filters and the categories, the filters in force as chips,
 * the sort order and the list. Every filter lives in the URL.
 *
 * On a phone the search comes first, then one row: the filter button (one sheet for type, condition,
 * place, brand, price and sort) beside the categories, which scroll sideways; then the filters in force
 * with `filterActions` after them (in the category row, "save search" squeezed the chips and covered the
 * chosen one as it appeared); then the listings. From
 * 600 px the region picker and the sort order stay in view too, and on wide screens the categories run
 * down the side. CSS alone switches the layouts, so the server's page is the hydrated page.
 *
 * `ad` is shown above the list from 600 px, and on a phone after the first results.
 */
export function ProductBrowser({ ad, filterActions }: { ad?: ReactNode; /** More actions on the filters in force (the app's "save search"). */ filterActions?: (filters: ProductFilters) => ReactNode } = {}) {
  const { t } = useTranslation('products');
  const { filters, setFilters, updateFilters } = useProductFilters();
  const [dialogKey, setDialogKey] = useState(0);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const [isSidebarOpen, setIsSidebarOpen] = useState(true);
  const sidebarId = useId();
  const dialogFilterCount = countDialogFilters(filters);

  const handleOpenDialog = () => {
    // A new key starts the dialog's draft from the filters in force.
    setDialogKey((key) => key + 1);
    setIsDialogOpen(true);
  };

  return (
    <>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'flex-end', gap: { xs: 1, sm: 1.5 }, mb: { xs: 1, sm: 2 } }}>
        <Box sx={{ display: 'flex', flex: { xs: '1 1 100%', sm: '1 1 280px' }, minWidth: 0 }}>
          <PagePart>
            <ProductSearchForm value={filters.search_keyword ?? ''} onSearch={(keyword) => updateFilters({ search_keyword: keyword || undefined })} />
          </PagePart>
        </Box>
        <Box sx={{ ...FROM_SM, flex: '0 1 240px', minWidth: 0 }}>
          <PagePart>
            <RegionPicker value={filters.governorate} onChange={(governorate) => updateFilters({ governorate })} />
          </PagePart>
        </Box>
        <PagePart>
          <Button
            variant="outlined"
            onClick={handleOpenDialog}
            onPointerEnter={FilterDialog.preload}
            onFocus={FilterDialog.preload}
            aria-haspopup="dialog"
            startIcon={<TuneIcon />}
            sx={{ bgcolor: 'background.paper', flexShrink: 0, minHeight: 44 }}
          >
            {t('filters.open')}
            {dialogFilterCount > 0 && (
              <Box
                component="span"
                sx={{ ml: 1, minWidth: 20, height: 20, px: 0.5, borderRadius: 10, bgcolor: 'secondary.main', color: 'secondary.contrastText', fontSize: '0.75rem', lineHeight: '20px' }}
              >
                {formatNumber(dialogFilterCount)}
              </Box>
            )}
          </Button>
          <Button
            onClick={() => setIsSidebarOpen((isOpen) => !isOpen)}
            aria-expanded={isSidebarOpen}
            aria-controls={isSidebarOpen ? sidebarId : undefined}
            startIcon={<ViewSidebarOutlinedIcon />}
            sx={{ display: { xs: 'none', md: 'inline-flex' }, flexShrink: 0, minHeight: 44 }}
          >
            {t('categories.label')}
          </Button>
        </PagePart>
        <PagePart>
          <CategoryChips filters={filters} />
        </PagePart>
      </Stack>

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { md: isSidebarOpen ? '220px minmax(0, 1fr)' : 'minmax(0, 1fr)' } }}>
        {isSidebarOpen && (
          <Box sx={{ display: { xs: 'none', md: 'block' } }}>
            <PagePart>
              <CategorySidebar id={sidebarId} filters={filters} />
            </PagePart>
          </Box>
        )}
        <Box sx={{ minWidth: 0 }}>
          {/* Steps of their own, outside the boxes that hide themselves when empty. */}
          <PagePart>{ad && <Box sx={{ ...FROM_SM, mb: 2, '&:empty': { display: 'none' } }}>{ad}</Box>}</PagePart>
          <PagePart>
            <Box sx={{ mb: { xs: 1, sm: 2 }, '&:empty': { display: 'none' } }}>
              <ActiveFilterChips
                filters={filters}
                onRemove={(key) => setFilters(removeProductFilter(filters, key))}
                onClearAll={() => setFilters(clearProductFilters(filters))}
                actions={filterActions?.(filters)}
              />
            </Box>
          </PagePart>
          <ProductList
            filters={filters}
            onClearFilters={() => setFilters(clearProductFilters(filters))}
            headerEnd={
              <Box sx={FROM_SM}>
                <SortSelect value={filters.sort} isSearch={Boolean(filters.search_keyword)} onChange={(sort) => updateFilters({ sort })} />
              </Box>
            }
            inlineSlot={ad}
          />
        </Box>
      </Box>

      {dialogKey > 0 && (
        <Suspense fallback={null}>
          <FilterDialog key={dialogKey} isOpen={isDialogOpen} filters={filters} onApply={setFilters} onClose={() => setIsDialogOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
