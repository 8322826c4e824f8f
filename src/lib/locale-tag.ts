// Spec §9 default locale. contracts/labels.ts says the same, but that module defines zod
// schemas, and importing it here would pull zod into the first chunk.
export const DEFAULT_LOCALE = 'en_US';

// The spec writes locales as en_US; HTML, HTTP and Intl want en-US.
export function toLanguageTag(locale: string): string {
  return locale.replace(/_/g, '-');
}

/** The part before the first hyphen or underscore, lower-cased: "pt_BR" → "pt". */
export function languagePart(locale: string): string {
  return (locale.split(/[-_]/)[0] ?? '').toLowerCase();
}
