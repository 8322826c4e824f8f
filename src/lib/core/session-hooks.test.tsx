import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, test } from 'vitest';
import { authTokensFor } from '../testing/tokens.ts';
import { hydratedAtom } from './hydration.ts';
import { EMPTY_SESSION, applyTokens, sessionAtom, updateSession, useSession, useViewer } from './session.ts';
import { Provider, store } from './store.ts';

const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;

afterEach(() => {
  store.set(hydratedAtom, true);
  store.set(sessionAtom, EMPTY_SESSION);
});

test('while a server-rendered page hydrates, the hooks answer what the server rendered; then the stored session', () => {
  applyTokens(authTokensFor({ sub: 'u1' }), 'arena');
  updateSession((s) => ({ ...s, cookiePolicyAgreed: true }));
  store.set(hydratedAtom, false);
  const { result } = renderHook(() => ({ viewer: useViewer(), session: useSession() }), { wrapper });
  expect(result.current.viewer.role).toBe('UNAUTHENTICATED');
  expect(result.current.session.cookiePolicyAgreed).toBe(false);
  act(() => store.set(hydratedAtom, true));
  expect(result.current.viewer.role).toBe('CUSTOMER');
  expect(result.current.session.cookiePolicyAgreed).toBe(true);
});
