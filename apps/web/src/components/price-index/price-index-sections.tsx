import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceIndex, PriceIndexes } from '@solar/shared/contract/prices';
import { findGovernorate } from '@solar/shared/reference/locations';
import { ALL_YEMEN } from '@solar/shared/reference/price-indexes';
import { formatNumber } from '../../lib/format.ts';
import { getLanguage } from '../../lib/i18n.ts';
import { chartFormatOf, GovernorateBars, PriceLineChart, type ChartFormat, type ChartPick } from './price-chart.tsx';

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

/** The drawn indexes of an answer that have a figure to draw, in the page's order. */
export function shownIndexes(data: PriceIndexes): PriceIndex[] {
  return SHOWN.map((want) => data.indexes.find((i) => i.metric === want.metric && i.variant === want.variant)).filter((i): i is PriceIndex => Boolean(i && (i.weeks.length || i.governorates.length)));
}

/**
 * One point of a chart: an index in a place in a week, as the console asks for the listings behind it (a
 * type, not an interface, so it is the record a query string takes).
 */
export type PricePoint = {
  metric: PriceIndex['metric'];
  variant: string;
  governorate: string;
  week: string;
};

/** An index's title and a place's name (or "All of Yemen") in the reader's language. */
export function usePriceIndexNames() {
  const { t } = useTranslation('prices');
  const language = getLanguage();
  return {
    title: (index: { metric: PriceIndex['metric']; variant: string }) => t(`metric.${index.metric}`, { variant: index.variant ? t(`variant.${index.variant}`) : '' }),
    place: (id: string) => (id === ALL_YEMEN ? t('controls.all') : (findGovernorate(id)?.[language] ?? id)),
  };
}

interface PriceIndexSectionsProps {
  data: PriceIndexes;
  /** The console's choice of a point; without it the charts are only read (the public page). */
  picked?: PricePoint | null;
  onPick?: (point: PricePoint) => void;
  /** Shown under the section of the picked point: the console's listings behind it. */
  pickedPanel?: ReactNode;
}

/**
 * Each drawn index week by week with its interquartile band and the governorates side by side, a table
 * beside each chart: the public page's charts, which the console shows with its points to pick.
 */
export function PriceIndexSections({ data, picked = null, onPick, pickedPanel }: PriceIndexSectionsProps) {
  const { t } = useTranslation(['prices', 'common']);
  const names = usePriceIndexNames();
  const isRtl = getLanguage() === 'ar';
  const format = chartFormatOf(data.currency);
  const currencyName = t(`common:currency.${data.currency}`);

  return shownIndexes(data).map((index) => {
    const title = names.title(index);
    const first = index.weeks[0];
    const last = index.weeks.at(-1);
    const bars = [...index.governorates].sort((a, b) => b.median - a.median).map((g) => ({ ...g, key: g.governorate, name: names.place(g.governorate) }));
    const id = `${index.metric}-${index.variant || 'all'}`;
    const isPickedIndex = picked?.metric === index.metric && picked.variant === index.variant;
    // A week of the line is a point of the asked place; a bar is its governorate's point in the latest week.
    const weekPick: ChartPick | undefined = onPick && {
      picked: isPickedIndex && picked.governorate === data.governorate ? picked.week : null,
      onPick: (week) => onPick({ metric: index.metric, variant: index.variant, governorate: data.governorate, week }),
    };
    const barWeek = bars[0]?.week ?? '';
    const barPick: ChartPick | undefined = onPick && {
      picked: isPickedIndex && picked.week === barWeek ? picked.governorate : null,
      onPick: (governorate) => onPick({ metric: index.metric, variant: index.variant, governorate, week: barWeek }),
    };
    // An index without governorates' figures has no bars, and no week to name them by.
    const byGovernorate = barWeek && t('chart.byGovernorate', { week: format.week(barWeek) });
    return (
      <Box component="section" key={id} aria-labelledby={id} sx={{ mb: 5 }}>
        <Typography id={id} variant="h6" component="h2">{title}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{t('chart.in', { currency: currencyName })}</Typography>
        {first && last && (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
            <PriceLineChart
              index={index}
              isRtl={isRtl}
              format={format}
              pick={weekPick}
              label={t('chart.label', { title, place: names.place(data.governorate), currency: currencyName, from: format.week(first.week), to: format.week(last.week) })}
            />
            <FigureTable
              caption={`${title}: ${names.place(data.governorate)}`}
              head={t('chart.week')}
              rows={[...index.weeks].reverse().map((w) => ({ key: w.week, name: format.week(w.week), ...w }))}
              format={format}
              pick={weekPick}
            />
          </Box>
        )}
        {bars.length > 0 && (
          <Box sx={{ mt: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
            <Box>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>{byGovernorate}</Typography>
              <GovernorateBars rows={bars} isRtl={isRtl} format={format} label={`${title}: ${byGovernorate}`} pick={barPick} />
            </Box>
            <FigureTable caption={`${title}: ${byGovernorate}`} head={t('chart.governorate')} rows={bars} format={format} pick={barPick} />
          </Box>
        )}
        {isPickedIndex && pickedPanel}
      </Box>
    );
  });
}

/**
 * The chart's figures as a table: for screen readers and for people who prefer numbers. With a pick, each
 * row's name is a button, the keyboard's way to a point of the chart.
 */
function FigureTable({ caption, head, rows, format, pick }: { caption: string; head: string; rows: { key: string; name: string; listings: number; q1: number; median: number; q3: number }[]; format: ChartFormat; pick?: ChartPick }) {
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
          {rows.map((row) => {
            const isPicked = row.key === pick?.picked;
            return (
              <Box component="tr" key={row.key} sx={isPicked ? { bgcolor: 'action.selected' } : undefined}>
                <Box component="th" scope="row" sx={{ ...cell, fontWeight: 400, ...(pick ? { py: 0, px: 0 } : {}) }}>
                  {pick ? (
                    <Button size="small" aria-pressed={isPicked} onClick={() => pick.onPick(row.key)} sx={{ minHeight: 44, px: 1, justifyContent: 'flex-start', textAlign: 'start', fontWeight: isPicked ? 700 : 400 }}>
                      {row.name}
                    </Button>
                  ) : (
                    row.name
                  )}
                </Box>
                <Box component="td" sx={cell}>{format.amount(row.median)}</Box>
                <Box component="td" sx={cell}>{`${format.amount(row.q1)} – ${format.amount(row.q3)}`}</Box>
                <Box component="td" sx={cell}>{formatNumber(row.listings)}</Box>
              </Box>
            );
          })}
        </tbody>
      </Box>
    </Box>
  );
}
