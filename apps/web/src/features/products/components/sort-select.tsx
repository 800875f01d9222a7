import { useTranslation } from 'react-i18next';
import type { ProductSort } from '@solar/shared/contract/products';
import { PRODUCT_SORT_OPTIONS } from '../utils/product-filters.ts';
import { NativeSelectField } from './native-select-field.tsx';

interface SortSelectProps {
  value: ProductSort | undefined;
  /** A search without a sort is ranked by relevance; a list without one shows featured products first. */
  isSearch: boolean;
  onChange: (sort: ProductSort | undefined) => void;
  fullWidth?: boolean;
}

export function SortSelect({ value, isSearch, onChange, fullWidth = false }: SortSelectProps) {
  const { t } = useTranslation('products');
  return (
    <NativeSelectField
      label={t('sort.label')}
      value={value ?? ''}
      onChange={(next) => onChange(PRODUCT_SORT_OPTIONS.find((sort) => sort === next))}
      fullWidth={fullWidth}
      sx={fullWidth ? undefined : { minWidth: 180 }}
    >
      <option value="">{isSearch ? t('sort.relevance') : t('sort.featured')}</option>
      {PRODUCT_SORT_OPTIONS.map((sort) => (
        <option key={sort} value={sort}>
          {t(`sort.${sort}`)}
        </option>
      ))}
    </NativeSelectField>
  );
}
