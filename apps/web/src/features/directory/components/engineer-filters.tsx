import { useTranslation } from 'react-i18next';
import { ENGINEER_SPECIALIZATIONS, RATING_THRESHOLDS, SERVICE_LABELS } from '@solar/shared/reference/catalog';
import { formatNumber } from '../../../lib/format.ts';
import { EXPERIENCE_BAND_IDS } from '../utils/filter-params.ts';
import type { EngineerFilters as Filters, ExperienceBand } from '../utils/filter-params.ts';
import { DirectoryFilterPanel } from './filter-controls.tsx';
import type { FilterChoice } from './filter-controls.tsx';
import { serviceLabel, specializationLabel } from './labels.ts';

/** Search, place, specialization, service, experience band, minimum rating and verified-only. */
export function EngineerFilters({ filters, onChange }: { filters: Filters; onChange: (filters: Filters) => void }) {
  const { t } = useTranslation('directory');
  const choices: FilterChoice<Filters>[] = [
    { name: 'specialization', label: t('filters.specialization'), anyLabel: t('filters.allSpecializations'), options: ENGINEER_SPECIALIZATIONS.map((value) => ({ value, label: specializationLabel(t, value) })) },
    { name: 'service', label: t('filters.service'), anyLabel: t('filters.allServices'), options: SERVICE_LABELS.map((value) => ({ value, label: serviceLabel(t, value) })) },
    {
      name: 'experience',
      label: t('filters.experience'),
      anyLabel: t('filters.anyExperience'),
      options: EXPERIENCE_BAND_IDS.map((value) => ({ value, label: t(`experienceBand.${value}`) })),
      parse: (value) => value as ExperienceBand,
    },
    {
      name: 'minRating',
      label: t('filters.minRating'),
      anyLabel: t('filters.anyRating'),
      options: RATING_THRESHOLDS.map((value) => ({ value: String(value), label: t('filters.ratingAtLeast', { value: formatNumber(value, { minimumFractionDigits: 1 }) }) })),
      parse: Number,
    },
  ];
  return <DirectoryFilterPanel kind="engineers" filters={filters} onChange={onChange} choices={choices} />;
}
