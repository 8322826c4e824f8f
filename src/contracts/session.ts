// Wire types of accounts, tokens and the signed-in viewer (spec §3 Session, User; §5
// validation; §7 calls). The server validates with these and the app's forms resolve with
// them, so a rule (an email's last label, a password's length) is written once.
import { z } from 'zod';

import { email, opaqueToken, secret } from './credentials.ts';

export { EMAIL_PATTERN, PASSWORD_MAX, PASSWORD_MIN, clientPassword, email, opaqueToken, secret } from './credentials.ts';

export const profileType = z.enum(['ADULT', 'CHILD']);
export type ProfileType = z.infer<typeof profileType>;
export const userRole = z.enum(['ADMIN', 'CUSTOMER', 'GUEST']);

/** Claims of an access token (spec §3 Session "Token claims read"). */
export const tokenClaims = z.object({
  /** User id. */
  sub: z.string(),
  /** Guest flag. */
  gue: z.boolean(),
  /** Roles. */
  rol: z.array(userRole),
  /** Expiry, seconds since the epoch. */
  exp: z.number().int(),
  iat: z.number().int(),
  /** Audience: the realm the token is for. */
  aud: z.string(),
  /** The user's locale (en_US). */
  loc: z.string().nullable(),
  /** Partition, when the realm is partitioned. */
  par: z.string().nullable(),
  /** Active profile: id and type, `c` for a child, `a` for an adult. */
  pro: z.object({ id: z.string(), type: z.enum(['a', 'c']) }).nullable(),
  /** Account pending (needs confirmation). */
  apr: z.boolean(),
  /** Advertising identity. */
  ads: z.object({ id: z.string() }).nullable(),
  /** Impersonating administrator's id, when an administrator signed in as this user. */
  imp: z.string().nullable().optional(),
  /** The token's own id: tokens issued in the same second still differ. */
  jti: z.string().optional(),
});
export type TokenClaims = z.infer<typeof tokenClaims>;

export const missingInformationStatus = z.enum(['NONE', 'MISSING']);

/** What every sign-in answers (guest check-in, login, sign-up, refresh, magic link, PIN, impersonation). */
export const authTokens = z.object({
  authorisationToken: z.string(),
  refreshToken: z.string(),
  /** Access token expiry, seconds since the epoch. */
  exp: z.number().int(),
  missingInformationStatus: missingInformationStatus,
  lacksConfirmation: z.boolean(),
});
export type AuthTokens = z.infer<typeof authTokens>;

export const loginBody = z.object({ email, secret }).strict();
export type LoginBody = z.input<typeof loginBody>;

export const consentPurpose = z.enum([
  'RESIDENT_MARKETING',
  'TARGETED_ADS',
  'THIRD_PARTY_MARKETING',
  'TERMS_AND_CONDITIONS',
  'EMAIL_MARKETING',
]);
export type ConsentPurpose = z.infer<typeof consentPurpose>;

/** A consent prompt the realm asks (spec §3 "Consent answers"). */
export const consentPrompt = z.object({
  fieldName: z.string(),
  label: z.string(),
  functionalPurpose: consentPurpose,
  required: z.boolean(),
});
export type ConsentPrompt = z.infer<typeof consentPrompt>;

export const consentAnswer = z.object({ promptField: z.string().min(1).max(64), answer: z.boolean() }).strict();
export type ConsentAnswer = z.infer<typeof consentAnswer>;

export const savedConsentAnswer = z.object({
  consentField: z.object({ fieldName: z.string(), required: z.boolean() }),
  answer: z.boolean(),
  answeredAt: z.string(),
});

export const consentAnswersQuery = z
  .object({
    functionalPurposes: z
      .string()
      .max(200)
      .transform((value, ctx) => {
        const parts = value.split(',').filter(Boolean);
        const bad = parts.filter((p) => !consentPurpose.safeParse(p).success);
        if (bad.length) ctx.addIssue({ code: 'custom', message: `unknown functional purpose: ${bad.join(', ')}` });
        return parts as ConsentPurpose[];
      })
      .optional(),
  })
  .strict();

/** A sign-up form field the realm asks for (spec §3 "Sign-up form field"). */
export const signupField = z.object({
  fieldName: z.string(),
  fieldType: z.enum(['TEXT', 'EMAIL', 'PASSWORD', 'DATE', 'PHONE', 'COUNTRY', 'CHECKBOX']),
  fieldLabel: z.string(),
  fieldSize: z.enum(['FULL', 'HALF']),
  regexValidation: z.string().nullable(),
  invalidMessageLabel: z.string().nullable(),
  isRequiredMessageLabel: z.string().nullable(),
  required: z.boolean(),
  order: z.number().int(),
  addressCountryRestriction: z.array(z.string()).nullable(),
  functionalPurpose: consentPurpose.nullable(),
});
export type SignupField = z.infer<typeof signupField>;

export const signupForm = z.object({ fields: z.array(signupField), consentPrompts: z.array(consentPrompt) });
export type SignupForm = z.infer<typeof signupForm>;

const metaFieldValue = z.string().max(512);

/**
 * The partition a new account belongs to, in a PARTITIONED realm (spec §3 partitionSettings,
 * §7 POST /user "optional partitionData"): one of the realm's partition ids, carried afterwards
 * in every token's `par` claim. Refused where the realm is not partitioned.
 */
export const partitionData = z
  .object({
    partition: z.string().trim().min(1, 'unknownPartition').max(64, 'unknownPartition'),
  })
  .strict();
export type PartitionData = z.infer<typeof partitionData>;

/** POST /user (spec §7): meta_fields carry the realm's own fields for non-PBR providers. */
export const signupBody = z
  .object({
    email,
    secret,
    consentAnswers: z.array(consentAnswer).max(50).default([]),
    partitionData: partitionData.optional(),
    meta_fields: z.record(z.string().max(64), metaFieldValue).optional(),
    /** Where the confirmation link should bring the viewer back to (a path of this app). */
    from: z.string().max(512).optional(),
  })
  .strict();
export type SignupBody = z.input<typeof signupBody>;

/** POST /user/pbr: the same account with the profile fields sent directly (country, not countryCode). */
export const signupPbrBody = z
  .object({
    email,
    secret,
    consentAnswers: z.array(consentAnswer).max(50).default([]),
    partitionData: partitionData.optional(),
    fullName: z.string().trim().max(128).optional(),
    phoneNumber: z.string().max(32).optional(),
    birthDate: z.string().max(32).optional(),
    taxNumber: z.string().max(32).optional(),
    address: z
      .object({ country: z.string().regex(/^[A-Z]{2}$/, 'a two-letter country code') })
      .strict()
      .optional(),
  })
  .strict();
export type SignupPbrBody = z.input<typeof signupPbrBody>;

export const refreshBody = z.object({ refreshToken: opaqueToken }).strict();
/** `all`: sign out every session of the account, not only this one. */
export const logoutBody = z.object({ refreshToken: opaqueToken.optional(), all: z.boolean().optional() }).strict();
export const passwordRequestBody = z.object({ email }).strict();
export const passwordResetBody = z.object({ token: opaqueToken, secret }).strict();
export const confirmationBody = z.object({ confirmationToken: opaqueToken }).strict();
export const magicLinkRequestBody = z.object({ email, from: z.string().max(512).optional() }).strict();
export const magicLinkVerifyBody = z.object({ token: opaqueToken }).strict();

/** Something done that has nothing to answer but that it was done. */
export const done = z.object({ ok: z.literal(true) });

/**
 * POST /confirmation-token/verify: `{ ok: true }` for an account's address; for an email change
 * also the account's new sign-in address and, when the browser that followed the link is signed
 * in to that account, its session renewed (every other session of the account has ended).
 */
export const confirmationAnswer = done.extend({
  contactEmail: z.string().optional(),
  tokens: authTokens.optional(),
});
export type ConfirmationAnswer = z.infer<typeof confirmationAnswer>;

/** TV sign-in: the TV asks for a PIN and polls; a signed-in viewer enters it on the web. */
export const TV_PIN_PATTERN = /^[A-Z0-9]{6}$/;
export const tvPin = z.string().trim().toUpperCase().regex(TV_PIN_PATTERN, 'tvPinInvalid');
export const tvPinIssued = z.object({ pin: z.string(), pollToken: z.string(), expiresAt: z.string(), intervalSeconds: z.number().int() });
export const tvPinAuthorizeBody = z.object({ pin: tvPin }).strict();
export const tvPinPollBody = z.object({ pollToken: opaqueToken }).strict();
/** PENDING until the PIN is entered on the web, then the TV's tokens (once). */
export const tvPinPoll = z.discriminatedUnion('status', [
  z.object({ status: z.literal('PENDING') }),
  z.object({ status: z.literal('AUTHORIZED'), tokens: authTokens }),
]);

/** POST /api/v4/oauth2-auth/code (spec §7), PKCE with S256. */
export const oauthCodeBody = z
  .object({
    response_type: z.literal('code'),
    client_id: z.string().min(1).max(128),
    redirect_url: z.url({ protocol: /^https?$/ }).max(1024),
    state: z.string().max(512).optional(),
    code_challenge: z.string().regex(/^[A-Za-z0-9_-]{43,128}$/, 'a base64url S256 challenge'),
    code_challenge_method: z.literal('S256'),
    credentials: z
      .object({
        id: z.string().trim().min(1, 'EmailPasswordCannotBeEmpty').max(254),
        secret: z.string().min(1, 'EmailPasswordCannotBeEmpty').max(256),
      })
      .strict(),
  })
  .strict();
export type OauthCodeBody = z.input<typeof oauthCodeBody>;
export const oauthCodeAnswer = z.object({ redirectUrl: z.string() });
export const oauthTokenBody = z
  .object({
    grant_type: z.literal('authorization_code'),
    code: opaqueToken,
    code_verifier: z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/, 'a PKCE verifier of 43 to 128 characters'),
    client_id: z.string().min(1).max(128),
    redirect_url: z.url().max(1024),
  })
  .strict();

/** Impersonation (spec §7 GET /admin/user/impersonate): an administrator's one-time token. */
export const impersonateQuery = z.object({ token: opaqueToken }).strict();
export const impersonationTokenBody = z
  .object({ userId: z.string().uuid(), device: z.string().max(128).optional(), location: z.string().max(128).optional() })
  .strict();
export const impersonationToken = z.object({ token: z.string(), expiresAt: z.string() });
export const impersonationAnswer = authTokens.extend({
  /** What the overlay shows (spec §2 Overlays): the user's external id, device and location. */
  exid: z.string(),
  device: z.string().nullable(),
  location: z.string().nullable(),
});

/** The user's details (spec §3 User; §7 GET, PUT /user/profile). */
export const userProfile = z.object({
  id: z.string(),
  contactEmail: z.string(),
  name: z.object({ fullName: z.string().nullable(), preferredName: z.string().nullable() }),
  birthDate: z.string().nullable(),
  taxNumber: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  countryCode: z.string().nullable(),
  locale: z.string().nullable(),
  confirmed: z.boolean(),
  /** A new sign-in address waiting for its owner to follow the link mailed to it; null when none. */
  pendingContactEmail: z.string().nullable(),
});
export type UserProfile = z.infer<typeof userProfile>;

export const userProfileUpdate = z
  .object({
    contactEmail: email.optional(),
    name: z
      .object({ fullName: z.string().trim().max(128).optional(), preferredName: z.string().trim().max(64).optional() })
      .strict()
      .optional(),
    birthDate: z.string().max(32).optional(),
    taxNumber: z.string().max(32).optional(),
    phoneNumber: z.string().max(32).optional(),
    countryCode: z
      .string()
      .regex(/^[A-Z]{2}$/, 'a two-letter country code')
      .optional(),
    locale: z
      .string()
      .regex(/^[a-z]{2}_[A-Z]{2}$/, 'a locale such as en_US')
      .optional(),
  })
  .strict();
export type UserProfileUpdate = z.input<typeof userProfileUpdate>;

export const missingField = z.enum(['fullName', 'phoneNumber', 'birthDate', 'taxNumber']);
export type MissingField = z.infer<typeof missingField>;
/** GET /user/missing-information: empty when nothing is missing (the spec's error form carries the same list in details.missingFields). */
export const missingInformation = z.object({
  missingFields: z.array(missingField),
  /** Per-country patterns for the fields the form validates (spec §5). */
  patterns: z.object({ birthDate: z.string().nullable(), taxNumber: z.string().nullable() }),
  countryCode: z.string().nullable(),
});
export type MissingInformation = z.infer<typeof missingInformation>;

/** A viewing profile under an account (adult or child). */
export const viewingProfile = z.object({ id: z.string(), name: z.string(), type: profileType, avatarColour: z.string() });
export type ViewingProfile = z.infer<typeof viewingProfile>;
// No control characters: a NUL cannot be stored in a text column at all (a 500 otherwise).
export const profileBody = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'requiredField')
      .max(40)
      .regex(/^\P{Cc}*$/u, 'fieldInvalid'),
    type: profileType,
  })
  .strict();
export const profileSelectBody = z
  .object({
    pin: z
      .string()
      .regex(/^\d{4}$/, 'pinFourDigits')
      .optional(),
  })
  .strict();

/** User preferences (spec §3 Init "Preference keys"). */
export const preferencesAnswer = z.record(z.string(), z.string());
export const preferencesUpdate = z
  .object({
    subTitleLanguage: z.string().max(16).optional(),
    audioLanguage: z.string().max(16).optional(),
    autoAdvance: z.enum(['true', 'false']).optional(),
    pluginAccessTokens: z.string().max(4096).optional(),
    videoBackgroundAutoPlay: z.enum(['true', 'false']).optional(),
  })
  .strict();

/**
 * Parental control (spec §7 "POST v1 parental control": pin, status, optional resetCode). With
 * no PIN yet, `pin` sets it. Once one is set, `pin` alone must be that PIN (the status changes);
 * a new PIN needs the old one (`currentPin`) or the code mailed by the reset request (`resetCode`).
 */
export const parentalPin = z.string().regex(/^\d{4}$/, 'pinFourDigits');
export const parentalControlBody = z
  .object({
    pin: parentalPin,
    status: z.enum(['RESTRICTED', 'NON_RESTRICTED']),
    currentPin: parentalPin.optional(),
    resetCode: opaqueToken.optional(),
  })
  .strict();
export const parentalControl = z.object({ status: z.enum(['RESTRICTED', 'NON_RESTRICTED']), pinSet: z.boolean() });
export const parentalVerifyBody = z.object({ pin: parentalPin }).strict();

/** Pending activation (spec §7 /pendingactivationuser/{id}). */
export const pendingActivation = z.object({ id: z.string(), contactEmail: z.string(), createdAt: z.string(), expiresAt: z.string() });
export const entitlement = z.object({ licences: z.array(z.object({ id: z.string(), name: z.string() })) });

/** Referral record (spec §3 Other; §7 POST /api/v1/session). */
export const referralBody = z.object({ referralExid: z.string().min(1).max(128), clickId: z.string().max(128).optional() }).strict();
export const referral = z.object({
  realm: z.string(),
  esrefid: z.string(),
  esclkid: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});

/** A message the server would have sent by email (development outbox). */
export const outboxMessage = z.object({
  id: z.string(),
  realm: z.string(),
  to: z.string(),
  kind: z.enum([
    'CONFIRMATION',
    'PASSWORD_RESET',
    'MAGIC_LINK',
    'PIN_RESET',
    'ACTIVATION',
    'EMAIL_CHANGE',
    'EMAIL_CHANGE_NOTICE',
    'PASSWORD_CHANGED',
    'GIFT',
  ]),
  subject: z.string(),
  body: z.string(),
  /** The link the message carries, a path of the app under the realm. */
  link: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;
// No NUL: PostgreSQL text cannot hold one, and the filter would fail in the database instead of here.
const outboxFilter = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !value.includes('\u0000'), 'no NUL characters');
export const outboxQuery = z.object({ realm: outboxFilter(32).optional(), to: outboxFilter(254).optional() }).strict();

/** Path params of one-id operations. */
export const idParams = z.object({ id: z.string().uuid('not an id') });

// Lists answered by the API, named so the app can load each answer's schema on its own
// (contracts/answer-schemas.ts) and find the very schema the server uses.
export const viewingProfiles = z.array(viewingProfile);
export const consentPrompts = z.array(consentPrompt);
export const savedConsentAnswers = z.array(savedConsentAnswer);
export const outboxMessages = z.array(outboxMessage);
