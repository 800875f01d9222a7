import { formatDate } from '../../../lib/format.ts';

/** "08:30" (how opening hours are stored) as the active language writes a time of day: "8:30 AM", "٨:٣٠ ص". */
export function formatTimeOfDay(value: string | null): string | null {
  const match = value ? /^(\d{1,2}):(\d{2})$/.exec(value) : null;
  if (!match) return value;
  // UTC on both sides, so the visitor's own time zone cannot shift the hour.
  const date = new Date(Date.UTC(1970, 0, 1, Number(match[1]), Number(match[2])));
  return formatDate(date, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
}

/** A calendar date stored as "2019-05-12", in the active language, never shifted by the time zone. */
export function formatCalendarDate(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(`${value}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }) : value;
}

/**
 * Today's calendar date ("2026-11-25") in Yemen, the same on the server that renders the page and in the
 * visitor's browser, whatever their clocks' zones.
 */
export function todayInYemen(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Aden', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A certification is valid through its expiry date and expired from the next day on. */
export function isExpired(expiryDate: string | null, today: string): boolean {
  return expiryDate !== null && /^\d{4}-\d{2}-\d{2}$/.test(expiryDate) && expiryDate < today;
}
