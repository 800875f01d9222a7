import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CONDITION_SLUGS, FILTER_CATEGORIES, PRODUCT_TYPE_SLUGS } from '@solar/shared/reference/catalog';
import type { Currency, FilterCategory, ProductCondition } from '@solar/shared/reference/catalog';
import { GOVERNORATES, findGovernorate } from '@solar/shared/reference/locations';
import { formatQuantity, type SpecUnit } from '@solar/shared/domain/spec-format';
import { formatPrice } from '../../../lib/format.ts';
import { getLanguage } from '../../../lib/i18n.ts';

/** The words the filters are shown with, in the active language. */
export function useFilterLabels() {
  // useTranslation re-renders on a language switch, and the reference data carries both names.
  const { t } = useTranslation('products');
  const language = getLanguage();

  const categoryLabel = useCallback((category: FilterCategory) => t(`type.${PRODUCT_TYPE_SLUGS[FILTER_CATEGORIES[category][0]]}`), [t]);
  const conditionLabel = useCallback((condition: ProductCondition) => t(`condition.${CONDITION_SLUGS[condition]}`), [t]);
  const governorateName = useCallback((id: string) => findGovernorate(id)?.[language] ?? id, [language]);
  const cityName = useCallback(
    (governorateId: string, cityId: string) => findGovernorate(governorateId)?.cities.find((city) => city.id === cityId)?.[language] ?? cityId,
    [language],
  );
  const priceLabel = useCallback(
    (min: number | undefined, max: number | undefined, currency: Currency) => {
      // formatPrice isolates each price, so a range keeps both in the page's order.
      const price = (amount: number) => formatPrice(amount, currency);
      if (min !== undefined && max !== undefined) return t('chips.priceRange', { min: price(min), max: price(max) });
      if (min !== undefined) return t('chips.priceFrom', { min: price(min) });
      return t('chips.priceTo', { max: price(max ?? 0) });
    },
    [t],
  );
  /** A range of sizes: "From 540 W", «حتى ٦٠٠ واط», "540 W – 600 W". */
  const quantityLabel = useCallback(
    (min: number | undefined, max: number | undefined, unit: SpecUnit) => {
      const size = (value: number) => formatQuantity(value, unit, language);
      if (min !== undefined && max !== undefined) return t('chips.priceRange', { min: size(min), max: size(max) });
      if (min !== undefined) return t('chips.priceFrom', { min: size(min) });
      return t('chips.priceTo', { max: size(max ?? 0) });
    },
    [t, language],
  );
  const governorateOptions = useMemo(() => GOVERNORATES.map((governorate) => ({ id: governorate.id, name: governorate[language] })), [language]);

  return { categoryLabel, conditionLabel, governorateName, cityName, priceLabel, quantityLabel, governorateOptions };
}
