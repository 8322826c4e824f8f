// Days of the schedule. A day is a calendar date (YYYY-MM-DD, the `day` query parameter) in the
// viewer's time zone; a server render (and the hydration that matches it) uses UTC, like every
// time the app shows. The loader fetches the day with 14 hours either side, so the same answer
// holds the day's events in any time zone (UTC−12 to UTC+14): the page corrects itself after
// hydration by filtering, without a second request.
export type TimeZone = 'UTC' | undefined;

const HOUR = 3_600_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
/** How far the day strip reaches either side of today. */
export const DAY_STRIP_REACH = 3;

function parts(day: string): [number, number, number] {
  const m = DAY_PATTERN.exec(day);
  return [Number(m?.[1]), Number(m?.[2]), Number(m?.[3])];
}

/** The `day` parameter when it is a real date, else null. */
export function parseDay(value: string | null | undefined): string | null {
  if (!value || !DAY_PATTERN.test(value)) return null;
  const [y, m, d] = parts(value);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 1970 && y <= 9999 ? value : null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar date of an instant in the zone (UTC, or the device's own). */
export function dayOf(ms: number, timeZone: TimeZone): string {
  const d = new Date(ms);
  return timeZone === 'UTC'
    ? `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`
    : `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function addDays(day: string, n: number): string {
  const [y, m, d] = parts(day);
  return dayOf(Date.UTC(y, m - 1, d + n), 'UTC');
}

/** [start, end) of the day in the zone; a local day may be 23 or 25 hours long. */
export function dayBounds(day: string, timeZone: TimeZone): [number, number] {
  const [y, m, d] = parts(day);
  if (timeZone === 'UTC') return [Date.UTC(y, m - 1, d), Date.UTC(y, m - 1, d + 1)];
  return [new Date(y, m - 1, d).getTime(), new Date(y, m - 1, d + 1).getTime()];
}

/** What the loader asks the server for: the UTC day widened to cover every time zone's. */
export function fetchRange(day: string): { from: string; to: string } {
  const [start, end] = dayBounds(day, 'UTC');
  return { from: new Date(start - 14 * HOUR).toISOString(), to: new Date(end + 12 * HOUR).toISOString() };
}

type Timed = { startDate: string | null; endDate: string | null };

/** On air: started, not yet ended (the server's clock, lib/core serverNow). */
export function isLiveNow(event: Timed, now: number): boolean {
  const start = event.startDate ? Date.parse(event.startDate) : NaN;
  const end = event.endDate ? Date.parse(event.endDate) : NaN;
  return start <= now && now < end;
}

/** Events that overlap the day in the zone, as the server ordered them. */
export function eventsOfDay<E extends Timed>(events: readonly E[], day: string, timeZone: TimeZone): E[] {
  const [start, end] = dayBounds(day, timeZone);
  return events.filter((e) => Date.parse(e.startDate ?? '') < end && Date.parse(e.endDate ?? '') > start);
}

/** "20:05" in the zone: digits only, so the server's and the browser's text agree. */
export function clockTime(iso: string | null, timeZone: TimeZone): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return timeZone === 'UTC' ? `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}` : `${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A clock time, and the label of its date ("Wed, Nov 25") when that is not the page's day. */
type Clock = { date: string | null; time: string };

/** An instant as `day`'s page shows it, in the zone. */
function clockOn(iso: string | null, day: string, timeZone: TimeZone, languageTag: string): Clock {
  const time = clockTime(iso, timeZone);
  if (!iso || !time) return { date: null, time };
  const on = dayOf(Date.parse(iso), timeZone);
  return { date: on === day ? null : dayLabel(on, languageTag), time };
}

/**
 * An event's start or end as shown on `day`'s page: "20:05" when it falls on that day, else
 * with its day before it ("Wed, Nov 25 20:05"), so an event that runs across midnight does not
 * read as hours it never had.
 */
export function eventClock(iso: string | null, day: string, timeZone: TimeZone, languageTag: string): string {
  const { date, time } = clockOn(iso, day, timeZone, languageTag);
  return date ? `${date} ${time}` : time;
}

/** An event's start and end as `day`'s page shows them (eventClock), for the eventTime label. */
export function eventTimes(event: Timed, day: string, timeZone: TimeZone, languageTag: string): { start: string; end: string } {
  return { start: eventClock(event.startDate, day, timeZone, languageTag), end: eventClock(event.endDate, day, timeZone, languageTag) };
}

const NO_BREAK = '\u00a0';

/**
 * eventTimes for the schedule's rows, laid out so that a row's height never depends on the
 * font: each of start and end kept whole (no-break spaces), and where either carries its day
 * the end on a line of its own (a newline, for `white-space: pre-line`). Left to wrap where the
 * width ran out, "Wed, Nov 25 20:45 – Fri, Nov 27 03:15" took one line in the realm's font and
 * two in its stand-in, so the rows moved when the font arrived.
 */
export function scheduleTimes(event: Timed, day: string, timeZone: TimeZone, languageTag: string): { start: string; end: string } {
  const start = clockOn(event.startDate, day, timeZone, languageTag);
  const end = clockOn(event.endDate, day, timeZone, languageTag);
  const whole = ({ date, time }: Clock) => (date ? `${date.replaceAll(' ', NO_BREAK)}${NO_BREAK}${time}` : time);
  return { start: whole(start), end: `${start.date || end.date ? '\n' : ''}${whole(end)}` };
}

/** Days of the strip: today and DAY_STRIP_REACH either side. */
export function dayStrip(today: string): string[] {
  return Array.from({ length: 2 * DAY_STRIP_REACH + 1 }, (_, i) => addDays(today, i - DAY_STRIP_REACH));
}

const labelFormats = new Map<string, Intl.DateTimeFormat>();

/** "Tue, Nov 24" in the locale; the date is a calendar date, so formatted as UTC everywhere. */
export function dayLabel(day: string, languageTag: string): string {
  let f = labelFormats.get(languageTag);
  if (!f) {
    f = new Intl.DateTimeFormat(languageTag, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
    labelFormats.set(languageTag, f);
  }
  const [y, m, d] = parts(day);
  return f.format(new Date(Date.UTC(y, m - 1, d)));
}
