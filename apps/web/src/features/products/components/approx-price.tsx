import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { convertPrice } from '@solar/shared/domain/price-format';
import type { Currency } from '@solar/shared/reference/catalog';
import { visuallyHidden } from '../../../components/ui/visually-hidden.ts';
import { formatPrice } from '../../../lib/format.ts';
import { getPublicSettingsQueryOptions } from '../../../api/get-public-settings.ts';

/** The currency the cards of a list compare prices in; null (the default) shows no comparison. */
const ComparisonCurrency = createContext<Currency | null>(null);

/** Sets the comparison currency for the cards inside (utils/price-comparison.ts decides it). */
export function PriceComparison({ currency, children }: { currency: Currency | null; children: ReactNode }) {
  return <ComparisonCurrency value={currency}>{children}</ComparisonCurrency>;
}

/** One line above the cards saying what the ≈ values are, shown only while they are. */
export function PriceComparisonNote() {
  const { t } = useTranslation('products');
  const currency = useContext(ComparisonCurrency);
  if (!currency) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
      {t('list.priceComparison', { currency: t(`common:currency.${currency}`) })}
    </Typography>
  );
}

/**
 * "≈ $45" under a price in another currency than the list compares in, at the market's exchange rates
 * (the public settings the header already loaded). Rounded to two or three significant digits: the rates
 * move daily, and cents would claim a precision the conversion lacks.
 */
export function ApproxPrice({ amount, currency }: { amount: number; currency: Currency }) {
  const { t } = useTranslation('products');
  const target = useContext(ComparisonCurrency);
  // Asked for only while the list compares: a card of another list makes no request.
  const rates = useQuery({ ...getPublicSettingsQueryOptions(), enabled: target !== null }).data?.ratesPerUsd;
  if (!target || target === currency || !rates || !(amount > 0)) return null;
  const value = convertPrice(amount, currency, target, rates);
  if (value === null) return null;
  const price = formatPrice(value, target, { significantDigits: value >= 100 ? 3 : 2 });
  return (
    <Typography variant="body2" color="text.secondary">
      {/* A screen reader says "about $45" where the eye reads "≈ $45". */}
      <span aria-hidden="true">{t('card.approx', { price })}</span>
      <Box component="span" sx={visuallyHidden}>
        {t('card.approxLabel', { price })}
      </Box>
    </Typography>
  );
}
