import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { GetPriceIndexesQuery, PriceIndex } from '@solar/shared/contract/prices';
import { CURRENCIES, type Currency } from '@solar/shared/reference/catalog';
import { GOVERNORATES, findGovernorate } from '@solar/shared/reference/locations';
import { ALL_YEMEN } from '@solar/shared/reference/price-indexes';
import { apiPaths, paths } from '../../../config/paths.ts';
import { formatDate, formatNumber, formatPrice } from '../../../lib/format.ts';
import { getLanguage, LANGUAGE_PARAM } from '../../../lib/i18n.ts';
import { usePriceIndexes } from '../api/get-price-indexes.ts';
import { GovernorateBars, PriceLineChart, type ChartFormat } from './price-chart.tsx';
import { priceIndexesQueryOf } from '../utils/prices-query.ts';

// The indexes the page draws, in this order; the others are in the JSON and CSV answers.
const SHOWN: readonly { metric: PriceIndex['metric']; variant: string }[] = [
  { metric: 'panel-per-w', variant: '' },
  { metric: 'panel-550w', variant: '' },
  { metric: 'battery-per-kwh', variant: 'lifepo4' },
  { metric: 'battery-lithium-5kwh', variant: '' },
  { metric: 'battery-per-kwh', variant: 'agm' },
  { metric: 'inverter-per-kw', variant: 'hybrid' },
  { metric: 'inverter-per-kw', variant: 'off_grid' },
];

const selectSx = { display: 'block', mt: 0.5, minWidth: 180, minHeight: 44, px: 1, font: 'inherit', borderRadius: 1, border: '1px solid', borderColor: 'divider', bgcolor: 'background.paper', color: 'text.primary' } as const;

/**
 * /prices (issue #45): each index week by week with its interquartile band, the governorates side by side,
 * and a table beside each chart. The choices are a plain form, so the page works before any script runs.
 */
export function PricesScreen() {
  const { t } = useTranslation(['prices', 'common']);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const query = priceIndexesQueryOf(search);
  const { data } = usePriceIndexes(query);
  const language = getLanguage();
  const isRtl = language === 'ar';
  const englishParam = search.get(LANGUAGE_PARAM) ?? undefined;
  const placeName = (id: string) => (id === ALL_YEMEN ? t('controls.all') : (findGovernorate(id)?.[language] ?? id));
  const format: ChartFormat = {
    amount: (value) => formatPrice(value, query.currency, { significantDigits: 3 }),
    axis: (value) => formatNumber(value, { maximumSignificantDigits: 3 }),
    week: (week) => formatDate(`${week}T12:00:00Z`),
  };
  const handleChange = (next: Partial<GetPriceIndexesQuery>) => {
    const merged = { ...query, ...next };
    void navigate(paths.prices.getHref({ governorate: merged.governorate === ALL_YEMEN ? undefined : merged.governorate, currency: merged.currency, [LANGUAGE_PARAM]: englishParam }), { replace: true, preventScrollReset: true });
  };
  const shown = SHOWN.map((want) => data?.indexes.find((i) => i.metric === want.metric && i.variant === want.variant)).filter((i): i is PriceIndex => Boolean(i && (i.weeks.length || i.governorates.length)));
  const csvHref = `${apiPaths.base}${apiPaths.prices.indexesCsv}?governorate=${query.governorate}&currency=${query.currency}`;

  return (
    <Box>
      <Typography sx={{ mb: 2, maxWidth: 760 }}>{t('intro')}</Typography>
      <Box component="form" method="get" action={paths.prices.path} aria-label={t('controls.label')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-end', mb: 3 }} onSubmit={(event) => event.preventDefault()}>
        {englishParam && <input type="hidden" name={LANGUAGE_PARAM} value={englishParam} />}
        <Box component="label" sx={{ fontSize: 14 }}>
          {t('controls.currency')}
          <Box component="select" name="currency" value={query.currency} onChange={(event) => handleChange({ currency: (event.target as HTMLSelectElement).value as Currency })} sx={selectSx}>
            {CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>{t(`common:currency.${currency}`)}</option>
            ))}
          </Box>
        </Box>
        <Box component="label" sx={{ fontSize: 14 }}>
          {t('controls.governorate')}
          <Box component="select" name="governorate" value={query.governorate} onChange={(event) => handleChange({ governorate: (event.target as HTMLSelectElement).value })} sx={selectSx}>
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

      {data && shown.length === 0 && <Typography sx={{ my: 3 }}>{t('empty')}</Typography>}
      {shown.map((index) => {
        const title = t(`metric.${index.metric}`, { variant: index.variant ? t(`variant.${index.variant}`) : '' });
        const first = index.weeks[0];
        const last = index.weeks.at(-1);
        const bars = [...index.governorates].sort((a, b) => b.median - a.median).map((g) => ({ ...g, name: placeName(g.governorate) }));
        const id = `${index.metric}-${index.variant || 'all'}`;
        return (
          <Box component="section" key={id} aria-labelledby={id} sx={{ mb: 5 }}>
            <Typography id={id} variant="h6" component="h2">{title}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{t('chart.in', { currency: t(`common:currency.${query.currency}`) })}</Typography>
            {first && last && (
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
                <PriceLineChart
                  index={index}
                  isRtl={isRtl}
                  format={format}
                  label={t('chart.label', { title, place: placeName(query.governorate), currency: t(`common:currency.${query.currency}`), from: format.week(first.week), to: format.week(last.week) })}
                />
                <FigureTable
                  caption={`${title}: ${placeName(query.governorate)}`}
                  head={t('chart.week')}
                  rows={[...index.weeks].reverse().map((w) => ({ key: w.week, name: format.week(w.week), ...w }))}
                  format={format}
                />
              </Box>
            )}
            {bars.length > 0 && (
              <Box sx={{ mt: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
                <Box>
                  <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>{t('chart.byGovernorate', { week: format.week(bars[0]!.week) })}</Typography>
                  <GovernorateBars rows={bars} isRtl={isRtl} format={format} label={`${title}: ${t('chart.byGovernorate', { week: format.week(bars[0]!.week) })}`} />
                </Box>
                <FigureTable caption={`${title}: ${t('chart.byGovernorate', { week: format.week(bars[0]!.week) })}`} head={t('chart.governorate')} rows={bars.map((g) => ({ key: g.governorate, ...g }))} format={format} />
              </Box>
            )}
          </Box>
        );
      })}
      <Typography sx={{ mt: 2 }}>
        <a href={csvHref} download>{t('download')}</a>
      </Typography>
    </Box>
  );
}

/** The chart's figures as a table: for screen readers and for people who prefer numbers. */
function FigureTable({ caption, head, rows, format }: { caption: string; head: string; rows: { key: string; name: string; listings: number; q1: number; median: number; q3: number }[]; format: ChartFormat }) {
  const { t } = useTranslation('prices');
  const cell = { py: 0.5, px: 1, borderBottom: '1px solid', borderColor: 'divider', textAlign: 'start', fontSize: 14 } as const;
  return (
    <Box sx={{ maxHeight: 260, overflowY: 'auto' }} tabIndex={0} role="region" aria-label={caption}>
      <Box component="table" sx={{ borderCollapse: 'collapse', width: '100%' }}>
        <Box component="caption" sx={{ textAlign: 'start', fontSize: 13, color: 'text.secondary', pb: 0.5 }}>{caption}</Box>
        <thead>
          <tr>
            <Box component="th" scope="col" sx={cell}>{head}</Box>
            <Box component="th" scope="col" sx={cell}>{t('chart.median')}</Box>
            <Box component="th" scope="col" sx={cell}>{t('chart.range')}</Box>
            <Box component="th" scope="col" sx={cell}>{t('chart.listings')}</Box>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <Box component="th" scope="row" sx={{ ...cell, fontWeight: 400 }}>{row.name}</Box>
              <Box component="td" sx={cell}>{format.amount(row.median)}</Box>
              <Box component="td" sx={cell}>{`${format.amount(row.q1)} – ${format.amount(row.q3)}`}</Box>
              <Box component="td" sx={cell}>{formatNumber(row.listings)}</Box>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
