import { useTranslation } from 'react-i18next';
import { SHOP_SERVICES } from '@solar/shared/reference/catalog';
import type { ShopFilters as Filters } from '../utils/filter-params.ts';
import { DirectoryFilterPanel } from './filter-controls.tsx';
import { shopServiceLabel } from './labels.ts';

/** Search, place, service and verified-only for the shops list. */
export function ShopFilters({ filters, onChange }: { filters: Filters; onChange: (filters: Filters) => void }) {
  const { t } = useTranslation('directory');
  const choices = [{ name: 'service', label: t('filters.service'), anyLabel: t('filters.allServices'), options: SHOP_SERVICES.map((value) => ({ value, label: shopServiceLabel(t, value) })) }] as const;
  return <DirectoryFilterPanel kind="shops" filters={filters} onChange={onChange} choices={choices} />;
}
