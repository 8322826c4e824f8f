import { describe, expect, test, vi } from 'vitest';
import type { HttpContext } from '../../lib/http.ts';
import { ApiRequestError, NetworkFailure } from '../../lib/http-errors.ts';
import { initFixture, realmFixture } from '../../lib/testing/fixtures.ts';
import type { RealmApi } from './api.ts';
import { boot, type BootInputs } from './boot.ts';

const unknown = (path: string) =>
  new ApiRequestError(path, 404, { status: 404, code: 'UNKNOWN_REALM', message: 'no', messageKey: 'generic', requestId: 'r' });

function fakeApi(overrides: Partial<RealmApi> = {}): RealmApi {
  return {
    realmByName: vi.fn(async (name: string) => (name === 'arena' ? realmFixture() : Promise.reject(unknown(`/api/realm/${name}`)))),
    realmByHost: vi.fn(async (host: string) => (host.startsWith('arena.') ? realmFixture() : Promise.reject(unknown('/api/realm')))),
    directory: vi.fn(async () => [
      {
        realm: 'arena',
        realmFullName: 'Arena Sports',
        preferredDomain: 'arena.localhost',
        LOGO: '/l.svg',
        primaryColour: '#e10600',
        backgroundColour: '#000000',
      },
    ]),
    init: vi.fn(async () => initFixture()),
    ...overrides,
  };
}

function inputs(api: RealmApi, extra: Partial<BootInputs> = {}) {
  const contexts: HttpContext[] = [];
  const all: BootInputs = {
    api,
    pathname: '/realm/arena/',
    host: 'localhost:8080',
    viewportWidth: 1280,
    storedLocale: null,
    browserLanguages: ['pt-BR'],
    setContext: (c) => contexts.push(c),
    ...extra,
  };
  return { all, contexts };
}

describe('start-up', () => {
  test('a /realm/{name} prefix loads that realm, picks the locale and loads init for it', async () => {
    const api = fakeApi();
    const { all, contexts } = inputs(api);
    const outcome = await boot(all);
    expect(outcome).toMatchObject({ status: 'ready', locale: 'pt_BR', prefixRealm: 'arena', basename: '/realm/arena' });
    expect(api.realmByName).toHaveBeenCalledWith('arena');
    expect(api.realmByHost).not.toHaveBeenCalled();
    expect(api.init).toHaveBeenCalledWith(expect.objectContaining({ lk: 'pt_BR', menuTargetPlatform: 'WEB' }));
    expect(contexts.at(-1)).toEqual({ realm: 'arena', apiKey: 'arena-web-key', locale: 'pt_BR' });
  });

  test('without a prefix the host names the realm and the basename is /', async () => {
    const api = fakeApi();
    const outcome = await boot(inputs(api, { pathname: '/home', host: 'arena.localhost:8080', viewportWidth: 390 }).all);
    expect(outcome).toMatchObject({ status: 'ready', prefixRealm: null, basename: '/' });
    expect(api.realmByHost).toHaveBeenCalledWith('arena.localhost:8080');
    expect(api.init).toHaveBeenCalledWith(expect.objectContaining({ menuTargetPlatform: 'MOBILE_WEB', rpp: 6 }));
  });

  test('a host that names no realm shows the directory', async () => {
    const outcome = await boot(inputs(fakeApi(), { pathname: '/', host: 'localhost:8080' }).all);
    expect(outcome).toMatchObject({ status: 'directory', realms: [{ realm: 'arena' }] });
  });

  test('a named realm the API refuses sends the visitor to the root (spec §8)', async () => {
    const api = fakeApi();
    const outcome = await boot(inputs(api, { pathname: '/realm/nowhere/' }).all);
    expect(outcome).toEqual({ status: 'redirect', to: '/' });
    expect(api.init).not.toHaveBeenCalled();
  });

  test('an unreachable API fails start-up', async () => {
    const api = fakeApi({ realmByName: vi.fn(async () => Promise.reject(new NetworkFailure('/api/realm/arena'))) });
    expect(await boot(inputs(api).all)).toMatchObject({ status: 'failed' });
  });

  test('a failing init fails start-up too', async () => {
    const api = fakeApi({ init: vi.fn(async () => Promise.reject(new ApiRequestError('/api/v1/init/', 503, null))) });
    expect(await boot(inputs(api).all)).toMatchObject({ status: 'failed' });
  });

  test('a directory that cannot be loaded fails start-up', async () => {
    const api = fakeApi({ directory: vi.fn(async () => Promise.reject(new NetworkFailure('/api/realms'))) });
    expect(await boot(inputs(api, { pathname: '/', host: 'localhost:8080' }).all)).toMatchObject({ status: 'failed' });
  });

  test('when the server already found no realm for the page, the API is not asked again', async () => {
    const prefixed = fakeApi();
    expect(await boot(inputs(prefixed, { pathname: '/realm/nowhere/', noRealmHere: true }).all)).toEqual({
      status: 'unknown-realm',
      name: 'nowhere',
    });
    expect(prefixed.realmByName).not.toHaveBeenCalled();
    const bare = fakeApi();
    const outcome = await boot(inputs(bare, { pathname: '/', host: 'localhost:8080', noRealmHere: true }).all);
    expect(outcome.status).toBe('directory');
    expect(bare.realmByHost).not.toHaveBeenCalled();
    expect(bare.directory).toHaveBeenCalledOnce();
  });
});

describe('start-up and the session', () => {
  test("the realm's stored session is restored once the realm is known, before init (init carries its tokens)", async () => {
    const order: string[] = [];
    const api = fakeApi({
      init: vi.fn(async () => {
        order.push('init');
        return initFixture();
      }),
    });
    await boot(inputs(api, { startSession: (realm) => order.push(`session:${realm}`) }).all);
    expect(order).toEqual(['session:arena', 'init']);
  });
});
