// Realms a test file makes for itself, so it does not depend on the demo seed.
import { realmSettings, type RealmLanguage, type RealmLook, type RealmSettings } from '../../src/contracts/realm.ts';
import type { Db } from '../../src/server/db/index.ts';

export type TestRealm = {
  title: string;
  look?: Partial<RealmLook>;
  domains?: string[];
  locales?: string[];
  customizations?: Record<string, string>;
};

const language = (locale: string): RealmLanguage => ({
  language: locale,
  region: locale.slice(3),
  primaryFontUrl: '',
  secondaryFontUrl: '',
  tertiaryFontUrl: '',
  primaryFontFamily: 'Oswald',
  secondaryFontFamily: 'Inter',
  tertiaryFontFamily: 'Inter',
});

export function testRealm(name: string, realm: TestRealm): RealmSettings {
  const disabled = 'DISABLED' as const;
  return realmSettings.parse({
    realm: name,
    realmFullName: `${realm.title} Television`,
    domains: realm.domains ?? [],
    preferredDomain: realm.domains?.[0] ?? `${name}.localhost`,
    settings: {
      primaryColour: '#e63946',
      secondaryColour: '#1d3557',
      tertiaryColour: '#f1c40f',
      LOGO: '',
      MAIN_TITLE: realm.title,
      ...realm.look,
    },
    realmLanguages: (realm.locales ?? ['en_GB']).map(language),
    appSettings: { apiKey: `key-${name}`, appId: 'web', menuLayout: 'TOP' },
    allowSelfregistration: true,
    audioSubtitleLanguages: [],
    hasLive: false,
    compulsoryTrial: false,
    requiresConfirmation: false,
    signupWithConsent: false,
    signupWithCredentials: true,
    showLicencesOnSignup: false,
    hasPromoNotification: false,
    liveEndpoint: '',
    videoEndpoint: '',
    marketingProviders: [],
    paymentProviders: [],
    guestsAllowed: true,
    fullGuestAccess: 'ALLOWED',
    allowGuestSchedule: true,
    hasVouchers: false,
    hasDvr: false,
    vpnAllowed: true,
    multiViewAllowed: false,
    customizations: realm.customizations ?? {},
    checkoutFirstStep: 'LICENCE',
    pinLoginEnabled: false,
    contentTitles: true,
    watchlistsEnabled: true,
    magicLinkLoginEnabled: false,
    externalRegistrationUri: null,
    epgMatrix: disabled,
    scheduleSection: disabled,
    partitionSettings: { status: 'NOT_PARTITIONED' },
    gifting: disabled,
    geoBlockedContentDisplayMode: 'SHOW',
    currentProgramPlaybackStatus: disabled,
    adsConfigurationStatus: disabled,
    contentSearchEngine: 'VESPER',
    profileConfiguration: { status: 'NONE' },
    adUiElements: [],
    palSdkConfiguration: disabled,
    omSdkEnableMode: disabled,
    epgPlaybackContentStatus: disabled,
    mfaConfigurations: [],
    authenticationProviders: [],
    playerSettings: { style: 'V2' },
  });
}

/** Inserts realms; `hosts` gives extra host names per realm name. */
export async function insertRealms(db: Db, realms: RealmSettings[], hosts: Record<string, string[]> = {}): Promise<void> {
  for (const realm of realms) {
    await db
      .insertInto('realm')
      .values({ name: realm.realm, settings: JSON.stringify(realm), hosts: hosts[realm.realm] ?? [] })
      .execute();
  }
}
