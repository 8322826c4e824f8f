// @vitest-environment jsdom
// Spec §4 "Realm settings reload … when partitioned and guest status changes or a partition
// update begins": the rule over two sets of claims, the watch over the session that reloads
// only in a PARTITIONED realm, and the reload itself — settings and init fetched again for the
// page's language and applied; a language switch or a newer reload meanwhile wins, and a
// failure keeps what the page has.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  EMPTY_SESSION,
  applyTokens,
  clearSession,
  readyRealmAtom,
  sectionKey,
  sessionAtom,
  store,
  takePrimed,
} from '../../lib/core/index.ts';
import { initFixture, readyRealmFixture, realmFixture } from '../../lib/testing/fixtures.ts';
import { authTokensFor, claimsFixture } from '../../lib/testing/tokens.ts';
import type { RealmSettings } from '../../contracts/realm.ts';
import type { RealmApi } from './api.ts';
import { needsRealmReload, reloadRealm, watchRealmReloads } from './reload.ts';

const reloaded = realmFixture({ realmFullName: 'Arena North', partitionSettings: { status: 'PARTITIONED' } });

function fakeApi(overrides: Partial<RealmApi> = {}): RealmApi {
  return {
    realmByName: vi.fn(async () => reloaded),
    realmByHost: vi.fn(async () => reloaded),
    directory: vi.fn(async () => []),
    init: vi.fn(async () => initFixture()),
    ...overrides,
  };
}

beforeEach(() => {
  store.set(readyRealmAtom, readyRealmFixture({ realm: realmFixture({ partitionSettings: { status: 'PARTITIONED' } }), locale: 'pt_BR' }));
});

describe('reloading the realm', () => {
  test("fetches the realm as the page addresses it and init in the page's language, then applies both", async () => {
    const api = fakeApi();
    expect(await reloadRealm(api)).toBe(true);
    expect(api.realmByName).toHaveBeenCalledWith('arena');
    expect(api.init).toHaveBeenCalledWith(expect.objectContaining({ lk: 'pt_BR' }));
    const ready = store.get(readyRealmAtom);
    expect(ready).toMatchObject({ locale: 'pt_BR', prefixRealm: 'arena', realm: { realmFullName: 'Arena North' } });
    // Home's first page comes with init, as at start-up.
    expect(takePrimed(sectionKey('home', 'pt_BR'))).toBeTruthy();
  });

  test('on its own host the host names the realm', async () => {
    store.set(readyRealmAtom, readyRealmFixture({ prefixRealm: null }));
    const api = fakeApi();
    await reloadRealm(api);
    expect(api.realmByHost).toHaveBeenCalledWith(window.location.host);
    expect(api.realmByName).not.toHaveBeenCalled();
  });

  test('a language switch while it runs wins; so does a newer reload', async () => {
    let answer: (value: RealmSettings) => void = () => undefined;
    const slow = fakeApi({ realmByName: vi.fn(() => new Promise<RealmSettings>((resolve) => (answer = resolve))) });
    const first = reloadRealm(slow);
    store.set(readyRealmAtom, (r) => (r ? { ...r, locale: 'en_US' } : r));
    answer(reloaded);
    expect(await first).toBe(false);
    expect(store.get(readyRealmAtom)?.realm.realmFullName).toBe('Arena Sports');

    const older = reloadRealm(fakeApi({ realmByName: vi.fn(() => new Promise<RealmSettings>((resolve) => (answer = resolve))) }));
    expect(await reloadRealm(fakeApi())).toBe(true);
    answer(realmFixture({ realmFullName: 'Stale' }));
    expect(await older).toBe(false);
    expect(store.get(readyRealmAtom)?.realm.realmFullName).toBe('Arena North');
  });

  test('a failure keeps the realm the page has', async () => {
    const before = store.get(readyRealmAtom);
    expect(await reloadRealm(fakeApi({ init: vi.fn(() => Promise.reject(new Error('offline'))) }))).toBe(false);
    expect(store.get(readyRealmAtom)).toBe(before);
  });
});

describe('the rule', () => {
  const guest = claimsFixture({ sub: 'g1', gue: true, rol: ['GUEST'] });
  const north = claimsFixture({ sub: 'u1', par: 'north' });

  test('a change of guest status reloads: nobody or a guest on one side, an account on the other', () => {
    expect(needsRealmReload(null, guest)).toBe(false);
    expect(needsRealmReload(guest, claimsFixture({ sub: 'u1' }))).toBe(true);
    expect(needsRealmReload(claimsFixture({ sub: 'u1' }), null)).toBe(true);
  });

  test("a change of the token's partition reloads; a new token with the same one does not", () => {
    expect(needsRealmReload(north, claimsFixture({ sub: 'u1', par: 'south' }))).toBe(true);
    expect(needsRealmReload(claimsFixture({ sub: 'u1' }), north)).toBe(true);
    expect(needsRealmReload(north, claimsFixture({ sub: 'u1', par: 'north', iat: 99 }))).toBe(false);
    expect(needsRealmReload(north, claimsFixture({ sub: 'u2', par: 'north' }))).toBe(false);
  });
});

describe('the watch', () => {
  let stop: () => void = () => undefined;
  const reload = vi.fn(async () => true);

  beforeEach(() => {
    reload.mockClear();
    store.set(sessionAtom, EMPTY_SESSION);
  });
  afterEach(() => stop());

  const realm = (status: 'PARTITIONED' | 'NOT_PARTITIONED') =>
    store.set(readyRealmAtom, readyRealmFixture({ realm: realmFixture({ partitionSettings: { status } }) }));

  test('in a partitioned realm: a sign-in, a partition change and a sign-out reload; a refresh keeping both does not', () => {
    realm('PARTITIONED');
    applyTokens(authTokensFor({ sub: 'g1', gue: true, rol: ['GUEST'] }), 'arena');
    stop = watchRealmReloads(reload);
    applyTokens(authTokensFor({ sub: 'u1', par: 'north' }), 'arena');
    expect(reload).toHaveBeenCalledTimes(1);
    applyTokens(authTokensFor({ sub: 'u1', par: 'north', iat: 42 }), 'arena');
    expect(reload).toHaveBeenCalledTimes(1);
    applyTokens(authTokensFor({ sub: 'u1', par: 'south' }), 'arena');
    expect(reload).toHaveBeenCalledTimes(2);
    clearSession(null, { force: true });
    expect(reload).toHaveBeenCalledTimes(3);
  });

  test('a realm that is not partitioned never reloads for it', () => {
    realm('NOT_PARTITIONED');
    stop = watchRealmReloads(reload);
    applyTokens(authTokensFor({ sub: 'u1', par: 'north' }), 'arena');
    applyTokens(authTokensFor({ sub: 'u1', par: 'south' }), 'arena');
    clearSession(null, { force: true });
    expect(reload).not.toHaveBeenCalled();
  });

  test('a failed reload is not an unhandled rejection; the page keeps what it has', async () => {
    realm('PARTITIONED');
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    stop = watchRealmReloads(failing);
    applyTokens(authTokensFor({ sub: 'u1' }), 'arena');
    await Promise.resolve();
    expect(failing).toHaveBeenCalledTimes(1);
  });
});
