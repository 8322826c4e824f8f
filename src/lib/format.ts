// Dates and times in the active locale through Intl; formatters are cached because cards
// format many dates per render.
import { toLanguageTag } from '../contracts/locale.ts';

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(toLanguageTag(locale), options);
    cache.set(key, f);
  }
  return f;
}

/** "Fri 14 Mar, 20:00" in English; the locale decides order and words. */
export function formatStartTime(iso: string, locale: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return formatter(locale, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone }).format(date);
}

export function isFuture(iso: string | null, now: number = Date.now()): boolean {
  if (!iso) return false;
  const t = Date.parse(iso);
  return !Number.isNaN(t) && t > now;
}
