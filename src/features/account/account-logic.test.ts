// The account area's pure rules: which section a URL shows, what the details form accepts and
// sends, what the password form accepts, and how stored preferences read as choices.
import { describe, expect, test } from 'vitest';
import type { UserProfile } from '../../contracts/session.ts';
import { detailsFormField, detailsSchema, detailsUpdate, detailsValues } from './details-schema.ts';
import { passwordFormField, passwordSchema } from './password-schema.ts';
import { languageName, playbackPreferences } from './preference-choices.ts';
import { ACCOUNT_SECTIONS, chooseSection, offeredSections } from './sections.ts';

const PROFILE: UserProfile = {
  id: 'u1',
  contactEmail: 'ana@example.com',
  name: { fullName: 'Ana Souza', preferredName: null },
  birthDate: '1990-04-02',
  taxNumber: null,
  phoneNumber: '+5511999990000',
  countryCode: 'BR',
  locale: 'pt_BR',
  confirmed: true,
  pendingContactEmail: null,
};

/** Each field's first message, as the form shows it. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[issue.path.join('.')] ??= issue.message;
  return first;
}

describe('section choice', () => {
  test('the section the query names, whatever its case', () => {
    expect(chooseSection('preferences')).toBe('preferences');
    expect(chooseSection('AccountSecurity')).toBe('accountsecurity');
    expect(chooseSection(' accountdetails ')).toBe('accountdetails');
  });

  test('an unknown, missing or not offered section falls back to the first one', () => {
    for (const value of ['nonsense', '', null, undefined, 'partitions']) {
      expect(chooseSection(value), String(value)).toBe(ACCOUNT_SECTIONS[0]);
    }
    expect(ACCOUNT_SECTIONS[0]).toBe('accountdetails');
  });

  test('partitions are offered where the realm is partitioned, and only there', () => {
    expect(chooseSection('partitions', true)).toBe('partitions');
    expect(offeredSections(true)).toContain('partitions');
    expect(offeredSections(false)).not.toContain('partitions');
    expect(offeredSections(false)).toHaveLength(ACCOUNT_SECTIONS.length - 1);
  });
});

describe('details form', () => {
  test('starts from the profile, an absent detail as an empty field', () => {
    expect(detailsValues(PROFILE)).toEqual({
      contactEmail: 'ana@example.com',
      fullName: 'Ana Souza',
      preferredName: '',
      birthDate: '1990-04-02',
      taxNumber: '',
      phoneNumber: '+5511999990000',
    });
  });

  test('refuses a bad email, an over-long name, a phone that is not 7 to 15 digits and a date not in ISO form', () => {
    const result = detailsSchema.safeParse({
      ...detailsValues(PROFILE),
      contactEmail: 'ana@example',
      fullName: 'x'.repeat(129),
      phoneNumber: '12 34',
      birthDate: '02/04/1990',
    });
    expect(result.success).toBe(false);
    expect(messages(result)).toEqual({
      contactEmail: 'pleaseProvideValidEmail',
      fullName: 'nameTooLong',
      phoneNumber: 'invalidPhoneNumber',
      birthDate: 'invalidBirthDate',
    });
    expect(messages(detailsSchema.safeParse({ ...detailsValues(PROFILE), contactEmail: '  ' }))).toEqual({
      contactEmail: 'pleaseProvideYourEmail',
    });
  });

  test('accepts empty optional details and a phone written with spaces (sent without them)', () => {
    const result = detailsSchema.parse({ ...detailsValues(PROFILE), phoneNumber: '+55 11 99999 1111', birthDate: '', taxNumber: '' });
    expect(result.phoneNumber).toBe('+5511999991111');
  });

  test('sends only what changed: nothing, a nested name, a cleared detail, a new email', () => {
    const same = detailsSchema.parse(detailsValues(PROFILE));
    expect(detailsUpdate(same, PROFILE)).toEqual({});
    const edited = detailsSchema.parse({
      ...detailsValues(PROFILE),
      preferredName: 'Ana',
      birthDate: '',
      contactEmail: 'ANA@example.com',
      phoneNumber: '+55 11 99999 0000',
    });
    // The same address in other capitals and the same phone with spaces are not changes.
    expect(detailsUpdate(edited, PROFILE)).toEqual({ name: { preferredName: 'Ana' }, birthDate: '' });
    const moved = detailsSchema.parse({ ...detailsValues(PROFILE), contactEmail: 'new@example.com', fullName: 'Ana S.' });
    expect(detailsUpdate(moved, PROFILE)).toEqual({ contactEmail: 'new@example.com', name: { fullName: 'Ana S.' } });
  });

  test("the server's nested field names land on the form's flat ones", () => {
    expect(detailsFormField('name.fullName')).toBe('fullName');
    expect(detailsFormField('name.preferredName')).toBe('preferredName');
    expect(detailsFormField('phoneNumber')).toBe('phoneNumber');
  });
});

describe('password form', () => {
  test('the current password only has to be there; the new one follows the 6 to 24 rule', () => {
    expect(messages(passwordSchema.safeParse({ currentPassword: '', newPassword: '' }))).toEqual({
      currentPassword: 'pleaseProvideYourPassword',
      newPassword: 'pleaseProvideYourPassword',
    });
    expect(messages(passwordSchema.safeParse({ currentPassword: 'abc', newPassword: 'short' }))).toEqual({ newPassword: 'passwordRules' });
    expect(messages(passwordSchema.safeParse({ currentPassword: 'abc', newPassword: 'x'.repeat(25) }))).toEqual({
      newPassword: 'passwordRules',
    });
    expect(passwordSchema.safeParse({ currentPassword: 'abc', newPassword: 'long-enough' }).success).toBe(true);
  });

  test("the server's body names land on the form's fields", () => {
    expect(passwordFormField('currentSecret')).toBe('currentPassword');
    expect(passwordFormField('secret')).toBe('newPassword');
  });
});

describe('preference choices', () => {
  test('stored strings read as choices; switches are on unless stored false', () => {
    expect(playbackPreferences({ subTitleLanguage: 'pt', audioLanguage: 'en', autoAdvance: 'false' }, ['en', 'pt'])).toEqual({
      subTitleLanguage: 'pt',
      audioLanguage: 'en',
      autoAdvance: false,
      videoBackgroundAutoPlay: true,
    });
  });

  test('a language the realm no longer offers reads as none chosen', () => {
    expect(playbackPreferences({ subTitleLanguage: 'de', audioLanguage: 'fr' }, ['en'])).toMatchObject({
      subTitleLanguage: '',
      audioLanguage: '',
    });
  });

  test("a language is named in the page's language, or by its code", () => {
    expect(languageName('pt', 'en_US')).toBe('Portuguese');
    expect(languageName('en', 'pt_BR')).toBe('inglês');
    expect(languageName('zz-not-a-code!', 'en_US')).toBe('zz-not-a-code!');
  });
});
