import { useId } from 'react';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PaymentsIcon from '@mui/icons-material/Payments';
import WorkHistoryIcon from '@mui/icons-material/WorkHistory';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { EngineerSummary } from '@solar/shared/contract/directory';
import { paths } from '../../../config/paths.ts';
import { formatPrice } from '../../../lib/format.ts';
import { getLanguage } from '../../../lib/i18n.ts';
import { getLocationNames } from '../../../lib/location-names.ts';
import { truncate } from '../utils/text.ts';
import { CardChips, CardName, DirectoryCard, cardRowSx } from './directory-card.tsx';
import { EngineerAvatar } from './engineer-avatar.tsx';
import { engineerChipLabels } from './labels.ts';
import { userText } from '../../../components/ui/user-text.ts';

/** Card limits of docs/product-brief.md §9. */
export const ENGINEER_CARD = { descriptionLength: 15, services: 2, specializations: 2 } as const;

/** An engineer in the list: photo, tick, name, a taste of the experience, place, years, rate and chips. */
export function EngineerCard({ engineer }: { engineer: EngineerSummary }) {
  const { t } = useTranslation('directory');
  const location = getLocationNames(engineer.governorate, engineer.city, getLanguage());
  const { hourlyRate, currency } = engineer.pricing;
  const nameId = useId();
  const chips = engineerChipLabels(t, engineer.services, engineer.specializations);

  return (
    <DirectoryCard nameId={nameId} href={paths.engineer.getHref(engineer._id)} actionLabel={t('engineer.viewProfile')}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
        <EngineerAvatar url={engineer.profileImageUrl} size={56} />
        <div style={{ minWidth: 0 }}>
          <CardName id={nameId} name={engineer.name} isVerified={engineer.isVerified} />
          {engineer.experience.description && (
            <Typography variant="body2" color="text.secondary" dir="auto" title={engineer.experience.description} sx={userText}>
              {truncate(engineer.experience.description, ENGINEER_CARD.descriptionLength)}
            </Typography>
          )}
        </div>
      </Stack>
      <Stack direction="row" sx={cardRowSx}>
        <LocationOnIcon fontSize="small" />
        <Typography variant="body2">{t('card.location', location)}</Typography>
      </Stack>
      <Stack direction="row" sx={cardRowSx}>
        <WorkHistoryIcon fontSize="small" />
        <Typography variant="body2">{t('engineer.years', { count: engineer.experience.years })}</Typography>
      </Stack>
      <Stack direction="row" sx={cardRowSx}>
        <PaymentsIcon fontSize="small" />
        <Typography variant="body2" sx={{ color: 'primary.dark', fontWeight: 700 }}>
          {hourlyRate === null ? t('engineer.rateOnRequest') : t('engineer.perHour', { price: formatPrice(hourlyRate, currency) })}
        </Typography>
      </Stack>
      <CardChips>
        {chips.services.slice(0, ENGINEER_CARD.services).map((label) => (
          <Chip key={`s-${label}`} size="small" color="primary" variant="outlined" label={label} />
        ))}
        {chips.specializations.slice(0, ENGINEER_CARD.specializations).map((label) => (
          <Chip key={`p-${label}`} size="small" label={label} />
        ))}
      </CardChips>
    </DirectoryCard>
  );
}
