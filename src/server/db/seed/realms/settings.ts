// Builds a realm's settings document from the parts that differ per realm, filling the parts
// every demo realm derives the same way (host names, logo and font URLs, public API key).
import { createHash } from 'node:crypto';
import { APP_ID } from '../../../../contracts/headers.ts';
import { apiPath, artworkPath } from '../../../../contracts/paths.ts';
import type { MenuLayout, RealmLook, RealmSettings } from '../../../../contracts/realm.ts';

export type FontChoice = { family: string; file: string };
export type RealmFonts = { primary: FontChoice; secondary: FontChoice; tertiary: FontChoice };

export const font = (family: string, weight: 400 | 600 | 700): FontChoice => ({
  family,
  file: `${family.toLowerCase().replaceAll(' ', '-')}-latin-${weight}-normal.woff2`,
});

/**
 * The public key the web app sends as X-Api-Key. It is not a secret (it ships in the app);
 * deriving it from the name keeps it stable across machines and re-seeds.
 */
export function demoApiKey(realm: string): string {
  const digest = createHash('sha256').update(`demo-public-api-key:${realm}`).digest('hex');
  return `pk_${realm}_${digest.slice(0, 24)}`;
}

type Derived = 'realm' | 'domains' | 'preferredDomain' | 'realmLanguages' | 'appSettings' | 'settings';

export type RealmSettingsInput = Omit<RealmSettings, Derived> & {
  name: string;
  look: Omit<RealmLook, 'LOGO'>;
  /** First one is the realm's default locale. */
  languages: readonly { language: string; region: string }[];
  fonts: RealmFonts;
  menuLayout: MenuLayout;
};

export function buildRealmSettings(input: RealmSettingsInput): RealmSettings {
  const { name, look, languages, fonts, menuLayout, ...rest } = input;
  const host = `${name}.localhost`;
  return {
    realm: name,
    domains: [host],
    preferredDomain: host,
    settings: { ...look, LOGO: artworkPath.logo(name) },
    realmLanguages: languages.map(({ language, region }) => ({
      language,
      region,
      primaryFontUrl: apiPath.fonts(fonts.primary.file),
      secondaryFontUrl: apiPath.fonts(fonts.secondary.file),
      tertiaryFontUrl: apiPath.fonts(fonts.tertiary.file),
      primaryFontFamily: fonts.primary.family,
      secondaryFontFamily: fonts.secondary.family,
      tertiaryFontFamily: fonts.tertiary.family,
    })),
    appSettings: { apiKey: demoApiKey(name), appId: APP_ID, menuLayout },
    ...rest,
  };
}

/** Endpoints the player asks for streams; the media routes answer under /api/media. */
export const MEDIA_ENDPOINTS = {
  liveEndpoint: '/api/media/live',
  videoEndpoint: '/api/media',
} as const;
