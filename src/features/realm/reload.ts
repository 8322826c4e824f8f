// Spec §4: "Realm settings reload … when partitioned and guest status changes or a partition
// update begins." In a PARTITIONED realm what the realm answers may depend on the viewer's
// partition, so when a sign-in, a sign-out or new tokens change whether the viewer is a guest,
// or which partition (`par`) their token names, the realm's settings and init are fetched again
// for the page's language. Watched on the session, so every path that changes the tokens is
// covered. Start-up loads this module only for a partitioned realm: the others never reload
// for it, and the first script carries none of it.
import type { TokenClaims } from '../../contracts/session.ts';
import { buildInitQuery } from '../../contracts/viewport.ts';
import { http, prime, readyRealmAtom, sectionKey, sessionAtom, store } from '../../lib/core/index.ts';
import { realmApi, type RealmApi } from './api.ts';
import { HOME_SECTION } from './switch-locale.ts';

/** Guests and visitors without a session are alike to the rule: neither is a signed-in account. */
const isGuest = (claims: TokenClaims | null) => !claims?.sub || claims.gue;

/** Whether going from `before` to `after` changes the guest status or the partition. */
export function needsRealmReload(before: TokenClaims | null, after: TokenClaims | null): boolean {
  return isGuest(before) !== isGuest(after) || (before?.par ?? null) !== (after?.par ?? null);
}

let latest = 0;

/**
 * Fetches the realm as the page addresses it and init in the page's language, and applies both.
 * A newer reload, or a language switch, started meanwhile wins; a failure keeps what the page
 * has. Resolves whether the reloaded realm was applied.
 */
export async function reloadRealm(api: RealmApi = realmApi(http)): Promise<boolean> {
  const before = store.get(readyRealmAtom);
  if (!before) return false;
  const mine = ++latest;
  try {
    const [realm, init] = await Promise.all([
      before.prefixRealm ? api.realmByName(before.prefixRealm) : api.realmByHost(window.location.host),
      api.init(buildInitQuery(before.locale, window.innerWidth)),
    ]);
    const now = store.get(readyRealmAtom);
    if (mine !== latest || !now || now.locale !== before.locale || realm.realm !== now.realm.realm) return false;
    if (init.content) prime(sectionKey(HOME_SECTION, now.locale), init.content);
    store.set(readyRealmAtom, { ...now, realm, init });
    return true;
  } catch {
    return false;
  }
}

let stop: (() => void) | null = null;

/**
 * Starts watching the session (once per page). `reload` runs while the realm is PARTITIONED
 * (a reload may answer that it no longer is). Returns a function that stops the watch.
 */
export function watchRealmReloads(reload: () => Promise<unknown> = reloadRealm): () => void {
  stop?.();
  let previous = store.get(sessionAtom).claims;
  const unsubscribe = store.sub(sessionAtom, () => {
    const next = store.get(sessionAtom).claims;
    if (next === previous) return;
    const partitioned = store.get(readyRealmAtom)?.realm.partitionSettings.status === 'PARTITIONED';
    if (partitioned && needsRealmReload(previous, next)) reload().catch(() => undefined);
    previous = next;
  });
  stop = () => {
    unsubscribe();
    stop = null;
  };
  return stop;
}
