// A visitor's screen context for loader tests: the app's own http client speaking to a listening
// test server (real HTTP, real database), with the realm's key and the init answer it would
// have at start-up.
import type { ScreenContext } from '../../src/lib/core/screen.ts';
import { createHttp } from '../../src/lib/http.ts';
import type { Harness } from './harness.ts';

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
