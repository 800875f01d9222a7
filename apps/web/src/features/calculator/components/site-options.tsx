import WbSunnyOutlinedIcon from '@mui/icons-material/WbSunnyOutlined';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BATTERY_TYPES, resolveSite, temperatureFactorFor } from '@solar/shared/domain/calculator';
import type { BatteryType, CalculatorSettings } from '@solar/shared/domain/calculator';
import { GOVERNORATES } from '@solar/shared/reference/locations';
import { PagePart } from '../../../lib/page-part.tsx';
import { useCalculatorFormat } from '../hooks/use-calculator-format.ts';

const NATIONAL = 'national';

interface SiteOptionsProps {
  governorate: string | null;
  onGovernorateChange: (governorate: string | null) => void;
  batteryType: BatteryType;
  onBatteryTypeChange: (batteryType: BatteryType) => void;
}

/**
 * Where the system goes and which batteries it uses. Nothing here changes height when the settings
 * load: this card sits above the calculator tabs, and a card that grew between a finger's press and
 * release moved the tab away from under it (issue #17). What the place means is `SiteFacts`, below.
 */
export function SiteOptions({ governorate, onGovernorateChange, batteryType, onBatteryTypeChange }: SiteOptionsProps) {
  const { t } = useTranslation('calculator');
  const format = useCalculatorFormat();
  const batteryLabelId = useId();
  const language = format.language === 'en' ? 'en' : 'ar';

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
      <PagePart>
        <TextField
          select
          label={t('site.governorate')}
          value={governorate ?? NATIONAL}
          onChange={(event) => onGovernorateChange(event.target.value === NATIONAL ? null : event.target.value)}
          fullWidth
        >
          <MenuItem value={NATIONAL}>{t('site.national')}</MenuItem>
          {GOVERNORATES.map((place) => (
            <MenuItem key={place.id} value={place.id}>
              {place[language]}
            </MenuItem>
          ))}
        </TextField>
      </PagePart>
      <PagePart>
        <FormControl>
          <FormLabel id={batteryLabelId} sx={{ fontSize: '0.875rem' }}>
            {t('site.batteryType')}
          </FormLabel>
          <RadioGroup
            aria-labelledby={batteryLabelId}
            value={batteryType}
            onChange={(event) => onBatteryTypeChange(event.target.value as BatteryType)}
            sx={{ mt: 0.5 }}
          >
            {BATTERY_TYPES.map((type) => (
              <FormControlLabel key={type} value={type} control={<Radio size="small" />} label={t(`batteryTypes.${type}`)} />
            ))}
          </RadioGroup>
        </FormControl>
      </PagePart>
    </Box>
  );
}

interface SiteFactsProps {
  governorate: string | null;
  /** Undefined until the settings have loaded (they load on the first interaction). */
  settings: CalculatorSettings | undefined;
  isLoadingSettings: boolean;
}

/** The sun and heat of the chosen place, in plain words, with where the figure comes from. */
export function SiteFacts({ governorate, settings, isLoadingSettings }: SiteFactsProps) {
  const { t } = useTranslation('calculator');
  const format = useCalculatorFormat();
  const site = settings ? resolveSite(settings, governorate) : null;
  const heat = settings && site ? temperatureFactorFor(settings, site.climate) : null;
  if (!site || !heat) {
    return isLoadingSettings ? (
      <Box sx={{ flexGrow: 1 }}>
        <Typography variant="body2" role="status" color="text.secondary">
          {t('site.loading')}
        </Typography>
        <Skeleton width="70%" />
      </Box>
    ) : null;
  }
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start', color: 'text.secondary' }} aria-live="polite">
      <WbSunnyOutlinedIcon fontSize="small" sx={{ mt: 0.25, color: 'warning.main' }} />
      <Box>
        <Typography variant="body2">
          {t(`site.sunHours.${site.sunHoursBasis}`, { hours: format.number(site.peakSunHours, 1) })} {t(`site.source.${site.sunHoursSource}`)}
        </Typography>
        <Typography variant="body2">
          {t('site.climateLine', { climate: t(`climate.${site.climate}`), percent: format.percent(heat.temperatureFactor, 0) })}
        </Typography>
      </Box>
    </Stack>
  );
}
