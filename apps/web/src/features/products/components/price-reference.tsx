import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProductSpecs } from '@solar/shared/contract/product-specs';
import { LIMITS } from '@solar/shared/reference/limits';
import { findGovernorate } from '@solar/shared/reference/locations';
import { callApi } from '../../../lib/api-client.ts';
import { formatNumber, formatPrice } from '../../../lib/format.ts';

function getPriceReferenceQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['products', 'price-reference', id] as const,
    queryFn: ({ signal }) => callApi('products.priceReference', { params: { id }, signal }),
    select: (response) => response.data,
    staleTime: LIMITS.detailStaleTimeMs,
  });
}

/**
 * A panel's or battery's price beside the median of similar listings in its governorate over the last
 * 90 days (issue #19 item 5): «السعر قريب من متوسط السوق في عدن». Nothing until at least five exist.
 */
export function PriceReference({ productId, specs }: { productId: string; specs: ProductSpecs | null }) {
  const { t, i18n } = useTranslation('compatibility');
  const applies = specs?.kind === 'panel' || specs?.kind === 'battery';
  const { data } = useQuery({ ...getPriceReferenceQueryOptions(productId), enabled: applies });
  if (!applies || !data) return null;
  const language = i18n.language === 'en' ? 'en' : 'ar';
  const governorate = findGovernorate(data.governorate)?.[language] ?? data.governorate;
  const unit = t(`priceReference.unit.${data.unit}`);
  const money = (amount: number) => formatPrice(amount, data.currency, { significantDigits: 3 });
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <InsightsOutlinedIcon fontSize="small" color="primary" sx={{ mt: '2px' }} aria-hidden />
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t(`priceReference.${data.position}`, { governorate })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('priceReference.detail', { median: money(data.medianPerUnit), own: money(data.listingPerUnit), unit, count: formatNumber(data.listings), days: formatNumber(data.days) })}
        </Typography>
      </Box>
    </Box>
  );
}
