/**
 * When alerts may go out (docs/decisions/023-saved-searches-and-alerts.md), in Yemen's time whatever the
 * server's zone: daily digests at 08:00, weekly ones on Saturday (the first day of the Yemeni week) at
 * 08:00, no SMS between 22:00 and 07:00, and at most DAILY_MESSAGE_CAP alert messages per user per day.
 */
export const ALERT_TIME_ZONE = 'Asia/Aden';
export const DIGEST_HOUR = 8;
export const QUIET_FROM_HOUR = 22;
export const QUIET_UNTIL_HOUR = 7;
/**
 * Five alert messages a day at most: one daily digest, one weekly, and three instant ones. More than that
 * reads as spam on a phone (and SMS costs the market money per segment); what is over waits for tomorrow.
 */
export const DAILY_MESSAGE_CAP = 5;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: ALERT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23', weekday: 'short',
});

/** The wall clock in Aden at `at`, and the UTC instant of that day's midnight there. */
function local(at: Date) {
  const parts = Object.fromEntries(partsFormat.formatToParts(at).map((p) => [p.type, p.value]));
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  const offset = wall - Math.floor(at.getTime() / 1000) * 1000;
  const midnight = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)) - offset;
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday ?? '');
  return { hour: Number(parts.hour), midnight, weekday };
}

/** The UTC instant of today's midnight in Aden: the daily cap counts from here. */
export const startOfAdenDay = (at: Date) => new Date(local(at).midnight);

/** True between 22:00 and 07:00 in Aden. */
export function inQuietHours(at: Date): boolean {
  const { hour } = local(at);
  return hour >= QUIET_FROM_HOUR || hour < QUIET_UNTIL_HOUR;
}

/**
 * When an alert found at `createdAt` is due: at once for instant, the next 08:00 for daily, the next
 * Saturday 08:00 for weekly. Stateless, so every process agrees and a digest gathers a day's finds.
 */
export function dueAt(frequency: 'instant' | 'daily' | 'weekly', createdAt: Date): Date {
  if (frequency === 'instant') return createdAt;
  const { midnight, weekday } = local(createdAt);
  let due = midnight + DIGEST_HOUR * HOUR_MS;
  if (due <= createdAt.getTime()) due += DAY_MS;
  if (frequency === 'weekly') {
    const dueWeekday = (weekday + (due - midnight >= DAY_MS ? 1 : 0)) % 7;
    due += ((6 - dueWeekday + 7) % 7) * DAY_MS;
  }
  return new Date(due);
}

/**
 * The first moment from `at` a message to one user may go out: for an SMS not in quiet hours (07:00 when
 * it is night), and on a day with fewer than DAILY_MESSAGE_CAP messages (`sentOn` counts a day's, given
 * its start); a full day moves it to the next one.
 */
export async function firstSendTime(at: Date, channel: 'sms' | 'email', sentOn: (dayStart: Date) => Promise<number>): Promise<Date> {
  let when = at;
  for (let day = 0; day < 30; day += 1) {
    if (channel === 'sms' && inQuietHours(when)) {
      const { midnight, hour } = local(when);
      when = new Date(midnight + QUIET_UNTIL_HOUR * HOUR_MS + (hour >= QUIET_FROM_HOUR ? DAY_MS : 0));
    }
    const dayStart = local(when).midnight;
    if ((await sentOn(new Date(dayStart))) < DAILY_MESSAGE_CAP) return when;
    when = new Date(dayStart + DAY_MS);
  }
  return when;
}
