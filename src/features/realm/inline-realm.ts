// The server writes the realm's settings into the HTML it serves (a JSON script), so a first
// visit starts init at once instead of waiting for a realm request. The service worker's
// cached shell carries none; then the realm is fetched as usual (and served from its cache).
import { INLINE_REALM_ID } from '../../contracts/document.ts';
import type { RealmSettings } from '../../contracts/realm.ts';
import type { RealmApi } from './api.ts';

export { INLINE_REALM_ID };

/** The JSON of a <script type="application/json" id=…> the server wrote, or null. */
export function readInlineJson(doc: Document, id: string): unknown {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function readInlineRealm(doc: Document): unknown {
  return readInlineJson(doc, INLINE_REALM_ID);
}

/**
 * An api whose realm lookups answer from the inline settings when they name the same realm
 * (validated like a response); any mismatch or invalid document falls back to the network.
 */
export function withInlineRealm(api: RealmApi, inline: unknown, validate: (value: unknown) => Promise<RealmSettings | null>): RealmApi {
  if (!inline) return api;
  const settings = validate(inline);
  return {
    ...api,
    realmByName: async (name) => {
      const known = await settings;
      return known && known.realm === name ? known : api.realmByName(name);
    },
    realmByHost: async (host) => (await settings) ?? api.realmByHost(host),
  };
}
