import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { GetPriceIndexesQuery } from '@solar/shared/contract/prices';
import { ALL_YEMEN } from '@solar/shared/reference/price-indexes';
import { usePriceIndexes } from '../../../api/get-price-indexes.ts';
import { PriceIndexChoices } from '../../../components/price-index/price-index-choices.tsx';
import { apiPaths, paths } from '../../../config/paths.ts';
import { getLanguage, LANGUAGE_PARAM } from '../../../lib/i18n.ts';
import { priceIndexesQueryOf } from '../../../lib/price-indexes-query.ts';
import { lazyWithPreload } from '../../../lib/lazy-with-preload.ts';
import { ServerDrawn, useServerDrawn } from '../../../lib/server-drawn.tsx';

const PriceIndexFigures = lazyWithPreload(async () => (await import('./price-index-figures.tsx')).PriceIndexFigures);

/**
 * /prices (issue #45): each index week by week with its interquartile band, the governorates side by side,
 * and a table beside each chart. The choices are a plain form, so the page works before any script runs.
 */
export function PricesScreen() {
  const { t } = useTranslation('prices');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const query = priceIndexesQueryOf(search);
  // The charts and tables are kept as the server drew them until another choice or language needs a new drawing.
  const version = `${getLanguage()}|${query.governorate}|${query.currency}`;
  const drawn = useServerDrawn('prices', version);
  const { data, isError } = usePriceIndexes(query, { enabled: !drawn.isCurrent });
  const englishParam = search.get(LANGUAGE_PARAM) ?? undefined;
  const handleChange = (next: Partial<GetPriceIndexesQuery>) => {
    const merged = { ...query, ...next };
    void navigate(paths.prices.getHref({ governorate: merged.governorate === ALL_YEMEN ? undefined : merged.governorate, currency: merged.currency, [LANGUAGE_PARAM]: englishParam }), { replace: true, preventScrollReset: true });
  };
  const csvHref = `${apiPaths.base}${apiPaths.prices.indexesCsv}?governorate=${query.governorate}&currency=${query.currency}`;

  return (
    <Box>
      <Typography sx={{ mb: 2, maxWidth: 760 }}>{t('intro')}</Typography>
      <PriceIndexChoices query={query} action={paths.prices.path} onChange={handleChange}>
        {englishParam && <input type="hidden" name={LANGUAGE_PARAM} value={englishParam} />}
      </PriceIndexChoices>
      <ServerDrawn name="prices" version={version} state={drawn} isReady={data !== undefined || isError} preload={PriceIndexFigures.preload}>
        {data && <PriceIndexFigures data={data} />}
      </ServerDrawn>
      <Typography sx={{ mt: 2 }}>
        <a href={csvHref} download>{t('download')}</a>
      </Typography>
    </Box>
  );
}
