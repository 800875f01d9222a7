import CallIcon from '@mui/icons-material/Call';
import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import HandymanIcon from '@mui/icons-material/Handyman';
import PaymentsIcon from '@mui/icons-material/Payments';
import StarIcon from '@mui/icons-material/Star';
import VerifiedIcon from '@mui/icons-material/Verified';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import WorkHistoryIcon from '@mui/icons-material/WorkHistory';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Engineer } from '@solar/shared/contract/directory';
import { WEEK_DAYS } from '@solar/shared/reference/catalog';
import { externalLinks, paths } from '../../../config/paths.ts';
import { formatNumber, formatPrice } from '../../../lib/format.ts';
import { formatInternationalPhone } from '@solar/shared/domain/phone-links';
import { isolate } from '../../../lib/bidi.ts';
import { formatCalendarDate, formatTimeOfDay, isExpired, todayInYemen } from '../utils/format-time.ts';
import { ChipList } from './chip-list.tsx';
import { ContactButton } from './contact-buttons.tsx';
import { DetailSection, InfoList } from './detail-section.tsx';
import { EngineerAvatar } from './engineer-avatar.tsx';
import { GallerySection } from './image-gallery.tsx';
import { dayLabel, engineerChipLabels } from './labels.ts';
import { ProfileLayout } from './profile-layout.tsx';
import { DirectoryProfile } from './profile-states.tsx';
import type { ProfileDetailsProps } from './profile-states.tsx';
import { userText } from '../../../components/ui/user-text.ts';

const AVAILABILITY_COLORS = { available: 'success', busy: 'warning', unavailable: 'default' } as const;

function EngineerDetails({ entry: engineer, location, whatsapp }: ProfileDetailsProps<Engineer>) {
  const { t } = useTranslation('directory');
  const { hourlyRate, minimumCharge, currency } = engineer.pricing;
  const { availability } = engineer;
  const start = formatTimeOfDay(availability.workingHours.start);
  const end = formatTimeOfDay(availability.workingHours.end);
  const workingDays = WEEK_DAYS.filter((day) => availability.workingDays.includes(day));
  const chips = engineerChipLabels(t, engineer.services, engineer.specializations);
  // Valid certifications first, each group in the order the admin gave.
  const today = todayInYemen();
  const certifications = engineer.certifications
    .map((certification) => ({ certification, hasExpired: isExpired(certification.expiryDate, today) }))
    .sort((a, b) => Number(a.hasExpired) - Number(b.hasExpired));

  const contactItems = [
    { label: t('engineer.phone'), value: <Link href={externalLinks.tel(engineer.phone)} dir="ltr">{formatInternationalPhone(engineer.phone)}</Link> },
    ...(engineer.whatsappPhone
      ? [{ label: t('engineer.whatsappNumber'), value: whatsapp ? <Link href={externalLinks.whatsapp(whatsapp)} target="_blank" rel="noopener noreferrer" dir="ltr">{formatInternationalPhone(engineer.whatsappPhone)}</Link> : <span dir="ltr">{engineer.whatsappPhone}</span> }]
      : []),
    ...(engineer.email ? [{ label: t('engineer.email'), value: <Link href={externalLinks.mailto(engineer.email)} dir="ltr">{engineer.email}</Link> }] : []),
    ...(engineer.notes ? [{ label: t('engineer.notes'), value: <span dir="auto">{engineer.notes}</span> }] : []),
  ];

  const experienceItems = [
    { label: t('engineer.yearsLabel'), value: t('engineer.years', { count: engineer.experience.years }) },
    { label: t('engineer.projects'), value: formatNumber(engineer.projectsCount) },
    ...(engineer.teamSize !== null ? [{ label: t('engineer.teamSize'), value: t('engineer.people', { count: engineer.teamSize }) }] : []),
    ...(engineer.responseTimeHours !== null ? [{ label: t('engineer.responseTime'), value: t('engineer.withinHours', { count: engineer.responseTimeHours }) }] : []),
  ];

  const pricingItems = [
    { label: t('engineer.hourlyRate'), value: hourlyRate === null ? t('engineer.rateOnRequest') : formatPrice(hourlyRate, currency) },
    ...(minimumCharge !== null ? [{ label: t('engineer.minimumCharge'), value: formatPrice(minimumCharge, currency) }] : []),
    { label: t('engineer.currency'), value: t(`common:currency.${currency}`) },
    {
      label: t('engineer.availability'),
      value: <Chip size="small" color={AVAILABILITY_COLORS[availability.status]} label={t(`availability.${availability.status}`)} />,
    },
    ...(start && end ? [{ label: t('engineer.workingHours'), value: t('engineer.hoursRange', { start, end }) }] : []),
  ];

  return (
    <ProfileLayout
      back={{ to: paths.engineers.getHref(), label: t('engineer.backToList') }}
      media={<EngineerAvatar url={engineer.profileImageUrl} size={96} />}
      name={engineer.name}
      badges={
        <Stack direction="row" useFlexGap sx={{ gap: 0.75, flexWrap: 'wrap', justifyContent: { xs: 'center', sm: 'flex-start' }, mb: 1 }}>
          {engineer.isVerified && <Chip size="small" color="primary" icon={<VerifiedIcon />} label={t('badges.verified')} />}
          {engineer.isFeatured && <Chip size="small" color="secondary" icon={<StarIcon />} label={t('badges.featured')} />}
        </Stack>
      }
      place={t('card.location', location)}
      aside={
        <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap', width: { xs: '100%', sm: 'auto' }, flexShrink: 0 }}>
          <ContactButton href={externalLinks.tel(engineer.phone)} icon={<CallIcon />} label={t('engineer.call')} />
          {whatsapp && (
            <ContactButton href={externalLinks.whatsapp(whatsapp)} icon={<WhatsAppIcon />} label={t('engineer.whatsapp')} variant="outlined" isExternal />
          )}
        </Stack>
      }
      underPlace={
        engineer.rating > 0 && (
          <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center', justifyContent: { xs: 'center', sm: 'flex-start' }, mt: 0.5 }}>
            <StarIcon fontSize="small" sx={{ color: 'secondary.dark' }} />
            <Typography variant="body2">{t('engineer.rating', { rating: formatNumber(engineer.rating, { minimumFractionDigits: 1 }) })}</Typography>
          </Stack>
        )
      }
    >
      <DetailSection title={t('engineer.contactTitle')} Icon={ContactPhoneIcon}>
        <InfoList items={contactItems} />
      </DetailSection>
      <DetailSection title={t('engineer.servicesTitle')} Icon={HandymanIcon}>
        <Typography component="h3" variant="body2" color="text.secondary" sx={{ mb: 0.75 }}>
          {t('engineer.services')}
        </Typography>
        <ChipList values={chips.services} empty={t('engineer.none')} color="primary" />
        {/* Specialisations that only repeat the services say nothing more: then the heading goes too. */}
        {(chips.specializations.length > 0 || engineer.specializations.length === 0) && (
          <>
            <Typography component="h3" variant="body2" color="text.secondary" sx={{ mt: 2, mb: 0.75 }}>
              {t('engineer.specializations')}
            </Typography>
            <ChipList values={chips.specializations} empty={t('engineer.none')} />
          </>
        )}
      </DetailSection>
      <DetailSection title={t('engineer.experienceTitle')} Icon={WorkHistoryIcon}>
        <InfoList items={experienceItems} />
        {engineer.experience.description && (
          <Typography dir="auto" sx={{ ...userText, mt: 1.5, whiteSpace: 'pre-line' }}>
            {engineer.experience.description}
          </Typography>
        )}
      </DetailSection>
      <DetailSection title={t('engineer.pricingTitle')} Icon={PaymentsIcon}>
        <InfoList items={pricingItems} />
        {workingDays.length > 0 && (
          <>
            <Typography component="h3" variant="body2" color="text.secondary" sx={{ mt: 1.5, mb: 0.75 }}>
              {t('engineer.workingDays')}
            </Typography>
            <ChipList values={workingDays.map((day) => dayLabel(t, day))} empty="" />
          </>
        )}
      </DetailSection>
      <DetailSection title={t('engineer.certificationsTitle')} Icon={WorkspacePremiumIcon}>
        {engineer.certifications.length === 0 ? (
          <Typography color="text.secondary">{t('engineer.noCertifications')}</Typography>
        ) : (
          <Stack component="ul" sx={{ m: 0, p: 0, listStyle: 'none', gap: 1.5 }}>
            {certifications.map(({ certification: c, hasExpired }) => (
              // An expired certificate is still part of the engineer's history, but must not read as valid:
              // muted, with a plain "Expired" label and the day it ended (issue #17).
              <Box component="li" key={`${c.name}-${c.issuedDate}`} sx={hasExpired ? { color: 'text.secondary' } : undefined}>
                <Stack direction="row" useFlexGap sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography dir="auto" sx={{ ...userText, fontWeight: hasExpired ? 500 : 700, color: hasExpired ? 'text.secondary' : undefined }}>
                    {c.name}
                  </Typography>
                  {hasExpired && <Chip size="small" variant="outlined" label={t('engineer.expired')} />}
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {t('engineer.issuedBy', { issuer: isolate(c.issuedBy) })}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('engineer.issuedOn', { date: formatCalendarDate(c.issuedDate) })}
                  {' · '}
                  {c.expiryDate
                    ? t(hasExpired ? 'engineer.expiredOn' : 'engineer.validUntil', { date: formatCalendarDate(c.expiryDate) })
                    : t('engineer.noExpiry')}
                </Typography>
              </Box>
            ))}
          </Stack>
        )}
      </DetailSection>
      <GallerySection title={t('engineer.portfolioTitle')} images={engineer.portfolioImages} label={t('engineer.portfolioOf', { name: engineer.name })} name={engineer.name} />
    </ProfileLayout>
  );
}

/** /engineer/{id}: the profile, or the load error with the way back to the list. */
export function EngineerProfile({ id }: { id: string }) {
  return <DirectoryProfile kind="engineer" id={id} Details={EngineerDetails} />;
}
