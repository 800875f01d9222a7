import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY } from '@solar/shared/reference/catalog';
import { useFilterLabels } from '../hooks/use-filter-labels.ts';
import { isolate } from '../../../lib/bidi.ts';
import { hasActiveFilters } from '../utils/product-filters.ts';
import type { ProductFilterKey, ProductFilters, RangeFilter } from '../utils/product-filters.ts';
import { formatQuantity } from '@solar/shared/domain/spec-format';
import { getLanguage } from '../../../lib/i18n.ts';

interface ActiveFilterChipsProps {
  filters: ProductFilters;
  onRemove: (key: ProductFilterKey | RangeFilter) => void;
  onClearAll: () => void;
  /** More actions on the filters in force, after "clear all" (the app's "save search"). */
  actions?: ReactNode;
}

/** One chip per filter in force, each removable, a button that clears them all, and the `actions`. */
export function ActiveFilterChips({ filters, onRemove, onClearAll, actions }: ActiveFilterChipsProps) {
  const { t } = useTranslation('products');
  const labels = useFilterLabels();
  if (!hasActiveFilters(filters)) return null;

  // Typed text keeps its own direction inside the label (see lib/bidi.ts).
  const chips: { key: ProductFilterKey | RangeFilter; label: string }[] = [];
  if (filters.search_keyword) chips.push({ key: 'search_keyword', label: t('chips.search', { value: isolate(filters.search_keyword) }) });
  if (filters.category) chips.push({ key: 'category', label: labels.categoryLabel(filters.category) });
  if (filters.brand) chips.push({ key: 'brand', label: isolate(filters.brand) });
  if (filters.condition) chips.push({ key: 'condition', label: labels.conditionLabel(filters.condition) });
  if (filters.governorate) chips.push({ key: 'governorate', label: labels.governorateName(filters.governorate) });
  if (filters.governorate && filters.city) chips.push({ key: 'city', label: labels.cityName(filters.governorate, filters.city) });
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined) {
    chips.push({ key: 'price', label: labels.priceLabel(filters.minPrice, filters.maxPrice, filters.currency ?? DEFAULT_CURRENCY) });
  }
  // The specification filters (issue #19), each range as one chip.
  if (filters.minPowerW !== undefined || filters.maxPowerW !== undefined) chips.push({ key: 'power', label: labels.quantityLabel(filters.minPowerW, filters.maxPowerW, 'W') });
  if (filters.minCapacityAh !== undefined || filters.maxCapacityAh !== undefined) {
    chips.push({ key: 'capacity', label: labels.quantityLabel(filters.minCapacityAh, filters.maxCapacityAh, 'Ah') });
  }
  if (filters.minKwh !== undefined || filters.maxKwh !== undefined) chips.push({ key: 'kwh', label: labels.quantityLabel(filters.minKwh, filters.maxKwh, 'kWh') });
  if (filters.voltage !== undefined) chips.push({ key: 'voltage', label: formatQuantity(filters.voltage, 'V', getLanguage()) });
  if (filters.chemistry) chips.push({ key: 'chemistry', label: t(`specs.chemistry.${filters.chemistry}`) });
  if (filters.inverterKind) chips.push({ key: 'inverterKind', label: t(`specs.inverterKind.${filters.inverterKind}`) });

  return (
    <Stack component="ul" aria-label={t('chips.label')} direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <Chip
            label={chip.label}
            onDelete={() => onRemove(chip.key)}
            onClick={() => onRemove(chip.key)}
            aria-label={t('chips.remove', { label: chip.label })}
            color="primary"
            variant="outlined"
            sx={{ bgcolor: 'background.paper', maxWidth: '100%' }}
          />
        </li>
      ))}
      <li>
        <Button size="small" onClick={onClearAll}>
          {t('chips.clearAll')}
        </Button>
      </li>
      {actions && <li>{actions}</li>}
    </Stack>
  );
}
