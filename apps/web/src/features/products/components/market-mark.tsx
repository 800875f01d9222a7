import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { ProductMarket } from '@solar/shared/contract/products';
import { formatNumber } from '../../../lib/format.ts';

/** White text on these stays above 4.5:1 (AA): the brand's dark green under the market, a dark amber over it. */
const BACKGROUND = { below: 'primary.dark', above: '#8a4100' } as const;

/**
 * «أقل من السوق بـ ٢٩٪» on a card: the figure the listing page's mark says (the API computes both by one
 * rule, docs/decisions/036-price-index.md). It lies over the foot of the picture, in a phone row and on the
 * grid's card alike, so the card is no taller with it than without.
 */
export function MarketMark({ market }: { market: ProductMarket }) {
  const { t } = useTranslation('products');
  return (
    <Box
      sx={{
        gridArea: 'media',
        alignSelf: { xs: 'start', sm: 'flex-start' },
        // The phone row's thumbnail is 96 px square: the mark sits at its foot.
        height: { xs: 96, sm: 'auto' },
        mt: { xs: 0, sm: '-34px' },
        mb: { xs: 0, sm: '10px' },
        mx: { xs: 0, sm: 1 },
        width: { xs: 96, sm: 'auto' },
        display: 'flex',
        alignItems: 'flex-end',
        zIndex: 1,
        pointerEvents: 'none',
      }}
    >
      <Box
        component="span"
        data-testid="price-market-mark"
        sx={{
          width: { xs: '100%', sm: 'auto' },
          px: 0.75,
          py: 0.25,
          borderRadius: { xs: '0 0 10px 10px', sm: 1 },
          bgcolor: BACKGROUND[market.position],
          color: '#ffffff',
          fontSize: '0.6875rem',
          fontWeight: 700,
          lineHeight: 1.35,
          textAlign: 'center',
        }}
      >
        {t(`card.market.${market.position}`, { percent: formatNumber(market.percent / 100, { style: 'percent' }) })}
      </Box>
    </Box>
  );
}
