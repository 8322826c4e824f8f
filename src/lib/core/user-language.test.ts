// @vitest-environment jsdom
// The customer's own language (spec §4): followed from the account when a customer's session
// starts, saved to the account when they choose one; guests and child profiles are left alone.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { readyRealmFixture } from '../testing/fixtures.ts';
import { authTokensFor } from '../testing/tokens.ts';
import { httpContextAtom } from './http.ts';
import { readyRealmAtom, registerLocaleSwitch } from './realm.ts';
import { EMPTY_SESSION, applyTokens, sessionAtom } from './session.ts';
import { store } from './store.ts';
import { chooseLocale, followUserLanguage, resetFollowedUserLanguages } from './user-language.ts';

type Sent = { method: string; path: string; body: unknown };

function fakeAccount(locale: string | null) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    const text = await request.text();
    sent.push({ method: request.method, path, body: text ? JSON.parse(text) : undefined });
    const profile = {
      id: 'user-1',
      contactEmail: 'viewer@arena.example',
      name: { fullName: null, preferredName: null },
      birthDate: null,
      taxNumber: null,
      phoneNumber: null,
      countryCode: null,
      locale,
      confirmed: true,
      pendingContactEmail: null,
    };
    return new Response(JSON.stringify(profile), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

const switches: string[] = [];

beforeEach(() => {
  resetFollowedUserLanguages();
  switches.length = 0;
  store.set(sessionAtom, EMPTY_SESSION);
  store.set(httpContextAtom, { realm: 'arena', apiKey: 'arena-web-key', locale: 'en_US' });
  store.set(readyRealmAtom, readyRealmFixture());
  registerLocaleSwitch(async (locale) => {
    switches.push(locale);
    const ready = store.get(readyRealmAtom);
    if (ready) store.set(readyRealmAtom, { ...ready, locale });
    return true;
  });
});

afterEach(() => vi.unstubAllGlobals());

describe('following the account language', () => {
  test("a customer's session switches to the language on their account, once per customer", async () => {
    const sent = fakeAccount('pt_BR');
    applyTokens(authTokensFor({ sub: 'user-1' }), 'arena');
    await followUserLanguage();
    await followUserLanguage();
    expect(switches).toEqual(['pt_BR']);
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual(['GET /api/v1/user/profile']);
  });

  test('an account language the realm does not offer changes nothing', async () => {
    fakeAccount('fr_FR');
    applyTokens(authTokensFor({ sub: 'user-2' }), 'arena');
    await followUserLanguage();
    expect(switches).toEqual([]);
  });

  test('an account without a language is given the current one', async () => {
    const sent = fakeAccount(null);
    applyTokens(authTokensFor({ sub: 'user-3' }), 'arena');
    await followUserLanguage();
    expect(switches).toEqual([]);
    expect(sent.at(-1)).toEqual({ method: 'PUT', path: '/api/v1/user/profile', body: { locale: 'en_US' } });
  });

  test('guests and child profiles have no account language: nothing is asked', async () => {
    const sent = fakeAccount('pt_BR');
    applyTokens(authTokensFor({ sub: 'guest-1', gue: true, rol: ['GUEST'] }), 'arena');
    await followUserLanguage();
    applyTokens(authTokensFor({ sub: 'user-4', pro: { id: 'kids', type: 'c' } }), 'arena');
    await followUserLanguage();
    expect(sent).toEqual([]);
    expect(switches).toEqual([]);
  });
});

describe('choosing a language', () => {
  test("a customer's choice is saved to their account", async () => {
    const sent = fakeAccount('en_US');
    applyTokens(authTokensFor({ sub: 'user-5' }), 'arena');
    await expect(chooseLocale('pt_BR')).resolves.toBe(true);
    expect(switches).toEqual(['pt_BR']);
    expect(sent).toEqual([{ method: 'PUT', path: '/api/v1/user/profile', body: { locale: 'pt_BR' } }]);
  });

  test("a guest's choice stays on the device", async () => {
    const sent = fakeAccount('en_US');
    applyTokens(authTokensFor({ sub: 'guest-2', gue: true, rol: ['GUEST'] }), 'arena');
    await expect(chooseLocale('pt_BR')).resolves.toBe(true);
    expect(sent).toEqual([]);
  });
});
