// Reads what the server says about a realm, so tests compare the page with the real data
// instead of hard-coding colours or labels.
import type { APIRequestContext, Page } from '@playwright/test';
import { toHex } from '../../src/contracts/colour.ts';
import { APP_ID, HEADER } from '../../src/contracts/headers.ts';
import { toLanguageTag } from '../../src/contracts/locale.ts';
import type { RealmSettings } from '../../src/contracts/realm.ts';
import type { InitResponse } from '../../src/contracts/init.ts';
import type { AuthTokens } from '../../src/contracts/session.ts';
import { DEMO_REALMS as SEEDED_REALMS } from '../../src/server/db/seed/realms/index.ts';

/** The realms the end-to-end server seeds into its fresh database, from the seed's own definitions. */
export const DEMO_REALMS: readonly string[] = SEEDED_REALMS.map((def) => def.settings.realm);

/** Realms where a visitor browses as a guest (guests with full access): their content pages are public. */
export const GUEST_REALMS: readonly string[] = SEEDED_REALMS.filter(
  (def) => def.settings.guestsAllowed && def.settings.fullGuestAccess === 'ALLOWED',
).map((def) => def.settings.realm);

/** Realms without guests: a visitor is sent to sign in. */
export const MEMBERS_ONLY_REALMS: readonly string[] = SEEDED_REALMS.filter((def) => !def.settings.guestsAllowed).map(
  (def) => def.settings.realm,
);

export async function realmSettings(request: APIRequestContext, realm: string): Promise<RealmSettings> {
  const res = await request.get(`/api/realm/${realm}`);
  if (!res.ok()) throw new Error(`realm ${realm}: ${res.status()}`);
  return (await res.json()) as RealmSettings;
}

/** The client headers of spec §7 for a call to `realm`, with a bearer when given. */
export async function apiHeaders(request: APIRequestContext, realm: string, bearer?: string): Promise<Record<string, string>> {
  const settings = await realmSettings(request, realm);
  return {
    [HEADER.realm]: realm,
    [HEADER.apiKey]: settings.appSettings.apiKey,
    [HEADER.appId]: APP_ID,
    [HEADER.deviceId]: 'e2e-device-0002',
    [HEADER.language]: 'en-US',
    ...(bearer ? { [HEADER.authorization]: `Bearer ${bearer}` } : {}),
  };
}

/** Signs in through the API, as the login screen would; fails the test when refused. */
export async function loginByApi(request: APIRequestContext, realm: string, email: string, secret: string): Promise<AuthTokens> {
  const res = await request.post('/api/v1/login', { headers: await apiHeaders(request, realm), data: { email, secret } });
  if (res.status() !== 200) throw new Error(`login ${email}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as AuthTokens;
}

export async function initFor(request: APIRequestContext, settings: RealmSettings, locale: string): Promise<InitResponse> {
  const res = await request.get(`/api/v1/init/?lk=${locale}&menuTargetPlatform=WEB&countEvents=LIVE`, {
    headers: {
      [HEADER.realm]: settings.realm,
      [HEADER.apiKey]: settings.appSettings.apiKey,
      [HEADER.appId]: APP_ID,
      [HEADER.deviceId]: 'e2e-device-0001',
      [HEADER.language]: toLanguageTag(locale),
    },
  });
  if (!res.ok()) throw new Error(`init ${settings.realm}: ${res.status()}`);
  return (await res.json()) as InitResponse;
}

/** "#e10600" → "rgb(225, 6, 0)", as getComputedStyle reports colours. */
export function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

/** "rgb(225, 6, 0)" (or rgba, its alpha ignored) → "#e10600": the other way. */
export function hexOf(computedColour: string): string {
  const [r = 0, g = 0, b = 0] = (computedColour.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return toHex({ r, g, b });
}

export async function computed(page: Page, selector: string, property: string): Promise<string> {
  return page
    .locator(selector)
    .first()
    .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
}

/**
 * The font file that draws the first element matching `selector`, by its PostScript name
 * ("Inter-Regular"), as Chromium reports it once the page's fonts have loaded.
 */
export async function drawingFont(page: Page, selector: string): Promise<string> {
  await page.evaluate(() => document.fonts.ready);
  const client = await page.context().newCDPSession(page);
  try {
    await client.send('DOM.enable');
    await client.send('CSS.enable');
    const { root } = await client.send('DOM.getDocument', { depth: -1 });
    const { nodeId } = await client.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await client.send('CSS.getPlatformFontsForNode', { nodeId });
    const [main] = [...fonts].sort((a, b) => b.glyphCount - a.glyphCount);
    return main?.isCustomFont ? main.postScriptName : `(system: ${main?.familyName ?? 'none'})`;
  } finally {
    await client.detach();
  }
}
