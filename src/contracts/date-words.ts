// A start time ("Fri 14 Mar, 20:00") in a locale's own words and order, formatted without Intl.
// A browser's first Intl call loads its locale data: about 30 ms of main thread on a fast
// machine, over 100 ms on a slow phone, in the middle of hydrating the first cards. The server
// (Node, full ICU) reads the words once per locale from Intl and embeds them in the page; the
// app fills them in with the date's own fields. Shared by the server and the app, hence no zod.

/** What cards show for an upcoming event: short weekday and month, day, hours and minutes. */
export const START_TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
};

type Field = 'weekday' | 'day' | 'month' | 'hour' | 'minute' | 'dayPeriod';
export type DatePart = { field: Field } | { literal: string };

export type DateWords = {
  /** The format's parts in the locale's order; literals as the locale writes them. */
  parts: DatePart[];
  /** Short weekday names, Sunday first (Date#getDay). */
  weekdays: string[];
  /** Short month names, January first. */
  months: string[];
  /** h23: 00–23; h12: 12, 01–11 with a day period; h11: 00–11 with a day period; h24: 01–24. */
  hourCycle: 'h11' | 'h12' | 'h23' | 'h24';
  /** Morning and afternoon markers where the hour cycle has them. */
  dayPeriods: [string, string];
};

const FIELDS: readonly string[] = ['weekday', 'day', 'month', 'hour', 'minute', 'dayPeriod'];

type Fields = { weekday: number; day: number; month: number; hours: number; minutes: number };

function fieldsOf(date: Date, utc: boolean): Fields {
  return utc
    ? {
        weekday: date.getUTCDay(),
        day: date.getUTCDate(),
        month: date.getUTCMonth(),
        hours: date.getUTCHours(),
        minutes: date.getUTCMinutes(),
      }
    : { weekday: date.getDay(), day: date.getDate(), month: date.getMonth(), hours: date.getHours(), minutes: date.getMinutes() };
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

function hourText(hours: number, cycle: DateWords['hourCycle']): string {
  switch (cycle) {
    case 'h23':
      return twoDigits(hours);
    case 'h24':
      return twoDigits(hours === 0 ? 24 : hours);
    case 'h11':
      return twoDigits(hours % 12);
    case 'h12':
      return twoDigits(hours % 12 === 0 ? 12 : hours % 12);
  }
}

/** `date` in `words`, in UTC or in the browser's time zone. */
export function formatWithWords(words: DateWords, date: Date, utc: boolean): string {
  const f = fieldsOf(date, utc);
  return words.parts
    .map((part) => {
      if ('literal' in part) return part.literal;
      switch (part.field) {
        case 'weekday':
          return words.weekdays[f.weekday] ?? '';
        case 'day':
          return String(f.day);
        case 'month':
          return words.months[f.month] ?? '';
        case 'hour':
          return hourText(f.hours, words.hourCycle);
        case 'minute':
          return twoDigits(f.minutes);
        case 'dayPeriod':
          return words.dayPeriods[f.hours < 12 ? 0 : 1];
      }
    })
    .join('');
}

/** Dates covering every weekday, month, both day periods and one- and two-digit days and hours. */
function sampleDates(): Date[] {
  const dates: Date[] = [];
  for (let month = 0; month < 12; month += 1) {
    for (const [day, hours, minutes] of [
      [1, 0, 5],
      [9, 9, 30],
      [12, 12, 0],
      [28, 23, 59],
    ] as const) {
      dates.push(new Date(Date.UTC(2030, month, day + (month % 7), hours, minutes)));
    }
  }
  return dates;
}

/**
 * The words of `languageTag` read from Intl (the server calls this), or null when the locale
 * writes start times in a way these words cannot reproduce (other digits, say): then the app
 * formats with Intl itself. Checked against Intl on dates covering every field's shapes.
 */
export function readDateWords(languageTag: string): DateWords | null {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(languageTag, { ...START_TIME_OPTIONS, timeZone: 'UTC' });
  } catch {
    return null;
  }
  const partsOf = (date: Date) => format.formatToParts(date);
  const valueOf = (date: Date, type: string) => partsOf(date).find((p) => p.type === type)?.value ?? '';
  const cycle = format.resolvedOptions().hourCycle ?? 'h23';
  const words: DateWords = {
    // V8's format() writes U+202F (narrow no-break space, CLDR 42+) as a plain space for the
    // web's sake, its formatToParts() does not: the words follow format().
    parts: partsOf(new Date(Date.UTC(2030, 0, 1, 9, 5))).map((p) =>
      FIELDS.includes(p.type) ? { field: p.type as Field } : { literal: p.value.replace(/\u202f/g, ' ') },
    ),
    // 2030-01-06 is a Sunday.
    weekdays: Array.from({ length: 7 }, (_, i) => valueOf(new Date(Date.UTC(2030, 0, 6 + i, 12)), 'weekday')),
    months: Array.from({ length: 12 }, (_, i) => valueOf(new Date(Date.UTC(2030, i, 10, 12)), 'month')),
    hourCycle: cycle,
    dayPeriods: [valueOf(new Date(Date.UTC(2030, 0, 1, 9)), 'dayPeriod'), valueOf(new Date(Date.UTC(2030, 0, 1, 15)), 'dayPeriod')],
  };
  return sampleDates().every((date) => formatWithWords(words, date, true) === format.format(date)) ? words : null;
}
