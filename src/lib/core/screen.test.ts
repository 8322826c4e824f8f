// The screen module's guard step: availability, the server render's public shell, check-in.
import { describe, expect, test, vi } from 'vitest';
import { readyRealmFixture } from '../testing/fixtures.ts';
import { createHttp } from '../http.ts';
import { guardScreen, type ScreenContext } from './screen.ts';

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
