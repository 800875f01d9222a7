import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CompatibleGroup, CompatibleItem } from '@solar/shared/contract/compatibility';
import type { ProductSpecs } from '@solar/shared/contract/product-specs';
import { findGovernorate } from '@solar/shared/reference/locations';
import { FitReasonLine } from '../../../components/ui/fit-reason.tsx';
import { ListingLinkRow } from '../../../components/ui/listing-link-row.tsx';
import { paths } from '../../../config/paths.ts';
import { getLocationNames } from '../../../lib/location-names.ts';
import { useCompatible } from '../api/get-compatible.ts';
import { ProductImagePlaceholder } from './product-image-placeholder.tsx';

const GROUP_TITLES: Record<CompatibleGroup, string> = { batteries: 'worksWith.batteries', panels: 'worksWith.panels', inverters: 'worksWith.inverters' };

function Item({ item, governorate }: { item: CompatibleItem; governorate: string }) {
  const { t, i18n } = useTranslation('compatibility');
  const { t: tp } = useTranslation('products');
  const language = i18n.language === 'en' ? 'en' : 'ar';
  const { product } = item;
  const place = getLocationNames(product.governorate, product.city, language);
  return (
    <Box component="li">
      <ListingLinkRow
        product={product}
        placeholder={<ProductImagePlaceholder label={tp('card.noImage')} type={product.type} />}
        badge={product.governorate === governorate && <Chip size="small" variant="outlined" color="primary" label={t('worksWith.inGovernorate', { governorate: place.governorate })} sx={{ marginInlineStart: 1 }} />}
      >
        {item.reasons.map((reason, index) => (
          <FitReasonLine key={`${reason.code}-${index}`} reason={reason} />
        ))}
      </ListingLinkRow>
    </Box>
  );
}

/**
 * "Works with" on a panel's, battery's or inverter's page (issue #19 item 3): short lists of public
 * listings whose specifications fit this one, the listing's governorate first, each with the reason.
 * Nothing for other kinds of listing; nothing at all when no group has a listing.
 */
export function WorksWith({ productId, specs, governorate }: { productId: string; specs: ProductSpecs | null; governorate: string }) {
  const { t, i18n } = useTranslation('compatibility');
  const headingId = useId();
  const applies = !!specs && specs.kind !== 'system';
  const query = useCompatible(productId, applies);
  if (!applies || query.isError) return null;
  const language = i18n.language === 'en' ? 'en' : 'ar';
  const groups = query.data?.groups.filter((group) => group.items.length > 0) ?? [];
  if (query.data && groups.length === 0) return null;
  const place = findGovernorate(governorate)?.[language];

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, mt: 2 }}>
      <Typography id={headingId} component="h2" variant="h6">
        {t('worksWith.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {place ? t('worksWith.intro', { governorate: place }) : t('worksWith.introNoPlace')}
      </Typography>
      {!query.data ? (
        <Box role="status" aria-label={t('worksWith.loading')} sx={{ display: 'grid', gap: 1 }}>
          {[0, 1].map((index) => (
            <Skeleton key={index} variant="rounded" height={64} />
          ))}
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: `repeat(${Math.min(groups.length, 2)}, minmax(0, 1fr))` } }}>
          {groups.map((group) => (
            <GroupList key={group.group} title={t(GROUP_TITLES[group.group])} items={group.items} governorate={governorate} href={paths.products.getHref(new URLSearchParams(group.seeAll).toString())} />
          ))}
        </Box>
      )}
    </Paper>
  );
}

function GroupList({ title, items, governorate, href }: { title: string; items: CompatibleItem[]; governorate: string; href: string }) {
  const { t } = useTranslation('compatibility');
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Button component={RouterLink} to={href} size="small" aria-label={t('worksWith.seeAllLabel', { section: title })}>
          {t('worksWith.seeAll')}
        </Button>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((item) => (
          <Item key={item.product._id} item={item} governorate={governorate} />
        ))}
      </Box>
    </Box>
  );
}
