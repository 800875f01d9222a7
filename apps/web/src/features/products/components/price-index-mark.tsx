import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ProductSpecs } from '@solar/shared/contract/product-specs';
import { LIMITS } from '@solar/shared/reference/limits';
import { paths } from '../../../config/paths.ts';
import { callApi } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/format.ts';

function getPriceMarkQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['products', 'price-mark', id] as const,
    queryFn: ({ signal }) => callApi('prices.listingMark', { params: { id }, signal }),
    select: (response) => response.data,
    staleTime: LIMITS.detailStaleTimeMs,
  });
}

/**
 * «أقل من سعر السوق بـ ١٥٪»: a listing's price 15 % or more under or over its governorate's weekly index
 * (issue #45), linking to that governorate's prices. Nothing when near it or when no index is published.
 */
export function PriceIndexMark({ productId, specs }: { productId: string; specs: ProductSpecs | null }) {
  const { t } = useTranslation('compatibility');
  const applies = specs?.kind === 'panel' || specs?.kind === 'battery' || specs?.kind === 'inverter';
  const { data } = useQuery({ ...getPriceMarkQueryOptions(productId), enabled: applies });
  if (!applies || !data || data.position === 'near') return null;
  const Icon = data.position === 'below' ? TrendingDownIcon : TrendingUpIcon;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Icon fontSize="small" color={data.position === 'below' ? 'success' : 'warning'} aria-hidden />
      <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="price-index-mark">
        {t(`priceMark.${data.position}`, { percent: formatNumber(data.percent / 100, { style: 'percent' }) })}
      </Typography>
      <Link component={RouterLink} to={paths.prices.getHref({ governorate: data.governorate, currency: data.currency })} variant="body2">
        {t('priceMark.link')}
      </Link>
    </Box>
  );
}
