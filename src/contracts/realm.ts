// Realm settings: the white-label configuration of one tenant (SPEC §3 "Realm settings").
import { z } from 'zod';

export const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'expected a #rrggbb colour');

export const textTransformation = z.enum(['NONE', 'UPPERCASE']);
export type TextTransformation = z.infer<typeof textTransformation>;

export const menuLayout = z.enum(['TOP', 'TOP_LEFT', 'SIDEBAR']);
export type MenuLayout = z.infer<typeof menuLayout>;

export const enabledStatus = z.enum(['ENABLED', 'DISABLED']);
export const allowedStatus = z.enum(['ALLOWED', 'NOT_ALLOWED']);

/** Look and feel; `settings` in the spec (colours, LOGO, MAIN_TITLE) plus the scales. */
export const realmLook = z.object({
  primaryColour: hexColour,
  secondaryColour: hexColour,
  tertiaryColour: hexColour,
  /** Spec: default background black. */
  backgroundColour: hexColour.default('#000000'),
  LOGO: z.string(),
  MAIN_TITLE: z.string(),
  logoScale: z.number().positive().default(1),
  fontScale: z.number().positive().default(1),
  textTransformation: textTransformation.default('NONE'),
  cardTitleFontScale: z.number().positive().default(1),
  childProfileFontScale: z.number().positive().default(1.2),
});
export type RealmLook = z.infer<typeof realmLook>;

export const realmLanguage = z.object({
  /** Locale in the spec's form, e.g. en_US. */
  language: z.string().regex(/^[a-z]{2}_[A-Z]{2}$/),
  region: z.string(),
  primaryFontUrl: z.string(),
  secondaryFontUrl: z.string(),
  tertiaryFontUrl: z.string(),
  /** CSS family names matching the three font URLs. */
  primaryFontFamily: z.string(),
  secondaryFontFamily: z.string(),
  tertiaryFontFamily: z.string(),
});
export type RealmLanguage = z.infer<typeof realmLanguage>;

export const realmSettings = z.object({
  realm: z.string(),
  realmFullName: z.string(),
  domains: z.array(z.string()),
  preferredDomain: z.string(),
  settings: realmLook,
  realmLanguages: z.array(realmLanguage).min(1),
  appSettings: z.object({
    /** Public API key of the web app; sent back in the X-Api-Key header. */
    apiKey: z.string(),
    appId: z.string(),
    menuLayout: menuLayout,
  }),
  allowSelfregistration: z.boolean(),
  audioSubtitleLanguages: z.array(z.string()),
  hasLive: z.boolean(),
  compulsoryTrial: z.boolean(),
  requiresConfirmation: z.boolean(),
  signupWithConsent: z.boolean(),
  signupWithCredentials: z.boolean(),
  showLicencesOnSignup: z.boolean(),
  hasPromoNotification: z.boolean(),
  liveEndpoint: z.string(),
  videoEndpoint: z.string(),
  marketingProviders: z.array(z.object({ name: z.string(), settings: z.record(z.string(), z.string()) })),
  paymentProviders: z.array(z.object({ name: z.string(), details: z.record(z.string(), z.string()) })),
  guestsAllowed: z.boolean(),
  fullGuestAccess: allowedStatus,
  allowGuestSchedule: z.boolean(),
  hasVouchers: z.boolean(),
  hasDvr: z.boolean(),
  vpnAllowed: z.boolean(),
  multiViewAllowed: z.boolean(),
  customizations: z.record(z.string(), z.string()),
  checkoutFirstStep: z.enum(['LICENCE', 'ACCOUNT']),
  pinLoginEnabled: z.boolean(),
  contentTitles: z.boolean(),
  watchlistsEnabled: z.boolean(),
  magicLinkLoginEnabled: z.boolean(),
  externalRegistrationUri: z.string().nullable(),
  epgMatrix: enabledStatus,
  scheduleSection: enabledStatus,
  partitionSettings: z.object({ status: z.enum(['PARTITIONED', 'NOT_PARTITIONED']) }),
  gifting: enabledStatus,
  geoBlockedContentDisplayMode: z.enum(['SHOW', 'HIDE']),
  currentProgramPlaybackStatus: enabledStatus,
  adsConfigurationStatus: enabledStatus,
  contentSearchEngine: z.enum(['VESPER', 'LEGACY']),
  profileConfiguration: z.object({ status: z.enum(['NONE', 'ENABLED']) }),
  adUiElements: z.array(z.string()),
  palSdkConfiguration: enabledStatus,
  omSdkEnableMode: enabledStatus,
  epgPlaybackContentStatus: enabledStatus,
  mfaConfigurations: z.array(z.object({ type: z.literal('CAPTCHA'), projectKey: z.string() })),
  authenticationProviders: z.array(
    z.object({ name: z.string(), autoLogin: z.boolean(), openIdClientName: z.string().nullable(), fields: z.array(z.string()) }),
  ),
  playerSettings: z.object({ style: z.enum(['V1', 'V2']) }),
});
export type RealmSettings = z.infer<typeof realmSettings>;

/** Realm names are DNS labels: they appear as the first label of a host. */
export const realmName = z.string().regex(/^[a-z][a-z0-9-]{1,30}$/, 'realm names are lower-case letters, digits and dashes');

/** One entry of the public realm directory (GET /api/realms), for the realm picker. */
export const realmDirectoryEntry = z.object({
  realm: z.string(),
  realmFullName: z.string(),
  preferredDomain: z.string(),
  LOGO: z.string(),
  primaryColour: hexColour,
  backgroundColour: hexColour,
});
export type RealmDirectoryEntry = z.infer<typeof realmDirectoryEntry>;
export const realmDirectory = z.array(realmDirectoryEntry);
