import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GetPriceIndexesQuery } from '@solar/shared/contract/prices';
import { CURRENCIES, type Currency } from '@solar/shared/reference/catalog';
import { GOVERNORATES } from '@solar/shared/reference/locations';
import { ALL_YEMEN } from '@solar/shared/reference/price-indexes';
import { getLanguage } from '../../lib/i18n.ts';

const selectSx = { display: 'block', mt: 0.5, minWidth: 180, minHeight: 44, px: 1, font: 'inherit', borderRadius: 1, border: '1px solid', borderColor: 'divider', bgcolor: 'background.paper', color: 'text.primary' } as const;

interface PriceIndexChoicesProps {
  query: GetPriceIndexesQuery;
  /** The page the form is sent to without a script. */
  action: string;
  onChange: (next: Partial<GetPriceIndexesQuery>) => void;
  /** Hidden fields the address keeps (the language). */
  children?: ReactNode;
}

/**
 * The currency and the governorate of the charts, as a plain GET form, so a page works before any script
 * runs; with one, each choice redraws at once.
 */
export function PriceIndexChoices({ query, action, onChange, children }: PriceIndexChoicesProps) {
  const { t } = useTranslation(['prices', 'common']);
  const language = getLanguage();
  return (
    <Box component="form" method="get" action={action} aria-label={t('controls.label')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-end', mb: 3 }} onSubmit={(event) => event.preventDefault()}>
      {children}
      <Box component="label" sx={{ fontSize: 14 }}>
        {t('controls.currency')}
        <Box component="select" name="currency" value={query.currency} onChange={(event) => onChange({ currency: (event.target as HTMLSelectElement).value as Currency })} sx={selectSx}>
          {CURRENCIES.map((currency) => (
            <option key={currency} value={currency}>{t(`common:currency.${currency}`)}</option>
          ))}
        </Box>
      </Box>
      <Box component="label" sx={{ fontSize: 14 }}>
        {t('controls.governorate')}
        <Box component="select" name="governorate" value={query.governorate} onChange={(event) => onChange({ governorate: (event.target as HTMLSelectElement).value })} sx={selectSx}>
          <option value={ALL_YEMEN}>{t('controls.all')}</option>
          {GOVERNORATES.map((g) => (
            <option key={g.id} value={g.id}>{g[language]}</option>
          ))}
        </Box>
      </Box>
      {/* Without a script the form is sent by this button; with one, each choice redraws at once. */}
      <noscript>
        <Box component="button" type="submit" sx={{ minHeight: 44, px: 2, font: 'inherit' }}>{t('controls.show')}</Box>
      </noscript>
    </Box>
  );
}
