import { describe, expect, test } from 'vitest';
import type { SignupField, SignupForm } from '../../contracts/session.ts';
import { signupDefaults, signupFields, signupFormField, signupRequest, usesPbr, withPartition } from './signup-schema.ts';
import { buildSignupSchema } from './signup-validation.ts';

const field = (overrides: Partial<SignupField> & Pick<SignupField, 'fieldName'>): SignupField => ({
  fieldType: 'TEXT',
  fieldLabel: overrides.fieldName,
  fieldSize: 'FULL',
  regexValidation: null,
  invalidMessageLabel: null,
  isRequiredMessageLabel: null,
  required: false,
  order: 0,
  addressCountryRestriction: null,
  functionalPurpose: null,
  ...overrides,
});

const FORM: SignupForm = {
  fields: [
    field({
      fieldName: 'phoneNumber',
      fieldType: 'PHONE',
      order: 3,
      regexValidation: '^\\+?[0-9 ]{6,20}$',
      invalidMessageLabel: 'phoneInvalid',
    }),
    field({ fieldName: 'fullName', order: 1, required: true, isRequiredMessageLabel: 'fullNameRequired', fieldSize: 'HALF' }),
    field({ fieldName: 'country', fieldType: 'COUNTRY', order: 2, required: true, addressCountryRestriction: ['PT', 'BR'] }),
    // Ours already: not shown twice.
    field({ fieldName: 'email', fieldType: 'EMAIL', order: 0 }),
    field({ fieldName: 'secret', fieldType: 'PASSWORD', order: 0 }),
  ],
  consentPrompts: [
    { fieldName: 'terms', label: 'Accept the terms', functionalPurpose: 'TERMS_AND_CONDITIONS', required: true },
    { fieldName: 'news', label: 'Send me news', functionalPurpose: 'EMAIL_MARKETING', required: false },
  ],
};

const valid = {
  email: 'new@arena.example',
  password: 'secret-pass',
  fullName: 'Ana Lima',
  country: 'PT',
  phoneNumber: '',
  consent_terms: true,
  consent_news: false,
};

function messages(values: Record<string, unknown>): Record<string, string> {
  const result = buildSignupSchema(FORM).safeParse(values);
  if (result.success) return {};
  // The first problem of each field, as the form shows it.
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[issue.path.join('.')] ??= issue.message;
  return first;
}

describe('the sign-up schema built from the realm fields', () => {
  test('fields come in the server order, without our own email and password', () => {
    expect(signupFields(FORM).map((f) => f.fieldName)).toEqual(['fullName', 'country', 'phoneNumber']);
    expect(Object.keys(signupDefaults(FORM))).toEqual([
      'email',
      'password',
      'fullName',
      'country',
      'phoneNumber',
      'consent_terms',
      'consent_news',
    ]);
  });

  test('a complete form passes', () => {
    expect(messages(valid)).toEqual({});
  });

  test("required fields and the server's regex use the server's message labels", () => {
    expect(messages({ ...valid, fullName: '  ' })).toEqual({ fullName: 'fullNameRequired' });
    expect(messages({ ...valid, country: '' })).toEqual({ country: 'fieldRequired' });
    expect(messages({ ...valid, phoneNumber: 'call me' })).toEqual({ phoneNumber: 'phoneInvalid' });
    // An optional field left empty is not checked against its pattern.
    expect(messages({ ...valid, phoneNumber: '' })).toEqual({});
  });

  test("email and password follow the client's rules", () => {
    expect(messages({ ...valid, email: 'new@arena.x' })).toEqual({ email: 'pleaseProvideValidEmail' });
    expect(messages({ ...valid, email: '' })).toEqual({ email: 'pleaseProvideYourEmail' });
    expect(messages({ ...valid, password: '12345' })).toEqual({ password: 'passwordRules' });
    expect(messages({ ...valid, password: 'x'.repeat(25) })).toEqual({ password: 'passwordRules' });
  });

  test('required consent prompts must be ticked, optional ones need not be', () => {
    expect(messages({ ...valid, consent_terms: false })).toEqual({ consent_terms: 'signupConsentRequired' });
    expect(messages({ ...valid, consent_news: true })).toEqual({});
  });

  test("patterns are read with Unicode classes, as the server's are", () => {
    const unicode: SignupForm = {
      fields: [field({ fieldName: 'fullName', required: true, regexValidation: "^[\\p{L}][\\p{L} .'-]{1,127}$" })],
      consentPrompts: [],
    };
    const schema = buildSignupSchema(unicode);
    expect(schema.safeParse({ email: valid.email, password: valid.password, fullName: 'Zoë Álvares' }).success).toBe(true);
    expect(schema.safeParse({ email: valid.email, password: valid.password, fullName: '42' }).success).toBe(false);
  });

  test('phone numbers are checked without their spaces', () => {
    expect(messages({ ...valid, phoneNumber: '+351 912 345 678' })).toEqual({});
  });

  test('a pattern that does not compile is left out rather than blocking sign-up', () => {
    const broken: SignupForm = { fields: [field({ fieldName: 'code', regexValidation: '([' })], consentPrompts: [] };
    expect(buildSignupSchema(broken).safeParse({ email: valid.email, password: valid.password, code: 'anything' }).success).toBe(true);
  });
});

describe('the sign-up request', () => {
  const values = { ...valid, phoneNumber: '+351 912 345 678', consent_news: true };

  test('normal providers send the realm fields as meta_fields, phones without spaces', () => {
    expect(signupRequest(FORM, values, false, '/video/1')).toEqual({
      operation: 'signup',
      body: {
        email: 'new@arena.example',
        secret: 'secret-pass',
        consentAnswers: [
          { promptField: 'terms', answer: true },
          { promptField: 'news', answer: true },
        ],
        meta_fields: { fullName: 'Ana Lima', country: 'PT', phoneNumber: '+351912345678' },
        from: '/video/1',
      },
    });
  });

  test('a partition chosen before the account goes as partitionData, in a partitioned realm only', () => {
    const plain = signupRequest(FORM, values, false);
    expect(withPartition(plain, 'local', true).body).toMatchObject({ partitionData: { partition: 'local' } });
    expect(withPartition(signupRequest(FORM, values, true), 'local', true)).toMatchObject({
      operation: 'signupPbr',
      body: { partitionData: { partition: 'local' } },
    });
    expect(withPartition(plain, 'local', false)).toBe(plain);
    expect(withPartition(plain, null, true)).toBe(plain);
  });

  test('PBR sends them directly, with the country as address.country', () => {
    expect(signupRequest(FORM, values, true)).toEqual({
      operation: 'signupPbr',
      body: {
        email: 'new@arena.example',
        secret: 'secret-pass',
        consentAnswers: [
          { promptField: 'terms', answer: true },
          { promptField: 'news', answer: true },
        ],
        fullName: 'Ana Lima',
        phoneNumber: '+351912345678',
        address: { country: 'PT' },
      },
    });
  });

  test('empty optional fields are left out', () => {
    const request = signupRequest(FORM, { ...valid, phoneNumber: '' }, false);
    expect(request.body).not.toHaveProperty('meta_fields.phoneNumber');
  });

  test('the provider decides which call', () => {
    expect(usesPbr({ authenticationProviders: [] })).toBe(false);
    expect(usesPbr({ authenticationProviders: [{ name: 'pbr', autoLogin: false, openIdClientName: null, fields: [] }] })).toBe(true);
  });

  test("the server's field names map back onto the form", () => {
    expect(signupFormField(FORM, 'secret')).toBe('password');
    expect(signupFormField(FORM, 'email')).toBe('email');
    expect(signupFormField(FORM, 'meta_fields.fullName')).toBe('fullName');
    expect(signupFormField(FORM, 'address.country')).toBe('country');
    expect(signupFormField(FORM, 'consentAnswers.0.answer')).toBe('consent_terms');
    expect(signupFormField(FORM, 'consentAnswers.news')).toBe('consent_news');
    expect(signupFormField(FORM, 'consentAnswers.unknown')).toBe('consentAnswers.unknown');
    expect(signupFormField(FORM, 'partitionData')).toBe('partitionData');
  });
});
