import { describe, expect, it } from 'vitest';
import { DAILY_MESSAGE_CAP, dueAt, firstSendTime, inQuietHours, startOfAdenDay } from './alert-schedule.ts';

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

describe('the send time of a notice to one user (issue #46)', () => {
  it('waits out quiet hours for an SMS, not for an e-mail, and moves past a day that had its five messages', async () => {
    const night = new Date('2026-11-23T20:30:00Z');
    expect((await firstSendTime(night, 'sms', async () => 0)).toISOString()).toBe('2026-11-24T04:00:00.000Z');
    expect((await firstSendTime(night, 'email', async () => 0)).toISOString()).toBe(night.toISOString());
    // Full today (Aden's 23 November): tomorrow, at 07:00 for an SMS, at midnight for an e-mail.
    const fullToday = async (dayStart: Date) => (dayStart.toISOString() === '2026-11-22T21:00:00.000Z' ? DAILY_MESSAGE_CAP : 0);
    const noon = new Date('2026-11-23T09:00:00Z');
    expect((await firstSendTime(noon, 'sms', fullToday)).toISOString()).toBe('2026-11-24T04:00:00.000Z');
    expect((await firstSendTime(noon, 'email', fullToday)).toISOString()).toBe('2026-11-23T21:00:00.000Z');
  });
});
