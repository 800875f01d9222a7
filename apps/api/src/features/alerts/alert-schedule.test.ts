import { describe, expect, it } from 'vitest';
import { dueAt, inQuietHours, startOfAdenDay } from './alert-schedule.ts';

// Aden is UTC+3 all year: 05:00 UTC is 08:00 there. 2026-11-20 is a Friday, 2026-11-21 a Saturday.
describe('when alerts are due, in Yemen time', () => {
  it('instant at once, daily at the next 08:00, weekly at the next Saturday 08:00', () => {
    const fridayNoon = new Date('2026-11-20T09:00:00Z');
    expect(dueAt('instant', fridayNoon)).toEqual(fridayNoon);
    expect(dueAt('daily', fridayNoon)).toEqual(new Date('2026-11-21T05:00:00Z'));
    expect(dueAt('daily', new Date('2026-11-21T04:59:00Z'))).toEqual(new Date('2026-11-21T05:00:00Z'));
    expect(dueAt('weekly', fridayNoon)).toEqual(new Date('2026-11-21T05:00:00Z'));
    // Found on Saturday after 08:00: the next Saturday.
    expect(dueAt('weekly', new Date('2026-11-21T06:00:00Z'))).toEqual(new Date('2026-11-28T05:00:00Z'));
    // Found on Saturday before 08:00 (early morning in Aden, still Friday in UTC): that same morning.
    expect(dueAt('weekly', new Date('2026-11-20T22:00:00Z'))).toEqual(new Date('2026-11-21T05:00:00Z'));
    expect(dueAt('weekly', new Date('2026-11-24T10:00:00Z'))).toEqual(new Date('2026-11-28T05:00:00Z'));
  });

  it('quiet hours run from 22:00 to 07:00, and the day starts at midnight in Aden', () => {
    expect(inQuietHours(new Date('2026-11-20T18:59:00Z'))).toBe(false); // 21:59
    expect(inQuietHours(new Date('2026-11-20T19:00:00Z'))).toBe(true); // 22:00
    expect(inQuietHours(new Date('2026-11-21T03:59:00Z'))).toBe(true); // 06:59
    expect(inQuietHours(new Date('2026-11-21T04:00:00Z'))).toBe(false); // 07:00
    expect(startOfAdenDay(new Date('2026-11-20T22:30:00Z'))).toEqual(new Date('2026-11-20T21:00:00Z'));
    expect(startOfAdenDay(new Date('2026-11-20T20:59:00Z'))).toEqual(new Date('2026-11-19T21:00:00Z'));
  });
});
