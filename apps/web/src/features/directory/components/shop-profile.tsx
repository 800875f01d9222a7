import CallIcon from '@mui/icons-material/Call';
import CategoryIcon from '@mui/icons-material/Category';
import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import DirectionsIcon from '@mui/icons-material/Directions';
import FacebookIcon from '@mui/icons-material/Facebook';
import HandymanIcon from '@mui/icons-material/Handyman';
import InfoIcon from '@mui/icons-material/Info';
import InstagramIcon from '@mui/icons-material/Instagram';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import ScheduleIcon from '@mui/icons-material/Schedule';
import ShareIcon from '@mui/icons-material/Share';
import VerifiedIcon from '@mui/icons-material/Verified';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import XIcon from '@mui/icons-material/X';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shop } from '@solar/shared/contract/directory';
import { WEEK_DAYS } from '@solar/shared/reference/catalog';
import { visuallyHidden } from '../../../components/ui/visually-hidden.ts';
import { externalLinks, paths } from '../../../config/paths.ts';
import { formatNumber } from '../../../lib/format.ts';
import { formatInternationalPhone } from '@solar/shared/domain/phone-links';
import { formatTimeOfDay } from '../utils/format-time.ts';
import { safeWebUrl } from '../utils/text.ts';
import { ChipList } from './chip-list.tsx';
import { ContactButton } from './contact-buttons.tsx';
import { DetailSection, InfoList } from './detail-section.tsx';
import { GallerySection } from './image-gallery.tsx';
import { categoryLabel, dayLabel, shopServiceLabel } from './labels.ts';
import { ProfileLayout } from './profile-layout.tsx';
import { DirectoryProfile } from './profile-states.tsx';
import type { ProfileDetailsProps } from './profile-states.tsx';
import { ShopLogo } from './shop-logo.tsx';
import { userText } from '../../../components/ui/user-text.ts';

const SOCIAL_NETWORKS = [
  { key: 'facebook', Icon: FacebookIcon },
  { key: 'instagram', Icon: InstagramIcon },
  { key: 'twitter', Icon: XIcon },
] as const;

function ShopDetails({ entry: shop, location, whatsapp }: ProfileDetailsProps<Shop>) {
  const { t } = useTranslation('directory');
  const open = formatTimeOfDay(shop.workingHours.openTime);
  const close = formatTimeOfDay(shop.workingHours.closeTime);
  const website = shop.website ? safeWebUrl(externalLinks.website(shop.website)) : null;
  const socialLinks = SOCIAL_NETWORKS.flatMap(({ key, Icon }) => {
    const url = safeWebUrl(shop.socialMedia[key]);
    return url ? [{ key, Icon, url }] : [];
  });

  // Directions to the map pin; without one, a map search for the written address with its city and
  // governorate (a street in Crater, Aden is found, a bare "Crater" would not be a place to go).
  const directions = shop.location
    ? externalLinks.maps(shop.location.latitude, shop.location.longitude)
    : shop.address?.trim()
      ? externalLinks.mapsSearch([shop.address.trim(), location.city, location.governorate, t('shop.country')].join(t('shop.listSeparator')))
      : null;
  const noDirectionsId = useId();

  const contactItems = [
    ...(shop.address ? [{ label: t('shop.address'), value: <span dir="auto">{shop.address}</span> }] : []),
    ...(shop.phone ? [{ label: t('shop.phone'), value: <Link href={externalLinks.tel(shop.phone)} dir="ltr">{formatInternationalPhone(shop.phone)}</Link> }] : []),
    ...(shop.email ? [{ label: t('shop.email'), value: <Link href={externalLinks.mailto(shop.email)} dir="ltr">{shop.email}</Link> }] : []),
  ];

  const additionalItems = [
    ...(shop.establishedYear ? [{ label: t('shop.establishedYear'), value: formatNumber(shop.establishedYear, { useGrouping: false }) }] : []),
    ...(shop.licenseNumber ? [{ label: t('shop.licenseNumber'), value: <span dir="ltr">{shop.licenseNumber}</span> }] : []),
    ...(website && shop.website
      ? [{ label: t('shop.website'), value: <Link href={website} target="_blank" rel="noopener noreferrer" dir="ltr">{shop.website}</Link> }]
      : []),
    ...(shop.paymentOptions.length
      ? [{ label: t('shop.paymentOptions'), value: shop.paymentOptions.map((option) => t(`payment.${option}`, { defaultValue: option })).join(t('shop.listSeparator')) }]
      : []),
    ...(shop.notes ? [{ label: t('shop.notes'), value: <span dir="auto">{shop.notes}</span> }] : []),
  ];

  return (
    <ProfileLayout
      back={{ to: paths.shops.getHref(), label: t('shop.backToList') }}
      media={<ShopLogo url={shop.logoUrl} size={96} />}
      name={shop.name}
      badges={shop.isVerified && <Chip size="small" color="primary" icon={<VerifiedIcon />} label={t('badges.verifiedShop')} sx={{ mb: 1 }} />}
      place={t('card.location', location)}
      footer={
        <>
          <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap', mt: 2.5 }}>
            <ContactButton href={shop.phone ? externalLinks.tel(shop.phone) : null} icon={<CallIcon />} label={t('shop.contact')} />
            <ContactButton
              href={whatsapp ? externalLinks.whatsapp(whatsapp) : null}
              icon={<WhatsAppIcon />}
              label={t('shop.whatsapp')}
              variant="outlined"
              isExternal
            />
            <ContactButton href={directions} icon={<DirectionsIcon />} label={t('shop.directions')} variant="outlined" isExternal describedBy={directions ? undefined : noDirectionsId} />
          </Stack>
          {!directions && (
            // A greyed-out button alone left visitors guessing why (issue #17).
            <Typography id={noDirectionsId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('shop.noDirections')}
            </Typography>
          )}
        </>
      }
    >
      <DetailSection title={t('shop.contactTitle')} Icon={ContactPhoneIcon}>
        {contactItems.length ? <InfoList items={contactItems} /> : <Typography color="text.secondary">{t('shop.noContact')}</Typography>}
      </DetailSection>
      {shop.description && (
        <DetailSection title={t('shop.aboutTitle')} Icon={InfoIcon}>
          <Typography dir="auto" sx={{ ...userText, whiteSpace: 'pre-line' }}>
            {shop.description}
          </Typography>
        </DetailSection>
      )}
      <DetailSection title={t('shop.servicesTitle')} Icon={HandymanIcon}>
        <ChipList values={shop.services.map((s) => shopServiceLabel(t, s))} empty={t('shop.none')} color="primary" />
      </DetailSection>
      <DetailSection title={t('shop.hoursTitle')} Icon={ScheduleIcon}>
        {open && close && <Typography sx={{ fontWeight: 500, mb: 1.5 }}>{t('shop.hoursRange', { open, close })}</Typography>}
        <Stack component="ul" direction="row" useFlexGap sx={{ m: 0, p: 0, listStyle: 'none', gap: 0.75, flexWrap: 'wrap' }}>
          {WEEK_DAYS.map((day) => {
            const isOpen = shop.workingHours.workingDays.includes(day);
            return (
              <li key={day}>
                <Chip
                  size="small"
                  color={isOpen ? 'primary' : 'default'}
                  variant={isOpen ? 'filled' : 'outlined'}
                  label={
                    <>
                      {dayLabel(t, day)}
                      <Box component="span" sx={visuallyHidden}>
                        {isOpen ? t('shop.dayOpen') : t('shop.dayClosed')}
                      </Box>
                    </>
                  }
                  sx={isOpen ? undefined : { color: 'text.secondary', textDecoration: 'line-through' }}
                />
              </li>
            );
          })}
        </Stack>
      </DetailSection>
      {socialLinks.length > 0 && (
        <DetailSection title={t('shop.socialTitle')} Icon={ShareIcon}>
          <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap' }}>
            {socialLinks.map(({ key, Icon, url }) => (
              <Button key={key} variant="outlined" startIcon={<Icon />} href={url} target="_blank" rel="noopener noreferrer">
                {t(`shop.social.${key}`)}
              </Button>
            ))}
          </Stack>
        </DetailSection>
      )}
      <DetailSection title={t('shop.brandsTitle')} Icon={LocalOfferIcon}>
        <ChipList values={shop.brands} empty={t('shop.none')} />
      </DetailSection>
      <DetailSection title={t('shop.categoriesTitle')} Icon={CategoryIcon}>
        <ChipList values={shop.productCategories.map((c) => categoryLabel(t, c))} empty={t('shop.none')} />
      </DetailSection>
      {additionalItems.length > 0 && (
        <DetailSection title={t('shop.additionalTitle')} Icon={InfoIcon}>
          <InfoList items={additionalItems} />
        </DetailSection>
      )}
      <GallerySection title={t('shop.galleryTitle')} images={shop.images} label={t('shop.galleryOf', { name: shop.name })} name={shop.name} />
    </ProfileLayout>
  );
}

/** /shop/{id}: the shop's page, or its loading, error and not-found states. */
export function ShopProfile({ id }: { id: string }) {
  return <DirectoryProfile kind="shop" id={id} Details={ShopDetails} />;
}
