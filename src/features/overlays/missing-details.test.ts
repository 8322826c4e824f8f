import { describe, expect, test } from 'vitest';
import { countryPattern, missingDetailsSchema, profileUpdateFor, stripSpaces } from './missing-details.ts';

const BR = { birthDate: '\\d{2}/\\d{2}/\\d{4}', taxNumber: '\\d{3}\\.\\d{3}\\.\\d{3}-\\d{2}' };
const all = missingDetailsSchema({ missingFields: ['fullName', 'phoneNumber', 'birthDate', 'taxNumber'], patterns: BR });

function messages(values: Record<string, string>, schema = all) {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('missing-profile form rules (spec §5)', () => {
  test('only the fields the server asked for', () => {
    const onlyPhone = missingDetailsSchema({ missingFields: ['phoneNumber'], patterns: { birthDate: null, taxNumber: null } });
    expect(Object.keys(onlyPhone.shape)).toEqual(['phoneNumber']);
    expect(onlyPhone.parse({ phoneNumber: '+55 11 91234 5678' })).toEqual({ phoneNumber: '+5511912345678' });
  });

  test("every empty field says 'required field'", () => {
    expect(messages({ fullName: '  ', phoneNumber: ' ', birthDate: '', taxNumber: '' })).toEqual({
      fullName: 'requiredField',
      phoneNumber: 'requiredField',
      birthDate: 'requiredField',
      taxNumber: 'requiredField',
    });
  });

  test('a filled but wrong field has its own error message, separate from the empty one', () => {
    expect(messages({ fullName: 'Ana Souza', phoneNumber: 'call me', birthDate: '1990-01-31', taxNumber: '12345678901' })).toEqual({
      phoneNumber: 'phoneNumberInvalid',
      birthDate: 'birthDateInvalid',
      taxNumber: 'taxNumberInvalid',
    });
    expect(
      messages({ fullName: 'x'.repeat(129), phoneNumber: '11912345678', birthDate: '31/01/1990', taxNumber: '123.456.789-01' }),
    ).toEqual({
      fullName: 'fullNameInvalid',
    });
  });

  test('the country patterns are whole-value matches', () => {
    expect(messages({ fullName: 'A', phoneNumber: '11912345678', birthDate: 'born 31/01/1990', taxNumber: '123.456.789-01x' })).toEqual({
      birthDate: 'birthDateInvalid',
      taxNumber: 'taxNumberInvalid',
    });
    expect(countryPattern(null)).toBeNull();
    expect(countryPattern('([')).toBeNull();
    expect(countryPattern('^\\d+$')?.test('12')).toBe(true);
  });

  test('without a pattern a value is only required', () => {
    const free = missingDetailsSchema({ missingFields: ['birthDate', 'taxNumber'], patterns: { birthDate: null, taxNumber: null } });
    expect(free.safeParse({ birthDate: 'whenever', taxNumber: 'X-1' }).success).toBe(true);
  });

  test('valid values pass trimmed, the phone number without spaces, and make the profile update', () => {
    const values = all.parse({
      fullName: ' Ana Souza ',
      phoneNumber: ' +55 11 9 1234 5678 ',
      birthDate: '31/01/1990',
      taxNumber: '123.456.789-01',
    });
    expect(values).toEqual({ fullName: 'Ana Souza', phoneNumber: '+5511912345678', birthDate: '31/01/1990', taxNumber: '123.456.789-01' });
    expect(profileUpdateFor(values)).toEqual({
      name: { fullName: 'Ana Souza' },
      phoneNumber: '+5511912345678',
      birthDate: '31/01/1990',
      taxNumber: '123.456.789-01',
    });
    expect(profileUpdateFor({ phoneNumber: '11 9123 4567' })).toEqual({ phoneNumber: '1191234567' });
    expect(stripSpaces(' 1\t2 3 ')).toBe('123');
  });
});
