import TuneIcon from '@mui/icons-material/Tune';
import ViewSidebarOutlinedIcon from '@mui/icons-material/ViewSidebarOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { Suspense, useId, useState, type ReactNode } from 'react';
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

// Their own chunks, downloaded when first opened (or when the pointer or focus reaches their button).
const FilterDialog = lazyWithPreload(async () => (await import('./filter-dialog.tsx')).FilterDialog);
const AdvancedFilters = lazyWithPreload(async () => (await import('./advanced-filters.tsx')).AdvancedFilters);

/**
 * Browsing the products: search, region, the filter dialog, advanced filters (brand and price), the
 * categories, the filters in force as chips, the sort order and the list. Every filter lives in the URL.
 */
export function ProductBrowser({ filterActions }: { /** More actions on the filters in force (the app's "save search"). */ filterActions?: (filters: ProductFilters) => ReactNode } = {}) {
  const { t } = useTranslation('products');
  const { filters, setFilters, updateFilters } = useProductFilters();
  const [dialogKey, setDialogKey] = useState(0);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const [isAdvancedOpen, setIsAdvancedOpen] = useState(
    () => filters.brand !== undefined || filters.minPrice !== undefined || filters.maxPrice !== undefined,
  );
  const [isSidebarOpen, setIsSidebarOpen] = useState(true);
  const sidebarId = useId();
  const advancedId = useId();
  const dialogFilterCount = countDialogFilters(filters);

  const handleOpenDialog = () => {
    // A new key starts the dialog's draft from the filters in force.
    setDialogKey((key) => key + 1);
    setIsDialogOpen(true);
  };

  return (
    <>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'flex-end', gap: 1.5, mb: 2 }}>
        <ProductSearchForm value={filters.search_keyword ?? ''} onSearch={(keyword) => updateFilters({ search_keyword: keyword || undefined })} />
        <RegionPicker value={filters.governorate} onChange={(governorate) => updateFilters({ governorate })} />
        <Button
          variant="outlined"
          onClick={handleOpenDialog}
          onPointerEnter={FilterDialog.preload}
          onFocus={FilterDialog.preload}
          aria-haspopup="dialog"
          startIcon={<TuneIcon />}
          sx={{ bgcolor: 'background.paper', flexShrink: 0 }}
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
          onClick={() => setIsAdvancedOpen((isOpen) => !isOpen)}
          onPointerEnter={AdvancedFilters.preload}
          onFocus={AdvancedFilters.preload}
          aria-expanded={isAdvancedOpen}
          aria-controls={isAdvancedOpen ? advancedId : undefined}
          sx={{ flexShrink: 0 }}
        >
          {t('advanced.show')}
        </Button>
        <Button
          onClick={() => setIsSidebarOpen((isOpen) => !isOpen)}
          aria-expanded={isSidebarOpen}
          aria-controls={isSidebarOpen ? sidebarId : undefined}
          startIcon={<ViewSidebarOutlinedIcon />}
          sx={{ display: { xs: 'none', md: 'inline-flex' }, flexShrink: 0 }}
        >
          {t('categories.label')}
        </Button>
        {filterActions?.(filters)}
      </Stack>

      {isAdvancedOpen && (
        <Box id={advancedId} sx={{ mb: 2 }}>
          <Suspense fallback={<LinearProgress aria-label={t('advanced.loading')} />}>
            <AdvancedFilters filters={filters} onApply={setFilters} />
          </Suspense>
        </Box>
      )}

      <CategoryChips filters={filters} />

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { md: isSidebarOpen ? '220px minmax(0, 1fr)' : 'minmax(0, 1fr)' } }}>
        {isSidebarOpen && (
          <Box sx={{ display: { xs: 'none', md: 'block' } }}>
            <CategorySidebar id={sidebarId} filters={filters} />
          </Box>
        )}
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ mb: 2, '&:empty': { display: 'none' } }}>
            <ActiveFilterChips
              filters={filters}
              onRemove={(key) => setFilters(removeProductFilter(filters, key))}
              onClearAll={() => setFilters(clearProductFilters(filters))}
            />
          </Box>
          <ProductList
            filters={filters}
            onClearFilters={() => setFilters(clearProductFilters(filters))}
            headerEnd={<SortSelect value={filters.sort} isSearch={Boolean(filters.search_keyword)} onChange={(sort) => updateFilters({ sort })} />}
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
