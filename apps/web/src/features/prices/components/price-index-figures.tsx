import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PriceIndexes } from '@solar/shared/contract/prices';
import { PriceIndexSections, shownIndexes } from '../../../components/price-index/price-index-sections.tsx';

/**
 * The public page's charts and tables, or why there are none. Its own file: the browser keeps the server's
 * drawing of them (lib/server-drawn.tsx) and downloads this code only to draw another choice.
 */
export function PriceIndexFigures({ data }: { data: PriceIndexes }) {
  const { t } = useTranslation('prices');
  if (shownIndexes(data).length === 0) return <Typography sx={{ my: 3 }}>{t('empty')}</Typography>;
  return <PriceIndexSections data={data} />;
}
