import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FILTER_CATEGORIES, FILTER_CATEGORY_IDS, PRODUCT_CONDITIONS } from '@solar/shared/reference/catalog';
import type { FilterCategory, ProductCondition } from '@solar/shared/reference/catalog';
import { findGovernorate } from '@solar/shared/reference/locations';
import { getLanguage } from '../../../lib/i18n.ts';
import { useProductFacets } from '../api/get-product-facets.ts';
import { useFilterLabels } from '../hooks/use-filter-labels.ts';
import { applyFilterPatch } from '../utils/product-filters.ts';
import type { ProductFilters } from '../utils/product-filters.ts';
import { NativeSelectField } from './native-select-field.tsx';
import { SortSelect } from './sort-select.tsx';

// Spec section 3: the filters offer New and Used (a listing may still say Needs Repair).
const OFFERED_CONDITIONS: readonly ProductCondition[] = ['New', 'Used'];

type DialogFilters = Pick<ProductFilters, 'category' | 'condition' | 'governorate' | 'city' | 'sort'>;

interface FilterDialogProps {
  isOpen: boolean;
  filters: ProductFilters;
  onApply: (filters: ProductFilters) => void;
  onClose: () => void;
}

/**
 * Type, condition, place and sort, chosen together and applied at once. The city list follows the
 * governorate: disabled until one is chosen, cleared when it changes.
 */
export function FilterDialog({ isOpen, filters, onApply, onClose }: FilterDialogProps) {
  const { t } = useTranslation('products');
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const formId = useId();
  const labels = useFilterLabels();
  const [draft, setDraft] = useState<DialogFilters>(() => ({
    category: filters.category,
    condition: filters.condition,
    governorate: filters.governorate,
    city: filters.city,
    sort: filters.sort,
  }));
  // Counts under the search, brand and price in force, so that each choice shows what it would find.
  const { data: facets } = useProductFacets({
    search_keyword: filters.search_keyword,
    brand: filters.brand,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    currency: filters.currency,
  });

  const update = (patch: DialogFilters) => setDraft((current) => applyFilterPatch(current, patch));
  const withCount = (label: string, count: number | undefined) => (count === undefined ? label : t('filters.option', { label, count }));
  const categoryCount = (category: FilterCategory) =>
    facets && (facets.data.types.find((entry) => entry.value === FILTER_CATEGORIES[category][0])?.count ?? 0);
  const conditionCount = (condition: ProductCondition) =>
    facets && (facets.data.conditions.find((entry) => entry.value === condition)?.count ?? 0);
  const governorateCount = (governorate: string) =>
    facets && (facets.data.governorates.find((entry) => entry.value === governorate)?.count ?? 0);
  const conditions = draft.condition && !OFFERED_CONDITIONS.includes(draft.condition) ? [...OFFERED_CONDITIONS, draft.condition] : OFFERED_CONDITIONS;
  const cities = draft.governorate ? (findGovernorate(draft.governorate)?.cities ?? []) : [];
  const language = getLanguage();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(applyFilterPatch(filters, { ...draft, city: draft.governorate ? draft.city : undefined }));
    onClose();
  };

  const handleReset = () => setDraft({ sort: undefined });

  return (
    <Dialog open={isOpen} onClose={onClose} fullScreen={isPhone} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('filters.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack component="form" id={formId} onSubmit={handleSubmit} noValidate sx={{ gap: 2.5, pt: 1 }}>
          <NativeSelectField
            fullWidth
            label={t('filters.category')}
            value={draft.category ?? ''}
            onChange={(value) => update({ category: FILTER_CATEGORY_IDS.find((id) => id === value) })}
          >
            <option value="">{withCount(t('filters.anyCategory'), facets?.data.total)}</option>
            {FILTER_CATEGORY_IDS.map((category) => (
              <option key={category} value={category}>
                {withCount(labels.categoryLabel(category), categoryCount(category))}
              </option>
            ))}
          </NativeSelectField>
          <NativeSelectField
            fullWidth
            label={t('filters.condition')}
            value={draft.condition ?? ''}
            onChange={(value) => update({ condition: PRODUCT_CONDITIONS.find((condition) => condition === value) })}
          >
            <option value="">{t('filters.anyCondition')}</option>
            {conditions.map((condition) => (
              <option key={condition} value={condition}>
                {withCount(labels.conditionLabel(condition), conditionCount(condition))}
              </option>
            ))}
          </NativeSelectField>
          <NativeSelectField
            fullWidth
            label={t('filters.governorate')}
            value={draft.governorate ?? ''}
            onChange={(value) => update({ governorate: value || undefined })}
          >
            <option value="">{t('filters.anyGovernorate')}</option>
            {labels.governorateOptions.map((governorate) => (
              <option key={governorate.id} value={governorate.id}>
                {withCount(governorate.name, governorateCount(governorate.id))}
              </option>
            ))}
          </NativeSelectField>
          <NativeSelectField
            fullWidth
            label={t('filters.city')}
            value={draft.city ?? ''}
            onChange={(value) => update({ city: value || undefined })}
            isDisabled={!draft.governorate}
            helperText={draft.governorate ? undefined : t('filters.cityHint')}
          >
            <option value="">{t('filters.anyCity')}</option>
            {cities.map((city) => (
              <option key={city.id} value={city.id}>
                {city[language]}
              </option>
            ))}
          </NativeSelectField>
          <SortSelect fullWidth value={draft.sort} isSearch={Boolean(filters.search_keyword)} onChange={(sort) => update({ sort })} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, gap: 1 }}>
        <Button onClick={handleReset} sx={{ mr: 'auto' }}>
          {t('filters.reset')}
        </Button>
        <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
        <Button type="submit" form={formId} variant="contained">
          {t('filters.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
