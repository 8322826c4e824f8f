import { expect, test } from 'vitest';
import {
  addDays,
  clockTime,
  dayBounds,
  dayOf,
  dayStrip,
  eventClock,
  eventsOfDay,
  fetchRange,
  isLiveNow,
  parseDay,
  scheduleTimes,
} from './day.ts';

const event = (start: string, end: string) => ({ startDate: start, endDate: end });

test('a day parameter must be a real date', () => {
  expect(parseDay('2026-02-28')).toBe('2026-02-28');
  for (const bad of ['2026-02-30', '2026-13-01', '26-01-01', 'today', '', null, '2026-1-1']) expect(parseDay(bad)).toBeNull();
});

test('days move across months and years', () => {
  expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  expect(dayStrip('2026-01-01')).toEqual([
    '2025-12-29',
    '2025-12-30',
    '2025-12-31',
    '2026-01-01',
    '2026-01-02',
    '2026-01-03',
    '2026-01-04',
  ]);
});

test('the UTC day of an instant', () => {
  expect(dayOf(Date.parse('2026-05-01T23:59:59Z'), 'UTC')).toBe('2026-05-01');
  expect(dayBounds('2026-05-01', 'UTC')).toEqual([Date.parse('2026-05-01T00:00:00Z'), Date.parse('2026-05-02T00:00:00Z')]);
});

test('the fetched range covers the day in every time zone and stays within the server limit', () => {
  const { from, to } = fetchRange('2026-05-01');
  expect(from).toBe('2026-04-30T10:00:00.000Z');
  expect(to).toBe('2026-05-02T12:00:00.000Z');
});

test('live now: started and not yet ended', () => {
  const e = event('2026-05-01T10:00:00Z', '2026-05-01T12:00:00Z');
  expect(isLiveNow(e, Date.parse('2026-05-01T09:59:59Z'))).toBe(false);
  expect(isLiveNow(e, Date.parse('2026-05-01T10:00:00Z'))).toBe(true);
  expect(isLiveNow(e, Date.parse('2026-05-01T11:59:59Z'))).toBe(true);
  expect(isLiveNow(e, Date.parse('2026-05-01T12:00:00Z'))).toBe(false);
  expect(isLiveNow({ startDate: null, endDate: null }, 0)).toBe(false);
});

test("a day's events are those overlapping it, an event on air since the day before included", () => {
  const events = [
    event('2026-04-30T20:00:00Z', '2026-05-01T02:00:00Z'),
    event('2026-05-01T10:00:00Z', '2026-05-01T12:00:00Z'),
    event('2026-05-01T22:00:00Z', '2026-05-02T01:00:00Z'),
    event('2026-05-02T00:00:00Z', '2026-05-02T02:00:00Z'),
    event('2026-04-30T10:00:00Z', '2026-05-01T00:00:00Z'),
  ];
  expect(eventsOfDay(events, '2026-05-01', 'UTC')).toEqual(events.slice(0, 3));
});

test('times are digits in the zone', () => {
  expect(clockTime('2026-05-01T07:05:00Z', 'UTC')).toBe('07:05');
  expect(clockTime(null, 'UTC')).toBe('');
});

test("an event's start or end on another day than the page's carries that day", () => {
  expect(eventClock('2026-11-26T20:30:00Z', '2026-11-26', 'UTC', 'en-US')).toBe('20:30');
  expect(eventClock('2026-11-25T20:30:00Z', '2026-11-26', 'UTC', 'en-US')).toBe('Wed, Nov 25 20:30');
  expect(eventClock('2026-11-27T03:30:00Z', '2026-11-26', 'UTC', 'en-US')).toBe('Fri, Nov 27 03:30');
  expect(eventClock(null, '2026-11-26', 'UTC', 'en-US')).toBe('');
});

test("the schedule's times keep start and end whole, the end on a line of its own when a day is named", () => {
  const day = '2026-11-26';
  const within = { startDate: '2026-11-26T20:30:00Z', endDate: '2026-11-26T22:00:00Z' };
  expect(scheduleTimes(within, day, 'UTC', 'en-US')).toEqual({ start: '20:30', end: '22:00' });
  const across = { startDate: '2026-11-25T20:45:00Z', endDate: '2026-11-27T03:15:00Z' };
  expect(scheduleTimes(across, day, 'UTC', 'en-US')).toEqual({
    start: 'Wed,\u00a0Nov\u00a025\u00a020:45',
    end: '\nFri,\u00a0Nov\u00a027\u00a003:15',
  });
  // Only the end on another day: still broken before it, whatever the width.
  const late = { startDate: '2026-11-26T23:00:00Z', endDate: '2026-11-27T01:00:00Z' };
  expect(scheduleTimes(late, day, 'UTC', 'en-US')).toEqual({ start: '23:00', end: '\nFri,\u00a0Nov\u00a027\u00a001:00' });
});
