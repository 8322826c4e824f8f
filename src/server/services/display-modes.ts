// Spec §7's display modes, as init and section pages take them, turned into what the catalogue
// leaves out. Section links show unless HIDE; EPG rails hide unless SHOW; geo-blocked items
// follow the query, else the realm's `geoBlockedContentDisplayMode` (HIDE leaves out what the
// viewer's country may not play, so the answer depends on the country); items available on
// sign-in (unlocked by a licence) show unless `displayContentAvailableOnSignIn=false`.
import type { RealmSettings } from '../../contracts/realm.ts';
import type { Visibility } from './bucket-rows.ts';

export type DisplayModeQuery = {
  displaySectionLinkBuckets?: 'SHOW' | 'HIDE' | undefined;
  displayEpgBuckets?: 'SHOW' | 'HIDE' | undefined;
  geoBlockedContentDisplayMode?: 'SHOW' | 'HIDE' | undefined;
  displayContentAvailableOnSignIn?: boolean | undefined;
};

export type DisplayModes = {
  hideBucketTypes: string[];
  visibility: Visibility;
  /** Everything above as part of an answer cache key. */
  key: string;
};

export function displayModes(realm: RealmSettings, query: DisplayModeQuery, country: string | null): DisplayModes {
  const hideBucketTypes: string[] = [];
  if (query.displaySectionLinkBuckets === 'HIDE') hideBucketTypes.push('SECTION_LINK');
  if (query.displayEpgBuckets !== 'SHOW') hideBucketTypes.push('EPG');
  const geo = query.geoBlockedContentDisplayMode ?? realm.geoBlockedContentDisplayMode;
  const visibility: Visibility = {};
  if (geo === 'HIDE') visibility.geoBlockedFor = country;
  if (query.displayContentAvailableOnSignIn === false) visibility.hideLicensed = true;
  const key = [hideBucketTypes.join(','), geo === 'HIDE' ? `geo:${country ?? '-'}` : 'geo', visibility.hideLicensed ? 'nolic' : 'lic'].join(
    ' ',
  );
  return { hideBucketTypes, visibility, key };
}
