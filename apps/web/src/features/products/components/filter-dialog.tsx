import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { canonicalBrand } from '@solar/shared/domain/brands';
import { CURRENCIES, DEFAULT_CURRENCY, FILTER_CATEGORIES, FILTER_CATEGORY_IDS, PRODUCT_CONDITIONS } from '@solar/shared/reference/catalog';
import type { Currency, FilterCategory, ProductCondition } from '@solar/shared/reference/catalog';
import { findGovernorate } from '@solar/shared/reference/locations';
import { formatPrice } from '../../../lib/format.ts';
import { getLanguage } from '../../../lib/i18n.ts';
import { getProductFacetsQueryOptions, useProductFacets } from '../api/get-product-facets.ts';
import { useFilterLabels } from '../hooks/use-filter-labels.ts';
import { applyFilterPatch, normalizeProductFilters, specFiltersOf } from '../utils/product-filters.ts';
import type { ProductFilters } from '../utils/product-filters.ts';
import { priceBound, priceStep } from '../utils/price-scale.ts';
import { NativeSelectField } from './native-select-field.tsx';
import { SortSelect } from './sort-select.tsx';
import { SpecFilterFields, readSpecDraft, specDraftOf, type SpecDraft } from './spec-filter-fields.tsx';

// docs/product-brief.md section 3: the filters offer New and Used (a listing may still say Needs Repair).
const OFFERED_CONDITIONS: readonly ProductCondition[] = ['New', 'Used'];

type SheetChoices = Pick<ProductFilters, 'category' | 'condition' | 'governorate' | 'city' | 'brand' | 'sort'>;
/** A price range as the slider holds it; null is "any price". */
type PriceRange = [number, number] | null;

interface FilterDialogProps {
  isOpen: boolean;
  filters: ProductFilters;
  onApply: (filters: ProductFilters) => void;
  onClose: () => void;
}

/**
 * The one filter sheet (issue #17): type, condition, governorate and city, brand, price range and sort,
 * chosen together and applied at once. Each choice shows how many listings it would find, and the apply
 * button says how many the whole draft finds ("Show 12 results"), so nobody applies a dead end. The city
 * list follows the governorate: disabled until one is chosen, cleared when it changes.
 */
export function FilterDialog({ isOpen, filters, onApply, onClose }: FilterDialogProps) {
  const { t } = useTranslation('products');
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const formId = useId();
  const labels = useFilterLabels();
  const [draft, setDraft] = useState<SheetChoices>(() => ({
    category: filters.category,
    condition: filters.condition,
    governorate: filters.governorate,
    city: filters.city,
    brand: filters.brand,
    sort: filters.sort,
  }));
  const [currency, setCurrency] = useState<Currency>(filters.currency ?? DEFAULT_CURRENCY);
  const [range, setRange] = useState<PriceRange>(() =>
    filters.minPrice !== undefined || filters.maxPrice !== undefined ? [filters.minPrice ?? 0, filters.maxPrice ?? Number.POSITIVE_INFINITY] : null,
  );
  // The count follows the slider once it is let go, not at every pixel of a drag.
  const [countedRange, setCountedRange] = useState<PriceRange>(range);
  // The specification filters of the chosen type (issue #19), as typed; errors show once applying is tried.
  const [specDraft, setSpecDraft] = useState<SpecDraft>(() => specDraftOf(filters));
  const [showSpecErrors, setShowSpecErrors] = useState(false);
  const offeredSpecs = draft.category ? specFiltersOf(draft.category) : [];
  const { filters: specFilters, errors: specErrors } = readSpecDraft(specDraft);

  // Counts per option under the search in force (and the highest price in the chosen currency, for the
  // slider's scale); the default currency is left out so that this is the same request as the list's.
  const { data: facets, isPending: isScalePending } = useProductFacets({
    search_keyword: filters.search_keyword,
    currency: currency === DEFAULT_CURRENCY ? undefined : currency,
  });
  const bound = priceBound(facets?.data.price.max);
  const step = priceStep(bound);
  const clamp = (value: PriceRange): [number, number] => (value ? [Math.min(value[0], bound), Math.min(value[1], bound)] : [0, bound]);
  const shownRange = clamp(range);

  const priceFilters = (value: PriceRange): ProductFilters => {
    const [min, max] = clamp(value);
    return { minPrice: min > 0 ? min : undefined, maxPrice: max < bound ? max : undefined, currency };
  };
  const chosen = (value: PriceRange) =>
    applyFilterPatch(filters, { ...draft, city: draft.governorate ? draft.city : undefined, ...priceFilters(value), ...specFilters });

  // How many listings the draft as a whole finds: the same filters the list will ask for, without the sort.
  const { sort: _sort, ...counted } = chosen(countedRange);
  const { data: draftFacets, isPlaceholderData } = useQuery({
    ...getProductFacetsQueryOptions(normalizeProductFilters(counted)),
    enabled: isOpen,
    // While the next count is on its way the button keeps the last one, greyed by isPlaceholderData.
    placeholderData: keepPreviousData,
  });
  const resultCount = draftFacets?.data.total;
  // Counts of makers, chemistries, kinds and voltages within the chosen type, under the search in force.
  const { data: categoryFacets } = useQuery({
    ...getProductFacetsQueryOptions(normalizeProductFilters({ search_keyword: filters.search_keyword, category: draft.category })),
    enabled: isOpen && Boolean(draft.category),
  });

  // Each city of the chosen governorate with what choosing it would find under the other choices: the
  // count without the city (the same request as the button's while no city is chosen). While the next
  // count is on its way the last one stays, but only for the same governorate: a city of another one
  // never shows a count that is not its own.
  const { city: _city, ...cityCounted } = counted;
  const { data: cityFacets } = useQuery({
    ...getProductFacetsQueryOptions(normalizeProductFilters(cityCounted)),
    enabled: isOpen && Boolean(counted.governorate),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2].governorate === counted.governorate ? previous : undefined),
  });

  const update = (patch: SheetChoices) => setDraft((current) => applyFilterPatch(current, patch));
  const withCount = (label: string, count: number | undefined) => (count === undefined ? label : t('filters.option', { label, count }));
  const categoryCount = (category: FilterCategory) =>
    facets && (facets.data.types.find((entry) => entry.value === FILTER_CATEGORIES[category][0])?.count ?? 0);
  const conditionCount = (condition: ProductCondition) =>
    facets && (facets.data.conditions.find((entry) => entry.value === condition)?.count ?? 0);
  const governorateCount = (governorate: string) =>
    facets && (facets.data.governorates.find((entry) => entry.value === governorate)?.count ?? 0);
  const cityCount = (city: string) => cityFacets?.data.cities.find((entry) => entry.value === city)?.count;
  const conditions = draft.condition && !OFFERED_CONDITIONS.includes(draft.condition) ? [...OFFERED_CONDITIONS, draft.condition] : OFFERED_CONDITIONS;
  const cities = draft.governorate ? (findGovernorate(draft.governorate)?.cities ?? []) : [];
  const language = getLanguage();

  // The makers with public listings under the search and the chosen type, with their counts: a brand with
  // none would only lead to an empty list (issue #17), and under batteries a panel maker is one. A brand
  // from a shared link that is not listed (typed by hand, or no longer on sale) stays choosable.
  const listedBrands = (draft.category ? categoryFacets : facets)?.data.brands ?? [];
  const isUnlistedBrand = draft.brand !== undefined && !listedBrands.some((listed) => listed.value.toLowerCase() === canonicalBrand(draft.brand ?? '').toLowerCase());

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A size that is no number, or a range upside down, is said where it is; nothing is applied.
    if (offeredSpecs.some((key) => specErrors[key])) {
      setShowSpecErrors(true);
      return;
    }
    onApply(chosen(range));
    onClose();
  };

  const handleReset = () => {
    setDraft({ sort: undefined });
    setRange(null);
    setCountedRange(null);
    setSpecDraft(specDraftOf({}));
    setShowSpecErrors(false);
  };

  return (
    <Dialog open={isOpen} onClose={onClose} fullScreen={isPhone} fullWidth maxWidth="sm" aria-labelledby={titleId}>
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
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2.5 }}>
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
                  {withCount(city[language], cityCount(city.id))}
                </option>
              ))}
            </NativeSelectField>
          </Stack>
          {offeredSpecs.length > 0 ? (
            <SpecFilterFields
              offered={offeredSpecs}
              draft={specDraft}
              errors={showSpecErrors ? specErrors : {}}
              onChange={(patch) => setSpecDraft((current) => ({ ...current, ...patch }))}
              facets={categoryFacets?.data}
            />
          ) : (
            !draft.category && (
              <Typography variant="body2" color="text.secondary">
                {t('specs.filters.chooseType')}
              </Typography>
            )
          )}
          <NativeSelectField fullWidth label={t('advanced.brand')} value={draft.brand ?? ''} onChange={(value) => update({ brand: value || undefined })}>
            <option value="">{t('advanced.anyBrand')}</option>
            {isUnlistedBrand && <option value={draft.brand}>{draft.brand}</option>}
            {listedBrands.map((entry) => (
              <option key={entry.value} value={entry.value}>
                {t('filters.option', { label: entry.value, count: entry.count })}
              </option>
            ))}
          </NativeSelectField>
          <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
            <Typography component="legend" variant="body2" sx={{ fontWeight: 500, p: 0 }}>
              {t('advanced.price')}
            </Typography>
            <NativeSelectField
              fullWidth
              label={t('advanced.currency')}
              value={currency}
              onChange={(next) => {
                setCurrency(CURRENCIES.find((candidate) => candidate === next) ?? DEFAULT_CURRENCY);
                // A range in one currency means nothing in another.
                setRange(null);
                setCountedRange(null);
              }}
              sx={{ mt: 1 }}
            >
              {CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {t(`common:currency.${code}`)}
                </option>
              ))}
            </NativeSelectField>
            <Typography variant="body2" color="text.secondary" aria-hidden="true" sx={{ mt: 1.5 }}>
              <bdi dir={theme.direction}>{formatPrice(shownRange[0], currency)}</bdi> – <bdi dir={theme.direction}>{formatPrice(shownRange[1], currency)}</bdi>
            </Typography>
            <Box sx={{ px: 1.5 }}>
              <Slider
                value={shownRange}
                min={0}
                max={bound}
                step={step}
                disabled={isScalePending}
                onChange={(_event, next) => setRange(next as [number, number])}
                onChangeCommitted={(_event, next) => setCountedRange(next as [number, number])}
                getAriaLabel={(index) => (index === 0 ? t('advanced.minPrice') : t('advanced.maxPrice'))}
                getAriaValueText={(price) => formatPrice(price, currency)}
                valueLabelDisplay="auto"
                valueLabelFormat={(price) => formatPrice(price, currency)}
                disableSwap
              />
            </Box>
          </Box>
          <SortSelect fullWidth value={draft.sort} isSearch={Boolean(filters.search_keyword)} onChange={(sort) => update({ sort })} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: { xs: 2, sm: 3 }, py: 1.5, gap: 1 }}>
        <Button onClick={handleReset} sx={{ mr: 'auto' }}>
          {t('filters.reset')}
        </Button>
        <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
        <Button type="submit" form={formId} variant="contained" sx={{ minHeight: 44, opacity: isPlaceholderData ? 0.8 : 1 }}>
          {resultCount === undefined ? t('filters.apply') : t('filters.showResults', { count: resultCount })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
