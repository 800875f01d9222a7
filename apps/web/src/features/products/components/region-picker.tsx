import { useTranslation } from 'react-i18next';
import { useFilterLabels } from '../hooks/use-filter-labels.ts';
import { NativeSelectField } from './native-select-field.tsx';

/** All of Yemen or one governorate. */
export function RegionPicker({ value, onChange }: { value: string | undefined; onChange: (governorate: string | undefined) => void }) {
  const { t } = useTranslation('products');
  const { governorateOptions } = useFilterLabels();
  return (
    <NativeSelectField label={t('region.label')} value={value ?? ''} onChange={(next) => onChange(next || undefined)} sx={{ flex: { xs: '1 1 160px', sm: '0 1 240px' }, minWidth: 0 }}>
      <option value="">{t('region.all')}</option>
      {governorateOptions.map((governorate) => (
        <option key={governorate.id} value={governorate.id}>
          {governorate.name}
        </option>
      ))}
    </NativeSelectField>
  );
}
