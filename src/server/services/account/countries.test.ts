import { expect, test } from 'vitest';
import { countryPatterns, isBirthDate, isTaxNumber, normalisePhone, PHONE_PATTERN } from './countries.ts';

const today = new Date('2026-06-15T12:00:00Z');

test('birth dates: ISO, a real day of the calendar, not after today', () => {
  expect(isBirthDate('1990-12-31', 'BR', today)).toBe(true);
  expect(isBirthDate('2000-02-29', 'US', today)).toBe(true);
  expect(isBirthDate('2001-02-29', 'US', today)).toBe(false);
  expect(isBirthDate('1990-04-31', null, today)).toBe(false);
  expect(isBirthDate('31/12/1990', 'BR', today)).toBe(false);
  expect(isBirthDate('2026-06-15', 'ES', today)).toBe(true);
  expect(isBirthDate('2026-06-16', 'ES', today)).toBe(false);
  expect(isBirthDate('1899-01-01', 'ES', today)).toBe(false);
});

test("tax numbers follow their country's printed form; elsewhere anything non-empty", () => {
  expect(isTaxNumber('123.456.789-09', 'BR')).toBe(true);
  expect(isTaxNumber('12345678909', 'BR')).toBe(false);
  expect(isTaxNumber('12345678Z', 'ES')).toBe(true);
  expect(isTaxNumber('X1234567L', 'ES')).toBe(true);
  expect(isTaxNumber('1234567Z', 'ES')).toBe(false);
  expect(isTaxNumber('123-45-6789', 'US')).toBe(true);
  expect(isTaxNumber('123456789', 'PT')).toBe(true);
  expect(isTaxNumber('anything', 'FR')).toBe(true);
  expect(isTaxNumber('', 'FR')).toBe(false);
  expect(countryPatterns('FR').taxNumber).toBeNull();
  expect(countryPatterns(null)).toEqual(countryPatterns('ZZ'));
});

test('the patterns the app gets are the ones the server checks', () => {
  for (const [country, good] of [
    ['BR', '987.654.321-00'],
    ['ES', '87654321X'],
    ['US', '987-65-4321'],
  ] as const) {
    const { birthDate, taxNumber } = countryPatterns(country);
    expect(new RegExp(taxNumber ?? '').test(good)).toBe(isTaxNumber(good, country));
    expect(new RegExp(birthDate).test('1980-01-01')).toBe(true);
  }
});

test('phone numbers lose their spaces, then need 7 to 15 digits and an optional +', () => {
  expect(normalisePhone(' +55 11 9 8765 4321 ')).toBe('+5511987654321');
  expect(PHONE_PATTERN.test('+5511987654321')).toBe(true);
  expect(PHONE_PATTERN.test('123456')).toBe(false);
  expect(PHONE_PATTERN.test('+1234567890123456')).toBe(false);
  expect(PHONE_PATTERN.test('555-0100')).toBe(false);
});
