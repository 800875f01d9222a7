import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { canonicalBrand } from '@solar/shared/domain/brands';
import { CURRENCIES, DEFAULT_CURRENCY } from '@solar/shared/reference/catalog';
import type { Currency } from '@solar/shared/reference/catalog';
import { formatPrice } from '../../../lib/format.ts';
import { useProductFacets } from '../api/get-product-facets.ts';
import { applyFilterPatch } from '../utils/product-filters.ts';
import type { ProductFilters } from '../utils/product-filters.ts';
import { priceBound, priceStep } from '../utils/price-scale.ts';
import { NativeSelectField } from './native-select-field.tsx';

interface AdvancedFiltersProps {
  filters: ProductFilters;
  onApply: (filters: ProductFilters) => void;
}

/**
 * The spec's alternate grid filters, inside the list screen: a brand (the makers with public listings under
 * the other filters, with their counts: a brand with none would only lead to an empty list, issue #17) and
 * a price range in a chosen currency.
 */
export function AdvancedFilters({ filters, onApply }: AdvancedFiltersProps) {
  const { t } = useTranslation('products');
  const theme = useTheme();
  const headingId = useId();
  const [brand, setBrand] = useState(filters.brand ?? '');
  const [currency, setCurrency] = useState<Currency>(filters.currency ?? DEFAULT_CURRENCY);
  const [range, setRange] = useState<[number, number] | null>(
    filters.minPrice !== undefined || filters.maxPrice !== undefined ? [filters.minPrice ?? 0, filters.maxPrice ?? Number.POSITIVE_INFINITY] : null,
  );
  // Brands and the highest price under every other filter in force, in the chosen currency.
  const { brand: _brand, minPrice: _min, maxPrice: _max, currency: _currency, ...others } = filters;
  const { data: facets, isPending } = useProductFacets({ ...others, currency });
  const bound = priceBound(facets?.data.price.max);
  const step = priceStep(bound);
  const value: [number, number] = range ? [Math.min(range[0], bound), Math.min(range[1], bound)] : [0, bound];

  const listedBrands = facets?.data.brands ?? [];
  // A brand from the address that is not listed (typed by hand, or no longer on sale) stays choosable.
  const isUnlistedBrand = brand !== '' && !listedBrands.some((listed) => listed.value.toLowerCase() === canonicalBrand(brand).toLowerCase());

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const [min, max] = value;
    onApply(
      applyFilterPatch(filters, {
        brand: brand || undefined,
        minPrice: min > 0 ? min : undefined,
        maxPrice: max < bound ? max : undefined,
        currency,
      }),
    );
  };

  const handleReset = () => {
    setBrand('');
    setRange(null);
    onApply(applyFilterPatch(filters, { brand: undefined, minPrice: undefined, maxPrice: undefined, currency: undefined }));
  };

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 2 }}>
        {t('advanced.title')}
      </Typography>
      <Box component="form" onSubmit={handleSubmit} noValidate>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 2 }}>
          <NativeSelectField fullWidth label={t('advanced.brand')} value={brand} onChange={setBrand}>
            <option value="">{t('advanced.anyBrand')}</option>
            {isUnlistedBrand && <option value={brand}>{brand}</option>}
            {listedBrands.map((entry) => (
              <option key={entry.value} value={entry.value}>
                {t('filters.option', { label: entry.value, count: entry.count })}
              </option>
            ))}
          </NativeSelectField>
          <NativeSelectField
            fullWidth
            label={t('advanced.currency')}
            value={currency}
            onChange={(next) => {
              setCurrency(CURRENCIES.find((candidate) => candidate === next) ?? DEFAULT_CURRENCY);
              // A range in one currency means nothing in another.
              setRange(null);
            }}
          >
            {CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {t(`common:currency.${code}`)}
              </option>
            ))}
          </NativeSelectField>
        </Stack>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {t('advanced.price')}
        </Typography>
        <Typography variant="body2" color="text.secondary" aria-hidden="true">
          <bdi dir={theme.direction}>{formatPrice(value[0], currency)}</bdi> – <bdi dir={theme.direction}>{formatPrice(value[1], currency)}</bdi>
        </Typography>
        <Box sx={{ px: 1.5 }}>
          <Slider
            value={value}
            min={0}
            max={bound}
            step={step}
            disabled={isPending}
            onChange={(_event, next) => setRange(next as [number, number])}
            getAriaLabel={(index) => (index === 0 ? t('advanced.minPrice') : t('advanced.maxPrice'))}
            getAriaValueText={(price) => formatPrice(price, currency)}
            valueLabelDisplay="auto"
            valueLabelFormat={(price) => formatPrice(price, currency)}
            disableSwap
          />
        </Box>
        <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end', mt: 1 }}>
          <Button onClick={handleReset}>{t('advanced.reset')}</Button>
          <Button type="submit" variant="contained">
            {t('advanced.apply')}
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}
