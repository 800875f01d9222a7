import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';
import { ENGINEER_SPECIALIZATIONS, RATING_THRESHOLDS, SERVICE_LABELS } from '@solar/shared/reference/catalog';
import { formatNumber } from '../../../lib/format.ts';
import { EXPERIENCE_BAND_IDS, countActiveFilters } from '../utils/filter-params.ts';
import type { EngineerFilters as Filters, ExperienceBand } from '../utils/filter-params.ts';
import { FilterPanel, FilterSelect, PlaceFilters } from './filter-controls.tsx';
import { serviceLabel, specializationLabel } from './labels.ts';

/** Search, place, specialization, service, experience band, minimum rating and verified-only. */
export function EngineerFilters({ filters, onChange }: { filters: Filters; onChange: (filters: Filters) => void }) {
  const { t } = useTranslation('directory');
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch });

  return (
    <FilterPanel
      search={filters.search}
      searchLabel={t('filters.searchEngineers')}
      searchPlaceholder={t('filters.searchEngineersPlaceholder')}
      onSearch={(search) => set({ search })}
      activeCount={countActiveFilters(filters)}
      onClear={() => onChange({})}
    >
      <PlaceFilters governorate={filters.governorate} city={filters.city} onChange={set} />
      <FilterSelect
        label={t('filters.specialization')}
        anyLabel={t('filters.allSpecializations')}
        value={filters.specialization}
        options={ENGINEER_SPECIALIZATIONS.map((value) => ({ value, label: specializationLabel(t, value) }))}
        onChange={(specialization) => set({ specialization })}
      />
      <FilterSelect
        label={t('filters.service')}
        anyLabel={t('filters.allServices')}
        value={filters.service}
        options={SERVICE_LABELS.map((value) => ({ value, label: serviceLabel(t, value) }))}
        onChange={(service) => set({ service })}
      />
      <FilterSelect
        label={t('filters.experience')}
        anyLabel={t('filters.anyExperience')}
        value={filters.experience}
        options={EXPERIENCE_BAND_IDS.map((value) => ({ value, label: t(`experienceBand.${value}`) }))}
        onChange={(experience) => set({ experience: experience as ExperienceBand | undefined })}
      />
      <FilterSelect
        label={t('filters.minRating')}
        anyLabel={t('filters.anyRating')}
        value={filters.minRating === undefined ? undefined : String(filters.minRating)}
        options={RATING_THRESHOLDS.map((value) => ({
          value: String(value),
          label: t('filters.ratingAtLeast', { value: formatNumber(value, { minimumFractionDigits: 1 }) }),
        }))}
        onChange={(value) => set({ minRating: value === undefined ? undefined : Number(value) })}
      />
      <FormControlLabel
        control={<Switch checked={filters.verified === true} onChange={(event) => set({ verified: event.target.checked || undefined })} />}
        label={t('filters.verifiedOnly')}
        sx={{ mx: 0 }}
      />
    </FilterPanel>
  );
}
