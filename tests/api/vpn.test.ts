// Spec §5 "VPN not allowed" and §7 block-reason: a realm with vpnAllowed false refuses content
// to a VPN exit address with 403 vpnErrorMessage and `block-reason: VPN`; realm data and
// sessions stay open so the app can show the message and sign out. Realms that allow VPNs, and
// other addresses, are served as usual.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { call, errorOf } from './session-helpers.ts';

let h: Harness;
// inject() calls come from 127.0.0.1: the harness's "VPN exit".
beforeAll(async () => {
  h = await startHarness({ config: { vpnAddresses: new Set(['127.0.0.1']) } });
});
afterAll(async () => h?.close());

test('cinema (no VPNs) refuses a section to a VPN address with block-reason VPN, in the error shape', async () => {
  const res = await call(h, 'cinema', 'section', { params: { name: 'home' } });
  expect(res.statusCode).toBe(403);
  expect(res.headers['block-reason']).toBe('VPN');
  expect(errorOf(res)).toMatchObject({ code: 'FORBIDDEN', messageKey: 'vpnErrorMessage' });
});

test('realm data and signing out stay open behind the VPN', async () => {
  expect((await call(h, 'cinema', 'menu')).statusCode).toBe(200);
  const guest = await call(h, 'cinema', 'guestCheckin');
  expect(guest.statusCode).toBe(200);
  const { authorisationToken, refreshToken } = guest.json() as { authorisationToken: string; refreshToken: string };
  expect((await call(h, 'cinema', 'logout', { token: authorisationToken, body: { refreshToken } })).statusCode).toBe(200);
});

test('a realm that allows VPNs serves the same address', async () => {
  const res = await call(h, 'arena', 'section', { params: { name: 'home' } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['block-reason']).toBeUndefined();
});

test('another address is served by cinema', async () => {
  const res = await h.inject({
    method: 'GET',
    url: '/api/v1/section/home',
    remoteAddress: '203.0.113.9',
    headers: await h.clientHeaders('cinema'),
  });
  expect(res.statusCode).toBe(200);
});
