import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CalculatorResult } from '@solar/shared/domain/calculator';
import { paths } from '../../../config/paths.ts';
import { formatPrice } from '../../../lib/format.ts';
import { getLocationNames } from '../../../lib/location-names.ts';
import { useMatchingProducts } from '../api/get-matching-products.ts';
import { useCalculatorFormat } from '../hooks/use-calculator-format.ts';
import { MATCH_GROUPS, pickMatches } from '../utils/matching.ts';
import type { MatchGroup, MatchTarget, MatchedProduct } from '../utils/matching.ts';

const Thumbnail = styled('img')({ width: 56, height: 56, objectFit: 'cover', borderRadius: 4, flexShrink: 0, display: 'block' });

const GROUPS: MatchGroup[] = ['panels', 'batteries', 'inverters'];

/** The product list's URL for a part, with the API's filter names (search_keyword, category, governorate). */
function seeAllHref(category: string, keyword: string | undefined, governorate: string | null) {
  const search = new URLSearchParams();
  if (keyword) search.set('search_keyword', keyword);
  search.set('category', category);
  if (governorate) search.set('governorate', governorate);
  return paths.products.getHref(search.toString());
}

function MatchList({ title, items, href }: { title: string; items: MatchedProduct[]; href: string }) {
  const { t } = useTranslation('calculator');
  const format = useCalculatorFormat();
  const headingId = useId();
  const language = format.language === 'en' ? 'en' : 'ar';
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={headingId} variant="subtitle2" component="h4">
          {title}
        </Typography>
        <Link component={RouterLink} to={href} variant="body2" aria-label={t('match.seeAllLabel', { section: title })}>
          {t('match.seeAll')}
        </Link>
      </Box>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {t('match.none')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {items.map(({ product, isInGovernorate }) => {
            const image = product.images[0];
            const place = getLocationNames(product.governorate, product.city, language);
            return (
              <ListItem key={product._id} disablePadding>
                <ListItemButton component={RouterLink} to={paths.product.getHref(product._id)} sx={{ gap: 1.5, px: 1, borderRadius: 1, alignItems: 'flex-start' }}>
                  {image ? (
                    <Thumbnail src={image.url} srcSet={image.srcSet} sizes="56px" width={56} height={56} alt="" decoding="async" />
                  ) : (
                    <Box sx={{ width: 56, height: 56, bgcolor: 'grey.100', borderRadius: 1, flexShrink: 0 }} />
                  )}
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="body2" dir="auto" sx={{ fontWeight: 600, textAlign: 'start' }}>
                      {product.name}
                    </Typography>
                    <Typography variant="body2" sx={{ color: 'primary.dark', fontWeight: 700 }}>
                      <bdi>{formatPrice(product.price, product.currency)}</bdi>
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {place.governorate} · {place.city}
                    </Typography>
                    {isInGovernorate && <Chip size="small" color="primary" variant="outlined" label={t('match.inGovernorate')} sx={{ ms: 1 }} />}
                  </Box>
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
    </Box>
  );
}

/** Listings near each part of the recommended system, the visitor's governorate first, with links to see all. */
export function MatchingProducts({ result, governorate }: { result: CalculatorResult; governorate: string | null }) {
  const { t } = useTranslation('calculator');
  const format = useCalculatorFormat();
  const headingId = useId();
  const matching = useMatchingProducts(governorate, true);
  const target: MatchTarget = {
    panelW: result.pv.recommendedPanelW,
    batteryType: result.battery.type,
    batteryUnitV: result.battery.unit.voltage,
    batteryUnitAh: result.battery.unit.capacityAh,
    systemVoltage: result.system.systemVoltage,
    inverterW: result.inverter.recommendedW,
  };
  const titles: Record<MatchGroup, string> = {
    panels: t('match.panels', { watts: format.number(target.panelW, 0) }),
    batteries: t('match.batteries', { kind: t(`batteryKind.${target.batteryType}`) }),
    inverters: t('match.inverters', { watts: format.number(target.inverterW, 0) }),
  };
  const keywords: Record<MatchGroup, string | undefined> = {
    panels: String(target.panelW),
    batteries: target.batteryType === 'lithium' ? t('match.lithiumKeyword') : undefined,
    inverters: t('match.inverterKeyword'),
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5 }}>
      <Box>
        <Typography id={headingId} variant="h6" component="h3">
          {t('match.title')}
        </Typography>
        {governorate && (
          <Typography variant="body2" color="text.secondary">
            {t('match.intro')}
          </Typography>
        )}
      </Box>
      {matching.isPending ? (
        <Box role="status" aria-label={t('match.loading')} sx={{ display: 'grid', gap: 1 }}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} variant="rounded" height={56} />
          ))}
        </Box>
      ) : matching.isError ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            {t('match.loadError')}
          </Typography>
          <Button size="small" onClick={matching.refetch}>
            {t('common:actions.retry')}
          </Button>
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
          {GROUPS.map((group) => (
            <MatchList
              key={group}
              title={titles[group]}
              items={pickMatches(group, matching.byGroup[group], target, governorate)}
              href={seeAllHref(MATCH_GROUPS[group], keywords[group], governorate)}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
