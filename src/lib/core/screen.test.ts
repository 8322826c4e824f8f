// The screen module's guard step: availability, the server render's public shell, check-in.
import { describe, expect, test, vi } from 'vitest';
import { readyRealmFixture } from '../testing/fixtures.ts';
import { createHttp } from '../http.ts';
import { RouterContextProvider, type LoaderFunctionArgs } from 'react-router';
import { PUBLIC_SHELL, defineScreen, guardScreen, screenContext, screenRoutes, type ScreenContext, type ScreenHandle } from './screen.ts';
import type { Viewer } from './session.ts';
import { ApiRequestError } from '../http-errors.ts';

function core(overrides: Partial<ScreenContext> = {}, realm: Partial<ScreenContext['realm']> = {}): ScreenContext {
  const ready = readyRealmFixture();
  return {
    http: createHttp(),
    realm: { ...ready.realm, ...realm },
    init: ready.init,
    locale: 'en_US',
    viewportWidth: 1280,
    viewer: { role: 'UNAUTHENTICATED', childProfile: false },
    ...overrides,
  };
}

const url = (path: string) => new URL(`http://arena.localhost${path}`);
const noGuests = { guestsAllowed: false, fullGuestAccess: 'NOT_ALLOWED' } as const;

describe('guardScreen', () => {
  test('a route the realm does not have is a 404, whoever asks', async () => {
    const refused = await guardScreen('signup', core({}, { allowSelfregistration: false }), url('/signup')).catch((e: unknown) => e);
    expect(refused).toMatchObject({ init: { status: 404 } });
  });

  test('a screen may send a realm without its route elsewhere instead (search without the vendor engine)', async () => {
    const legacy = core({}, { contentSearchEngine: 'LEGACY' });
    const thrown = await guardScreen('search', legacy, url('/search'), () => '/home#search').catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe('/home#search');
    const vesper = core({}, { contentSearchEngine: 'VESPER' });
    expect(await guardScreen('search', vesper, url('/search'), () => '/home#search')).toBe('load');
  });

  test('a server render loads public pages and answers the shell for pages needing a viewer', async () => {
    expect(await guardScreen('home', core({ serverRender: true }), url('/home'))).toBe('load');
    expect(await guardScreen('home', core({ serverRender: true }, noGuests), url('/home'))).toBe('shell');
    expect(await guardScreen('account', core({ serverRender: true }), url('/account'))).toBe('shell');
    expect(await guardScreen('account', core({ serverRender: true, storedSession: true }), url('/account'))).toBe('shell');
  });

  test('a server render for a browser keeping no session sends the visitor where the guard would', async () => {
    const serverCore = core({ serverRender: true, storedSession: false, basename: '/realm/club' }, noGuests);
    const thrown = await guardScreen('home', serverCore, url('/realm/club/home')).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe('/login?from=%2Fhome');
    // Public pages still load; no check-in is attempted on the server.
    expect(await guardScreen('home', core({ serverRender: true, storedSession: false }), url('/home'))).toBe('load');
  });

  test('an unauthenticated visitor is checked in, then sees the page; a failed check-in still shows it', async () => {
    const checkIn = vi.fn(async () => ({ role: 'GUEST' as const, childProfile: false }));
    expect(await guardScreen('home', core({ checkIn }), url('/home'))).toBe('load');
    expect(checkIn).toHaveBeenCalledOnce();
    const failing = vi.fn(async () => Promise.reject(new Error('offline')));
    expect(await guardScreen('home', core({ checkIn: failing }), url('/home'))).toBe('load');
  });

  test('a redirect is thrown as a router redirect, with from relative to the basename', async () => {
    const thrown = await guardScreen('account', core({ basename: '/realm/club' }, noGuests), url('/realm/club/account?section=x')).catch(
      (e: unknown) => e,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe('/login?from=%2Faccount%3Fsection%3Dx');
  });
});

describe('preloads', () => {
  test('a failed loader (no data) and the public shell preload nothing; data preloads its images', () => {
    const image = { href: '/a.webp?w=960', srcSet: '/a.webp?w=960 960w', sizes: '100vw' };
    const screen = defineScreen({ name: 'playlist', loader: () => Promise.resolve({ cover: '/a.webp' }), preload: () => [image] });
    const handle = screenRoutes(screen)[0]?.handle as ScreenHandle;
    expect(handle.preload?.(undefined, core())).toEqual([]);
    expect(handle.preload?.(PUBLIC_SHELL, core())).toEqual([]);
    expect(handle.preload?.({ cover: '/a.webp' }, core())).toEqual([image]);
  });
});

describe('a load that ends the session', () => {
  const refused = new Error('401 UNAUTHORIZED from /api/v1/user/profile');

  /** The account screen's route loader, failing, for a customer who is `after` once it failed. */
  async function failedLoad(after: Viewer, realm: Partial<ScreenContext['realm']> = {}): Promise<unknown> {
    const screen = defineScreen({ name: 'account', loader: () => Promise.reject(refused) });
    const loader = screenRoutes(screen)[0]?.loader as (args: LoaderFunctionArgs) => Promise<unknown>;
    const context = core({ viewer: { role: 'CUSTOMER', childProfile: false }, viewerNow: () => after }, realm);
    return loader({
      params: {},
      request: new Request('http://arena.localhost/account?tab=1'),
      context: new RouterContextProvider(new Map([[screenContext, context]])),
    } as unknown as LoaderFunctionArgs).catch((e: unknown) => e);
  }

  test('the viewer is sent to sign in and back, in a realm with guests as in one without', async () => {
    for (const realm of [{ guestsAllowed: true, fullGuestAccess: 'ALLOWED' } as const, noGuests]) {
      const thrown = await failedLoad({ role: 'UNAUTHENTICATED', childProfile: false }, realm);
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).headers.get('location')).toBe('/login?from=%2Faccount%3Ftab%3D1');
    }
  });

  test('a failure that left the session as it was is the failure (the error page)', async () => {
    expect(await failedLoad({ role: 'CUSTOMER', childProfile: false })).toBe(refused);
  });
});

describe('a load that finds its content missing', () => {
  /** The video screen's route loader, its call failing with `error`, as a visitor opens it. */
  function failedLoad(error: unknown): Promise<unknown> {
    const screen = defineScreen({ name: 'video', loader: () => Promise.reject(error) });
    const loader = screenRoutes(screen)[0]?.loader as (args: LoaderFunctionArgs) => Promise<unknown>;
    return loader({
      params: { id: 'nope' },
      request: new Request('http://arena.localhost/video/nope'),
      context: new RouterContextProvider(new Map([[screenContext, core()]])),
    } as unknown as LoaderFunctionArgs).catch((e: unknown) => e);
  }

  test("is the router's not-found, whichever screen's call it was", async () => {
    const missing = new ApiRequestError('/api/v1/player/nope', 404, null);
    expect(await failedLoad(missing)).toMatchObject({ type: 'DataWithResponseInit', init: { status: 404 } });
  });

  test('any other failure stays the failure (the error page)', async () => {
    const broken = new ApiRequestError('/api/v1/player/nope', 500, null);
    expect(await failedLoad(broken)).toBe(broken);
  });
});
