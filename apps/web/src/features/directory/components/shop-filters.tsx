import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';
import { SHOP_SERVICES } from '@solar/shared/reference/catalog';
import { countActiveFilters } from '../utils/filter-params.ts';
import type { ShopFilters as Filters } from '../utils/filter-params.ts';
import { FilterPanel, FilterSelect, PlaceFilters } from './filter-controls.tsx';
import { shopServiceLabel } from './labels.ts';

/** Search, place, service and verified-only for the shops list. */
export function ShopFilters({ filters, onChange }: { filters: Filters; onChange: (filters: Filters) => void }) {
  const { t } = useTranslation('directory');
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch });

  return (
    <FilterPanel
      search={filters.search}
      searchLabel={t('filters.searchShops')}
      searchPlaceholder={t('filters.searchShopsPlaceholder')}
      onSearch={(search) => set({ search })}
      activeCount={countActiveFilters(filters)}
      onClear={() => onChange({})}
    >
      <PlaceFilters governorate={filters.governorate} city={filters.city} onChange={set} />
      <FilterSelect
        label={t('filters.service')}
        anyLabel={t('filters.allServices')}
        value={filters.service}
        options={SHOP_SERVICES.map((value) => ({ value, label: shopServiceLabel(t, value) }))}
        onChange={(service) => set({ service })}
      />
      <FormControlLabel
        control={<Switch checked={filters.verified === true} onChange={(event) => set({ verified: event.target.checked || undefined })} />}
        label={t('filters.verifiedShopsOnly')}
        sx={{ mx: 0 }}
      />
    </FilterPanel>
  );
}
