import { useId } from 'react';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PaymentsIcon from '@mui/icons-material/Payments';
import WorkHistoryIcon from '@mui/icons-material/WorkHistory';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EngineerSummary } from '@solar/shared/contract/directory';
import { paths } from '../../../config/paths.ts';
import { formatPrice } from '../../../lib/format.ts';
import { getLanguage } from '../../../lib/i18n.ts';
import { getLocationNames } from '../../../lib/location-names.ts';
import { truncate } from '../utils/text.ts';
import { EngineerAvatar } from './engineer-avatar.tsx';
import { engineerChipLabels } from './labels.ts';
import { VerifiedBadge } from './verified-badge.tsx';
import { userText } from '../../../components/ui/user-text.ts';

/** Card limits of docs/product-brief.md §9. */
export const ENGINEER_CARD = { descriptionLength: 15, services: 2, specializations: 2 } as const;

const rowSx = { alignItems: 'center', gap: 0.75, color: 'text.secondary' } as const;

/** An engineer in the list: photo, tick, name, a taste of the experience, place, years, rate and chips. */
export function EngineerCard({ engineer }: { engineer: EngineerSummary }) {
  const { t } = useTranslation('directory');
  const location = getLocationNames(engineer.governorate, engineer.city, getLanguage());
  const { hourlyRate, currency } = engineer.pricing;
  const nameId = useId();
  const chips = engineerChipLabels(t, engineer.services, engineer.specializations);

  return (
    <Card component="article" variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
          <EngineerAvatar url={engineer.profileImageUrl} size={56} />
          <div style={{ minWidth: 0 }}>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
              <Typography id={nameId} component="h2" variant="subtitle1" dir="auto" sx={{ ...userText, fontWeight: 700, lineHeight: 1.4 }}>
                {engineer.name}
              </Typography>
              {engineer.isVerified && <VerifiedBadge />}
            </Stack>
            {engineer.experience.description && (
              <Typography variant="body2" color="text.secondary" dir="auto" title={engineer.experience.description} sx={userText}>
                {truncate(engineer.experience.description, ENGINEER_CARD.descriptionLength)}
              </Typography>
            )}
          </div>
        </Stack>
        <Stack direction="row" sx={rowSx}>
          <LocationOnIcon fontSize="small" />
          <Typography variant="body2">{t('card.location', location)}</Typography>
        </Stack>
        <Stack direction="row" sx={rowSx}>
          <WorkHistoryIcon fontSize="small" />
          <Typography variant="body2">{t('engineer.years', { count: engineer.experience.years })}</Typography>
        </Stack>
        <Stack direction="row" sx={rowSx}>
          <PaymentsIcon fontSize="small" />
          <Typography variant="body2" sx={{ color: 'primary.dark', fontWeight: 700 }}>
            {hourlyRate === null ? t('engineer.rateOnRequest') : t('engineer.perHour', { price: formatPrice(hourlyRate, currency) })}
          </Typography>
        </Stack>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.75, mt: 'auto', pt: 0.5 }}>
          {chips.services.slice(0, ENGINEER_CARD.services).map((label) => (
            <Chip key={`s-${label}`} size="small" color="primary" variant="outlined" label={label} />
          ))}
          {chips.specializations.slice(0, ENGINEER_CARD.specializations).map((label) => (
            <Chip key={`p-${label}`} size="small" label={label} />
          ))}
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
        <Button component={RouterLink} to={paths.engineer.getHref(engineer._id)} aria-describedby={nameId} variant="contained" fullWidth>
          {t('engineer.viewProfile')}
        </Button>
      </CardActions>
    </Card>
  );
}
