import { useTranslation } from 'react-i18next';
import type { PriceIndex } from '@solar/shared/contract/prices';
import type { Currency } from '@solar/shared/reference/catalog';
import { formatDate, formatNumber, formatPrice } from '../../lib/format.ts';

/** Drawing units of the charts' viewBox; the SVG scales to its box. */
const WIDTH = 440;
const HEIGHT = 200;
const PAD = { top: 12, bottom: 28, side: 70 };
const BAR_ROW = 26;
const LABEL_SIDE = 110;

export interface ChartFormat {
  amount: (value: number) => string;
  /** A grid line's value: the number alone (the chart's caption names the currency), so it fits its margin. */
  axis: (value: number) => string;
  week: (week: string) => string;
}

/** How the charts and their tables write the figures of one currency, on the public page and in the console. */
export function chartFormatOf(currency: Currency): ChartFormat {
  return {
    amount: (value) => formatPrice(value, currency, { significantDigits: 3 }),
    axis: (value) => formatNumber(value, { maximumSignificantDigits: 3 }),
    week: (week) => formatDate(`${week}T12:00:00Z`),
  };
}

/**
 * Where the console picks a point: the picked key (a week, or a governorate of the bars) and what a click
 * on another one does. The public page passes none and draws the charts alone.
 */
export interface ChartPick {
  picked: string | null;
  onPick: (key: string) => void;
}

const PICKED_COLOR = '#7a3b00';

/** Three round steps covering the values, for the grid lines. */
function gridOf(low: number, high: number): number[] {
  const span = high - low || Math.abs(high) || 1;
  const raw = span / 3;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * magnitude >= raw) ?? 10) * magnitude;
  const first = Math.floor(low / step) * step;
  return Array.from({ length: Math.ceil((high - first) / step) + 1 }, (_, i) => first + i * step);
}

/**
 * A week-by-week median with its interquartile band, drawn on the server as SVG (no script needed).
 * Time runs in the reader's direction: right to left in Arabic, left to right in English.
 */
export function PriceLineChart({ index, label, format, isRtl, pick }: { index: PriceIndex; label: string; format: ChartFormat; isRtl: boolean; pick?: ChartPick }) {
  const { t } = useTranslation('prices');
  const weeks = index.weeks;
  const grid = gridOf(Math.min(...weeks.map((w) => w.q1)), Math.max(...weeks.map((w) => w.q3)));
  const low = grid[0]!;
  const high = grid.at(-1)!;
  const plotWidth = WIDTH - 2 * PAD.side;
  const x = (i: number) => {
    const along = weeks.length === 1 ? plotWidth / 2 : (i / (weeks.length - 1)) * plotWidth;
    return isRtl ? WIDTH - PAD.side - along : PAD.side + along;
  };
  const y = (value: number) => PAD.top + (1 - (value - low) / (high - low || 1)) * (HEIGHT - PAD.top - PAD.bottom);
  const point = (i: number, value: number) => `${x(i).toFixed(1)},${y(value).toFixed(1)}`;
  const band = [...weeks.map((w, i) => point(i, w.q3)), ...weeks.map((w, i) => point(i, w.q1)).reverse()].join(' ');
  const line = weeks.map((w, i) => point(i, w.median)).join(' ');
  const axisX = isRtl ? WIDTH - PAD.side + 6 : PAD.side - 6;
  const pickedAt = pick?.picked ? weeks.findIndex((w) => w.week === pick.picked) : -1;
  const column = weeks.length === 1 ? plotWidth : plotWidth / (weeks.length - 1);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} style={{ width: '100%', maxWidth: 640, height: 'auto', display: 'block' }}>
      {grid.map((value) => (
        <g key={value}>
          <line x1={PAD.side} x2={WIDTH - PAD.side} y1={y(value)} y2={y(value)} stroke="#dfe3e8" />
          <text x={axisX} y={y(value) + 4} fontSize="12" fill="#555" textAnchor={isRtl ? 'start' : 'end'} style={{ direction: 'ltr' }}>
            {format.axis(value)}
          </text>
        </g>
      ))}
      <polygon points={band} fill="#f5a623" fillOpacity="0.25">
        <title>{t('chart.range')}</title>
      </polygon>
      <polyline points={line} fill="none" stroke="#c25e00" strokeWidth="2.5" strokeLinejoin="round" />
      {/* One or two weeks make no band: each shows its range as a bar through its point. */}
      {weeks.length <= 2 &&
        weeks.map((w, i) => (
          <g key={w.week}>
            <line x1={x(i)} x2={x(i)} y1={y(w.q1)} y2={y(w.q3)} stroke="#f5a623" strokeWidth="8" strokeOpacity="0.5" />
            <circle cx={x(i)} cy={y(w.median)} r="3.5" fill="#c25e00" />
          </g>
        ))}
      {/* Dates keep the page's direction (Arabic ones carry right-to-left marks): "start" is the reader's start. */}
      <text x={x(0)} y={HEIGHT - 8} fontSize="12" fill="#555" textAnchor={weeks.length > 1 ? 'start' : 'middle'}>
        {format.week(weeks[0]!.week)}
      </text>
      {weeks.length > 1 && (
        <text x={x(weeks.length - 1)} y={HEIGHT - 8} fontSize="12" fill="#555" textAnchor="end">
          {format.week(weeks.at(-1)!.week)}
        </text>
      )}
      {pickedAt >= 0 && (
        <g>
          <line x1={x(pickedAt)} x2={x(pickedAt)} y1={PAD.top} y2={HEIGHT - PAD.bottom} stroke={PICKED_COLOR} strokeDasharray="4 3" />
          <circle cx={x(pickedAt)} cy={y(weeks[pickedAt]!.median)} r="5" fill={PICKED_COLOR} stroke="#fff" strokeWidth="1.5" />
        </g>
      )}
      {/* A week's whole column answers a click or tap, as a point is too small for a finger. Pointer only:
          the table beside the chart offers the same weeks as buttons to the keyboard and screen readers. */}
      {pick &&
        weeks.map((w, i) => (
          <rect
            key={w.week}
            x={x(i) - column / 2}
            y={PAD.top}
            width={column}
            height={HEIGHT - PAD.top - PAD.bottom}
            fill="transparent"
            style={{ cursor: 'pointer' }}
            onClick={() => pick.onPick(w.week)}
          >
            <title>{t('chart.point', { week: format.week(w.week), median: format.amount(w.median) })}</title>
          </rect>
        ))}
    </svg>
  );
}

/** Each governorate's latest median as a bar, its interquartile range as a thin line across it. */
export function GovernorateBars({ rows, label, format, isRtl, pick }: { rows: { key: string; name: string; q1: number; median: number; q3: number }[]; label: string; format: ChartFormat; isRtl: boolean; pick?: ChartPick }) {
  const height = rows.length * BAR_ROW + 8;
  const high = Math.max(...rows.map((r) => r.q3)) || 1;
  const span = WIDTH - LABEL_SIDE - 76;
  const start = isRtl ? WIDTH - LABEL_SIDE : LABEL_SIDE;
  const at = (value: number) => (isRtl ? start - (value / high) * span : start + (value / high) * span);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={label} style={{ width: '100%', maxWidth: 640, height: 'auto', display: 'block' }}>
      {rows.map((row, i) => {
        const top = 4 + i * BAR_ROW;
        const end = at(row.median);
        return (
          <g key={row.key}>
            <text x={isRtl ? WIDTH - 4 : 4} y={top + 16} fontSize="13" fill="#333" textAnchor="start">
              {row.name}
            </text>
            <rect x={Math.min(start, end)} y={top + 4} width={Math.abs(end - start)} height={BAR_ROW - 10} fill={row.key === pick?.picked ? '#c25e00' : '#f5a623'} rx="2" />
            <line x1={at(row.q1)} x2={at(row.q3)} y1={top + BAR_ROW / 2} y2={top + BAR_ROW / 2} stroke="#7a3b00" strokeWidth="2" />
            <text x={isRtl ? Math.min(end, at(row.q3)) - 6 : Math.max(end, at(row.q3)) + 6} y={top + 16} fontSize="12" fill="#333" textAnchor={isRtl ? 'end' : 'start'} style={{ direction: 'ltr' }}>
              {format.amount(row.median)}
            </text>
            {/* The whole row answers a click or tap; the table beside the bars is the keyboard's way. */}
            {pick && (
              <rect x={0} y={top} width={WIDTH} height={BAR_ROW} fill="transparent" style={{ cursor: 'pointer' }} onClick={() => pick.onPick(row.key)}>
                <title>{`${row.name}: ${format.amount(row.median)}`}</title>
              </rect>
            )}
          </g>
        );
      })}
    </svg>
  );
}
