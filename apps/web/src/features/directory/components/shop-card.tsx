import { useId, useState } from 'react';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PhoneIcon from '@mui/icons-material/Phone';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ShopSummary } from '@solar/shared/contract/directory';
import { externalLinks, paths } from '../../../config/paths.ts';
import { formatNumber } from '../../../lib/format.ts';
import { getLanguage } from '../../../lib/i18n.ts';
import { getLocationNames } from '../../../lib/location-names.ts';
import { formatInternationalPhone } from '@solar/shared/domain/phone-links';
import { truncate } from '../utils/text.ts';
import { shopServiceLabel } from './labels.ts';
import { CardChips, CardName, DirectoryCard, cardRowSx } from './directory-card.tsx';
import { ShopLogo } from './shop-logo.tsx';
import { userText } from '../../../components/ui/user-text.ts';

/** Card limits of docs/product-brief.md §9. */
export const SHOP_CARD = { descriptionLength: 100, services: 3 } as const;

/** A shop in the list: logo, name, city, phone, a description that unfolds, services and a details link. */
export function ShopCard({ shop }: { shop: ShopSummary }) {
  const { t } = useTranslation('directory');
  const [isExpanded, setIsExpanded] = useState(false);
  const nameId = useId();
  const descriptionId = useId();
  const { city } = getLocationNames(shop.governorate, shop.city, getLanguage());
  const isLong = Array.from(shop.description).length > SHOP_CARD.descriptionLength;
  const hiddenServices = shop.services.length - SHOP_CARD.services;

  return (
    <DirectoryCard nameId={nameId} href={paths.shop.getHref(shop._id)} actionLabel={t('shop.details')}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
        <ShopLogo url={shop.logoUrl} size={56} />
        <CardName id={nameId} name={shop.name} isVerified={shop.isVerified} />
      </Stack>
      <Stack direction="row" sx={cardRowSx}>
        <LocationOnIcon fontSize="small" />
        <Typography variant="body2">{city}</Typography>
      </Stack>
      {shop.phone && (
        <Stack direction="row" sx={cardRowSx}>
          <PhoneIcon fontSize="small" />
          <Link href={externalLinks.tel(shop.phone)} variant="body2" dir="ltr" underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }} aria-label={t('shop.callNumber', { phone: formatInternationalPhone(shop.phone) })}>
            {formatInternationalPhone(shop.phone)}
          </Link>
        </Stack>
      )}
      {shop.description && (
        <div>
          <Typography id={descriptionId} variant="body2" dir="auto" sx={{ ...userText, whiteSpace: 'pre-line' }}>
            {isLong && !isExpanded ? truncate(shop.description, SHOP_CARD.descriptionLength) : shop.description}
          </Typography>
          {isLong && (
            <Button
              size="small"
              onClick={() => setIsExpanded((expanded) => !expanded)}
              aria-expanded={isExpanded}
              aria-controls={descriptionId}
              sx={{ px: 0.5, minWidth: 0, mt: 0.25 }}
            >
              {isExpanded ? t('shop.showLess') : t('shop.showMore')}
            </Button>
          )}
        </div>
      )}
      <CardChips>
        {shop.services.slice(0, SHOP_CARD.services).map((service) => (
          <Chip key={service} size="small" color="primary" variant="outlined" label={shopServiceLabel(t, service)} />
        ))}
        {hiddenServices > 0 && (
          <Chip size="small" label={`+${formatNumber(hiddenServices)}`} aria-label={t('shop.moreServices', { count: hiddenServices })} />
        )}
      </CardChips>
    </DirectoryCard>
  );
}
