// init: everything the app needs before it shows (services/init.ts). The query is strict, so a
// misspelt parameter is a 400 naming it rather than a silently ignored option. The
// Authorization header ('Mixed {token} {refresh}', spec §7) is read: a valid access token for
// the realm makes `authentication` the viewer's and `preferences` theirs; an invalid or
// expired one is ignored and the answer is the public one (the app refreshes on its own). The
// public answer is kept in the answer cache (routes/public-cache.ts) and answers those too; a
// viewer's answer is the public one (from the cache) with their own parts, never kept.
import type { FastifyInstance } from 'fastify';
import type { InitQuery } from '../../contracts/init.ts';
import { optionalViewer } from '../plugins/auth.ts';
import { preferencesOf } from '../services/account/preferences.ts';
import { resolveLocale } from '../services/locale.ts';
import { PRIVATE_NO_CACHE } from './http-cache.ts';
import { operation } from './operation.ts';
import { viewerCountry } from './playback.ts';
import { PUBLIC_ANSWER_ROUTE, sendPublicJson, sendWithOwnParts } from './public-cache.ts';

// A repeated query string arrives as the same parsed object (routes/operation.ts), so its key
// is worked out once, and kept as one string per locale and country: the answer cache looks a
// kept string up without hashing it again (routes/public-cache.ts).
const queryKeys = new WeakMap<InitQuery, Map<string, string>>();

/** The query as part of a key: every parameter but `lk` (the locale answered stands for it), sorted by name. */
function queryKey(query: InitQuery): string {
  const { lk: _asked, ...rest } = query;
  const given = Object.entries(rest).filter(([, value]) => value !== undefined);
  return JSON.stringify(given.sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** The whole key: the locale answered, the query, and the country when the answer depends on it. */
function answerKey(query: InitQuery, locale: string, geo: string): string {
  let keys = queryKeys.get(query);
  if (!keys) queryKeys.set(query, (keys = new Map()));
  const within = `${locale} ${geo}`;
  let key = keys.get(within);
  if (key === undefined) {
    key = `${locale} ${queryKey(query)}${geo}`;
    keys.set(within, key);
  }
  return key;
}

/** What a signed-in viewer's init has of their own; the rest is the public answer. */
const OWN_MEMBERS = ['authentication', 'preferences'] as const;

export default async function initRoutes(app: FastifyInstance): Promise<void> {
  operation(app, 'init', PUBLIC_ANSWER_ROUTE, async ({ request, reply, query }) => {
    const { realm, locale } = request;
    // A realm hiding geo-blocked items answers per country (display-modes.ts).
    const geoHidden = (query.geoBlockedContentDisplayMode ?? realm.geoBlockedContentDisplayMode) === 'HIDE';
    const country = geoHidden ? viewerCountry(request) : null;
    const key = answerKey(query, resolveLocale(realm, query.lk ?? locale), geoHidden ? ` geo:${country ?? '-'}` : '');
    // No ETag, as before the cache: the app revalidates init through its worker, not by tag.
    const spec = { operation: 'init' as const, realm, key, timed: true, cacheControl: PRIVATE_NO_CACHE, etag: false };
    const build = () => app.services.init.build(realm, query, { locale, country });
    const viewer = request.headers.authorization === undefined ? null : await optionalViewer(request, { preferences: true });
    if (viewer) {
      // The viewer's answer is the public one with their own authentication and preferences.
      const stored = preferencesOf(viewer.preferences);
      return sendWithOwnParts(request, reply, { ...spec, cacheControl: 'private, no-store' }, build, OWN_MEMBERS, (shared) => {
        const defaults = shared['preferences'] as Record<string, string> | null | undefined;
        return {
          authentication: { isGuest: viewer.isGuest, isAuthenticated: true },
          preferences: defaults && Object.fromEntries(Object.entries(defaults).map(([k, v]) => [k, stored[k] ?? v])),
        };
      });
    }
    // Nobody the token names (expired, not ours): the public answer, as kept for everyone.
    return sendPublicJson(request, reply, { ...spec, forAnyone: true }, build);
  });
}
