// Screen contexts for loader tests: the app's own http client speaking to a listening test
// server (real HTTP, real database), with the realm's key and the init answer it would have at
// start-up — a visitor's, or a signed-in customer's whose client carries their tokens.
import type { ScreenContext } from '../../src/lib/core/screen.ts';
import { createHttp } from '../../src/lib/http.ts';
import type { Session } from './account-helpers.ts';
import type { Harness } from './harness.ts';
import { fixedSession } from '../../src/lib/testing/http-session.ts';

export async function guestScreenContext(
  harness: Harness,
  baseUrl: string,
  options: { realm: string; locale?: string; viewportWidth?: number; deviceId: string },
): Promise<ScreenContext> {
  const { locale = 'en_US', viewportWidth = 390, deviceId } = options;
  const realm = await harness.app.services.realms.byName(options.realm);
  if (!realm) throw new Error(`no realm ${options.realm}`);
  const http = createHttp({
    baseUrl,
    retryLimit: 0,
    deviceId: () => deviceId,
    context: () => ({ realm: realm.realm, apiKey: realm.appSettings.apiKey, locale }),
  });
  const init = await http.call('init', { query: { lk: locale } });
  return { http, realm, init, locale, viewportWidth, viewer: { role: 'UNAUTHENTICATED', childProfile: false } };
}

/**
 * A signed-in customer's screen context: the client carries `session`'s tokens, as the core's
 * does. `viewer` is the guard's view of them (a child profile, or a server render's nobody);
 * `readLicences` asks init for the realm's licences, as the app does for a customer.
 */
export async function customerScreenContext(
  harness: Harness,
  baseUrl: string,
  session: Session,
  options: { deviceId: string; viewer?: ScreenContext['viewer']; readLicences?: boolean },
): Promise<ScreenContext> {
  const { deviceId, viewer = { role: 'CUSTOMER', childProfile: false } } = options;
  const base = await guestScreenContext(harness, baseUrl, { realm: session.realm, deviceId });
  const tokens = {
    authorisationToken: session.token,
    refreshToken: session.refreshToken,
    exp: Math.floor(Date.now() / 1000) + 600,
    guest: false,
  };
  const http = createHttp({
    baseUrl,
    retryLimit: 0,
    deviceId: () => deviceId,
    context: () => ({ realm: base.realm.realm, apiKey: base.realm.appSettings.apiKey, locale: base.locale }),
    session: fixedSession(tokens),
  });
  const init = options.readLicences ? await http.call('init', { query: { lk: base.locale, readLicences: 'true' } }) : base.init;
  return { ...base, http, init, viewer, defaultTarget: '/home' };
}
