// Each demo realm's accounts and account rules: the demo viewer and administrator (the brief's
// shared demo data, so tests and the app agree), password length, profile fields every account
// must have, sign-up fields with their patterns and message labels, consent prompts, the apps
// allowed to use /authorize, and one account awaiting activation.
import type { ConsentPurpose, MissingField, SignupField } from '../../../../contracts/session.ts';

export type DemoAccount = {
  email: string;
  password: string | null;
  roles: ('ADMIN' | 'CUSTOMER')[];
  fullName: string;
  phoneNumber: string | null;
  profiles?: readonly { name: string; type: 'ADULT' | 'CHILD'; avatarColour: string }[];
};

export type RealmAccountsDef = {
  passwordMin: 4 | 8;
  requiredProfileFields: readonly MissingField[];
  /** The partitions of a realm whose settings say PARTITIONED (club: its supporters' regions). */
  partitions?: readonly { id: string; name: string }[];
  signupFields: readonly Omit<SignupField, 'order'>[];
  consentPrompts: readonly { fieldName: string; label: string; functionalPurpose: ConsentPurpose; required: boolean }[];
  oauthClients: readonly { clientId: string; name: string; redirectUrls: readonly string[] }[];
  accounts: readonly DemoAccount[];
  /** Emails of accounts an operator created, awaiting activation (/pendingactivationuser/{id}). */
  pendingActivations: readonly string[];
};

const field = (
  f: Partial<Omit<SignupField, 'order'>> & Pick<SignupField, 'fieldName' | 'fieldType' | 'fieldLabel'>,
): Omit<SignupField, 'order'> => ({
  fieldSize: 'FULL',
  regexValidation: null,
  invalidMessageLabel: null,
  isRequiredMessageLabel: null,
  required: false,
  addressCountryRestriction: null,
  functionalPurpose: null,
  ...f,
});

const demo = (realm: string, phone: string | null): DemoAccount[] => [
  { email: `viewer@${realm}.example`, password: 'demo-pass-1', roles: ['CUSTOMER'], fullName: 'Demo Viewer', phoneNumber: phone },
  { email: `admin@${realm}.example`, password: 'demo-admin-1', roles: ['ADMIN'], fullName: 'Demo Administrator', phoneNumber: phone },
];

const tvApp = (realm: string) => ({
  clientId: `${realm}-tv`,
  name: `${realm} TV`,
  redirectUrls: [`https://tv.${realm}.example/oauth/callback`, 'http://localhost:8765/oauth/callback'],
});

export const DEMO_ACCOUNTS: Record<string, RealmAccountsDef> = {
  // Sign-up asks a full name and the terms; passwords of 8 or more.
  arena: {
    passwordMin: 8,
    requiredProfileFields: [],
    signupFields: [
      field({
        fieldName: 'fullName',
        fieldType: 'TEXT',
        fieldLabel: 'signupFullName',
        required: true,
        regexValidation: "^[\\p{L}][\\p{L} .'-]{1,127}$",
        invalidMessageLabel: 'signupFullNameInvalid',
        isRequiredMessageLabel: 'requiredField',
      }),
    ],
    consentPrompts: [
      { fieldName: 'termsAndConditions', label: 'consentTermsAndConditions', functionalPurpose: 'TERMS_AND_CONDITIONS', required: true },
      { fieldName: 'emailMarketing', label: 'consentEmailMarketing', functionalPurpose: 'EMAIL_MARKETING', required: false },
    ],
    oauthClients: [tvApp('arena')],
    accounts: demo('arena', null),
    pendingActivations: ['pending@arena.example'],
  },
  // Every account needs a full name (the missing-details form asks it after sign-in).
  cinema: {
    passwordMin: 4,
    requiredProfileFields: ['fullName'],
    signupFields: [
      field({
        fieldName: 'preferredName',
        fieldType: 'TEXT',
        fieldLabel: 'signupPreferredName',
        fieldSize: 'HALF',
        regexValidation: '^.{1,64}$',
        invalidMessageLabel: 'signupPreferredNameInvalid',
      }),
      field({
        fieldName: 'birthDate',
        fieldType: 'DATE',
        fieldLabel: 'signupBirthDate',
        fieldSize: 'HALF',
        regexValidation: '^\\d{4}-\\d{2}-\\d{2}$',
        invalidMessageLabel: 'signupBirthDateInvalid',
      }),
    ],
    consentPrompts: [
      { fieldName: 'termsAndConditions', label: 'consentTermsAndConditions', functionalPurpose: 'TERMS_AND_CONDITIONS', required: true },
      { fieldName: 'targetedAds', label: 'consentTargetedAds', functionalPurpose: 'TARGETED_ADS', required: false },
    ],
    oauthClients: [tvApp('cinema')],
    accounts: [
      {
        email: 'viewer@cinema.example',
        password: 'demo-pass-1',
        roles: ['CUSTOMER'],
        fullName: 'Demo Viewer',
        phoneNumber: null,
        profiles: [
          { name: 'Main', type: 'ADULT', avatarColour: '#E50914' },
          { name: 'Kids', type: 'CHILD', avatarColour: '#2E86DE' },
        ],
      },
      { email: 'admin@cinema.example', password: 'demo-admin-1', roles: ['ADMIN'], fullName: 'Demo Administrator', phoneNumber: null },
    ],
    pendingActivations: ['pending@cinema.example'],
  },
  // Members give a phone number; no consent step.
  club: {
    passwordMin: 4,
    requiredProfileFields: ['phoneNumber'],
    // Club is PARTITIONED (decision 0042): a member supports from near the ground or from abroad,
    // and the matchday pass is sold to local supporters only.
    partitions: [
      { id: 'local', name: 'Local supporters' },
      { id: 'overseas', name: 'Overseas supporters' },
    ],
    signupFields: [
      field({
        fieldName: 'phoneNumber',
        fieldType: 'PHONE',
        fieldLabel: 'signupPhoneNumber',
        required: true,
        regexValidation: '^\\+?[0-9]{7,15}$',
        invalidMessageLabel: 'signupPhoneNumberInvalid',
        isRequiredMessageLabel: 'requiredField',
      }),
    ],
    consentPrompts: [
      { fieldName: 'emailMarketing', label: 'consentEmailMarketing', functionalPurpose: 'EMAIL_MARKETING', required: false },
    ],
    oauthClients: [tvApp('club')],
    accounts: demo('club', '+15550100'),
    pendingActivations: ['pending@club.example'],
  },
};
