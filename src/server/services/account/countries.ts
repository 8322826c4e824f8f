// Per-country formats of the profile details the missing-details form checks (spec §5: birth
// date and tax number "must match a country regex"). The same pattern strings go to the app in
// missingInformation.patterns and are checked here on PUT /user/profile, so both sides agree.
// A tax number's pattern is its country's printed form. Birth dates travel as ISO 8601 in every
// country (what a date input gives, and what sign-up's date field sends; the browser shows
// them the local way), so every country has the same birth-date pattern today; the answer
// keeps it per country so one can differ without a contract change. A country not listed has
// no tax-number format: any non-empty text is accepted.

const ISO_DATE = '^(19|20)\\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$';

type CountryFormat = {
  birthDate: string;
  /** null: any non-empty text is accepted. */
  taxNumber: string | null;
};

const COUNTRIES: Readonly<Record<string, CountryFormat>> = {
  // CPF, as printed: 123.456.789-09.
  BR: { birthDate: ISO_DATE, taxNumber: '^\\d{3}\\.\\d{3}\\.\\d{3}-\\d{2}$' },
  // NIF of a resident (8 digits and a letter) or NIE of a foreigner (X, Y or Z, 7 digits, a letter).
  ES: { birthDate: ISO_DATE, taxNumber: '^(\\d{8}|[XYZ]\\d{7})[A-Z]$' },
  // NIF: 9 digits.
  PT: { birthDate: ISO_DATE, taxNumber: '^\\d{9}$' },
  // SSN: 123-45-6789.
  US: { birthDate: ISO_DATE, taxNumber: '^\\d{3}-\\d{2}-\\d{4}$' },
};

const OTHER: CountryFormat = { birthDate: ISO_DATE, taxNumber: null };

function countryFormat(country: string | null): CountryFormat {
  return (country && COUNTRIES[country]) || OTHER;
}

export function countryPatterns(country: string | null): { birthDate: string; taxNumber: string | null } {
  const { birthDate, taxNumber } = countryFormat(country);
  return { birthDate, taxNumber };
}

/** Whether `value` is a birth date in the country's form, a real day, and not after `today`. */
export function isBirthDate(value: string, country: string | null, today: Date): boolean {
  if (!new RegExp(countryFormat(country).birthDate).test(value)) return false;
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  // 2001-02-31 rolls over into March: not a day of the calendar.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  return date.getTime() <= today.getTime();
}

export function isTaxNumber(value: string, country: string | null): boolean {
  const { taxNumber } = countryFormat(country);
  return taxNumber === null ? value.length > 0 : new RegExp(taxNumber).test(value);
}

/** After spaces are stripped: an optional + and 7 to 15 digits (the sign-up phone field's own pattern). */
export const PHONE_PATTERN = /^\+?\d{7,15}$/;

/** Spec §5: phone numbers are sent with their spaces stripped; the server strips them too. */
export function normalisePhone(value: string): string {
  return value.replace(/\s+/g, '');
}
