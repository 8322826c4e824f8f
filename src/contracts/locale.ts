// Locale spelling and negotiation, shared by the app, the service worker and the server so all
// three pick the same language for the same request. The spec writes locales as en_US; HTML,
// HTTP and Intl want language tags (en-US). No zod here: the app's first chunk imports this.

/** Spec §9: default locale. */
export const DEFAULT_LOCALE = 'en_US';

const SEPARATOR = /[-_]/;

/** en_US → en-US, for HTML lang, Accept-Language and Intl. */
export function toLanguageTag(locale: string): string {
  return locale.trim().replace(/_/g, '-');
}

/**
 * Any spelling → the spec's form: en-us, en-US, EN_us → en_US; zh-hant-tw → zh_Hant_TW.
 * A bare language stays bare (en → en): which region it means is the realm's to say, by
 * negotiation, not a guess made here.
 */
export function toSpecLocale(locale: string): string {
  const [language = '', ...rest] = locale.trim().split(SEPARATOR);
  // BCP 47 case conventions: scripts are title case, regions upper case, anything else lower.
  const subtags = rest.map((part) => {
    if (/^[a-z]{4}$/i.test(part)) return part.charAt(0).toUpperCase() + part.slice(1).toLowerCase();
    if (/^([a-z]{2}|\d{3})$/i.test(part)) return part.toUpperCase();
    return part.toLowerCase();
  });
  return [language.toLowerCase(), ...subtags].join('_');
}

/** The part before the first hyphen or underscore, lower-cased: pt_BR → pt. */
export function languagePart(locale: string): string {
  return (locale.trim().split(SEPARATOR)[0] ?? '').toLowerCase();
}

/**
 * An Accept-Language header → its language ranges, most wanted first. Higher q-values come
 * first and equal ones keep the header's order; q=0 means "not this one" (RFC 9110 §12.4.2),
 * so those ranges are dropped, and so are ranges whose weight does not parse.
 */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  const ranges: { tag: string; q: number; index: number }[] = [];
  for (const [index, entry] of (header ?? '').split(',').entries()) {
    const [tag = '', ...params] = entry.split(';').map((p) => p.trim());
    if (!tag) continue;
    const weight = params.find((p) => /^q\s*=/i.test(p));
    const q = weight === undefined ? 1 : Number(weight.replace(/^q\s*=\s*/i, ''));
    if (Number.isNaN(q) || q <= 0 || q > 1) continue;
    ranges.push({ tag, q, index });
  }
  return ranges.sort((a, b) => b.q - a.q || a.index - b.index).map((r) => r.tag);
}

const sameLocale = (a: string, b: string) => toSpecLocale(a).toLowerCase() === toSpecLocale(b).toLowerCase();

/**
 * The first of `offered` (spelt as offered) that answers `wanted`, tried in order of preference.
 * Each wanted locale is matched exactly (ignoring case and _ versus -) and then by language part
 * before the next one is tried: someone who asks for pt-PT first is better served in pt_BR than
 * in their second choice. "*" takes the first offered, which callers list default first.
 */
export function negotiateLocale(wanted: readonly string[], offered: readonly string[]): string | null {
  for (const raw of wanted) {
    const want = raw.trim();
    if (!want) continue;
    if (want === '*') return offered[0] ?? null;
    const exact = offered.find((o) => sameLocale(o, want));
    if (exact) return exact;
    const language = languagePart(want);
    const related = offered.find((o) => languagePart(o) === language);
    if (related) return related;
  }
  return null;
}
