// Dates, times and prices in the active locale. Start times use the words the server embedded for the
// page's locale where it did (contracts/date-words.ts: no Intl in the browser on a first
// visit), Intl otherwise; Intl formatters are cached because cards format many dates per render.
import { formatWithWords, START_TIME_OPTIONS, type DateWords } from '../contracts/date-words.ts';
import { toLanguageTag } from '../contracts/locale.ts';
import { priceValue, type Money } from '../contracts/price.ts';

const cache = new Map<string, Intl.DateTimeFormat>();
const wordsByLocale = new Map<string, DateWords>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(toLanguageTag(locale), options);
    cache.set(key, f);
  }
  return f;
}

/** Start times in `locale` are written with `words` from now on (what the server embedded). */
export function adoptDateWords(locale: string, words: DateWords | null | undefined): void {
  if (words) wordsByLocale.set(locale, words);
}

/**
 * "Fri 14 Mar, 20:00" in English; the locale decides order and words. `timeZone`: UTC, or
 * undefined for the browser's own.
 */
export function formatStartTime(iso: string, locale: string, timeZone?: 'UTC'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const words = wordsByLocale.get(locale);
  if (words) return formatWithWords(words, date, timeZone === 'UTC');
  return formatter(locale, { ...START_TIME_OPTIONS, timeZone }).format(date);
}

export function isFuture(iso: string | null, now: number = Date.now()): boolean {
  if (!iso) return false;
  const t = Date.parse(iso);
  return !Number.isNaN(t) && t > now;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();
/** Prices as a server-rendered page wrote them (adoptPriceTexts), by priceKey. */
const priceTexts = new Map<string, string>();
/** The server render under way, collecting the prices it writes (collectPriceTexts). */
let collecting: Map<string, string> | null = null;

const priceKey = (money: Money, locale: string) => `${locale}|${money.currency}|${money.scale}|${money.amount}`;

function formatWithIntl(money: Money, locale: string): string {
  const key = `${locale}|${money.currency}|${money.scale}`;
  let f = moneyFormats.get(key);
  if (!f) {
    try {
      f = new Intl.NumberFormat(toLanguageTag(locale), {
        style: 'currency',
        currency: money.currency,
        minimumFractionDigits: money.scale,
        maximumFractionDigits: money.scale,
      });
    } catch {
      // An unknown currency code: the number and the code, rather than nothing.
      return `${priceValue(money).toFixed(money.scale)} ${money.currency}`;
    }
    moneyFormats.set(key, f);
  }
  return f.format(priceValue(money));
}

/**
 * A price in the active locale with its currency ("US$14.99", "R$ 74,90"): amount ÷ 10^scale
 * (contracts/price.ts), shown with as many decimals as the scale has. A price the server's
 * render wrote is written the same way without Intl: the first Intl number format of a page
 * initialises the browser's locale data (about 15 ms on a fast machine, four times that on a
 * slow phone), which made hydrating a page with prices one long task; and the browser's words
 * could differ from the server's, a hydration mismatch.
 */
export function formatPrice(money: Money, locale: string): string {
  const key = priceKey(money, locale);
  const known = priceTexts.get(key);
  if (known !== undefined) return known;
  const text = formatWithIntl(money, locale);
  collecting?.set(key, text);
  return text;
}

/**
 * Runs a server render (synchronous, so no other render's prices mix in) and answers what it
 * rendered with the prices it wrote, for the page to carry (adoptPriceTexts).
 */
export function collectPriceTexts<T>(render: () => T): { rendered: T; prices: Record<string, string> } {
  const prices = new Map<string, string>();
  collecting = prices;
  try {
    return { rendered: render(), prices: Object.fromEntries(prices) };
  } finally {
    collecting = null;
  }
}

/** The prices a server-rendered page carries (collectPriceTexts): written as the server did. */
export function adoptPriceTexts(prices: Readonly<Record<string, string>> | null | undefined): void {
  for (const [key, text] of Object.entries(prices ?? {})) if (typeof text === 'string') priceTexts.set(key, text);
}
