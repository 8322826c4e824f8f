// Who may watch what (spec §6, §8): the refusals of the playback endpoint, in the order the app
// can act on them. Guest access first (signing in may help), then territory (nothing helps),
// then licences (buying one helps). Each is an error in the spec's shape with its playback
// message key.
import type { RealmSettings } from '../../../contracts/realm.ts';
import { PLAYBACK_MESSAGE } from '../../../contracts/playback.ts';
import type { Db } from '../../db/index.ts';
import { HttpError } from '../../errors.ts';

export type Watcher = { userId: string; isGuest: boolean };

/** Spec §6: content is for customers, and for guests only where guests have full access. */
export function checkGuestAccess(realm: RealmSettings, watcher: Watcher): void {
  if (!watcher.isGuest) return;
  if (realm.guestsAllowed && realm.fullGuestAccess === 'ALLOWED') return;
  throw new HttpError(403, 'FORBIDDEN', 'Guests may not watch in this realm: sign in', { messageKey: PLAYBACK_MESSAGE.notAllowed });
}

/**
 * An item's territories: an ALLOW list plays only there, a DENY list everywhere else. A viewer
 * whose country is unknown cannot be shown to be inside an ALLOW list, so is refused there.
 */
export async function checkTerritory(db: Db, realm: string, contentId: string, country: string | null): Promise<void> {
  const rule = await db
    .selectFrom('content_geo_rule')
    .select(['mode', 'countries'])
    .where('realm', '=', realm)
    .where('content_id', '=', contentId)
    .executeTakeFirst();
  if (!rule) return;
  const listed = country !== null && rule.countries.includes(country);
  const allowed = rule.mode === 'ALLOW' ? listed : !listed;
  if (allowed) return;
  throw new HttpError(403, 'GEO_CONFLICT', 'This item is not available in your territory', {
    messageKey: PLAYBACK_MESSAGE.notInTerritory,
    details: { country },
  });
}

/** An item with licences needs the viewer to hold one of them, not lapsed. */
export async function checkLicence(db: Db, realm: string, contentId: string, userId: string, now: Date): Promise<void> {
  const needed = await db
    .selectFrom('content_licence')
    .select('licence_id')
    .where('realm', '=', realm)
    .where('content_id', '=', contentId)
    .orderBy('licence_id')
    .execute();
  if (needed.length === 0) return;
  const ids = needed.map((n) => n.licence_id);
  const held = await db
    .selectFrom('entitlement')
    .select('licence_id')
    .where('user_id', '=', userId)
    .where('realm', '=', realm)
    .where('licence_id', 'in', ids)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .executeTakeFirst();
  if (held) return;
  throw new HttpError(403, 'FORBIDDEN', 'This item needs a licence the viewer does not hold', {
    messageKey: PLAYBACK_MESSAGE.notLicensed,
    details: { licenceIds: ids },
  });
}
