// The smart app banner (spec §2 Overlays, §3 Session "shouldDisplaySmartBanner"): on a phone,
// when the realm has an app for that phone's platform, until the viewer dismisses it. A realm
// says it has an app through its customizations: `appStoreUrl` (iOS) and `playStoreUrl`
// (Android), with `appName` for the banner's text.
import type { RealmSettings } from '../../contracts/realm.ts';

export type PhonePlatform = 'ios' | 'android';

/** Phones only: tablets and desktops get the full site without a nudge. */
export function phonePlatform(userAgent: string): PhonePlatform | null {
  if (/iPhone|iPod/.test(userAgent)) return 'ios';
  // Android phones say "Mobile"; Android tablets do not.
  if (/Android/.test(userAgent) && /Mobile/.test(userAgent)) return 'android';
  return null;
}

export type RealmApp = { name: string; url: string; platform: PhonePlatform };

/** An absolute http(s) URL, or null: a stored link must not become a `javascript:` href. */
export function safeHttpUrl(value: string | undefined | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The realm's app for this device, or null when the device is not a phone or the realm has none for it. */
export function realmAppFor(realm: Pick<RealmSettings, 'customizations' | 'realmFullName'>, userAgent: string): RealmApp | null {
  const platform = phonePlatform(userAgent);
  if (!platform) return null;
  const url = safeHttpUrl(platform === 'ios' ? realm.customizations.appStoreUrl : realm.customizations.playStoreUrl);
  if (!url) return null;
  return { name: realm.customizations.appName || realm.realmFullName, url, platform };
}
