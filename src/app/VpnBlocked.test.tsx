import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import {
  EMPTY_SESSION,
  applyTokens,
  blockReasonAtom,
  httpContextAtom,
  roleAtom,
  sessionAtom,
  store,
  updateSession,
} from '../lib/core/index.ts';
import { authTokensFor } from '../lib/testing/tokens.ts';
import { renderInApp } from '../ui/testing/render.tsx';
import { VpnBlocked } from './VpnBlocked.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  store.set(blockReasonAtom, null);
  store.set(sessionAtom, EMPTY_SESSION);
});

test('block-reason VPN shows the VPN message; its action signs out and keeps the cookie agreement', async () => {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ ok: true }), { headers: { 'content-type': 'application/json' } }));
  store.set(httpContextAtom, { realm: 'arena', apiKey: 'arena-web-key', locale: 'en_US' });
  applyTokens(authTokensFor({ sub: 'u1' }), 'arena');
  updateSession((s) => ({ ...s, cookiePolicyAgreed: true }));
  await renderInApp(<VpnBlocked />);
  expect(screen.queryByTestId('vpn-blocked')).toBeNull();

  store.set(blockReasonAtom, 'VPN');
  expect(await screen.findByText(/VPN or proxy/)).toBeTruthy();
  await userEvent.click(screen.getByTestId('vpn-logout'));
  await waitFor(() => expect(store.get(roleAtom)).toBe('UNAUTHENTICATED'));
  expect(store.get(sessionAtom).cookiePolicyAgreed).toBe(true);
  await waitFor(() => expect(store.get(blockReasonAtom)).toBeNull());
});
