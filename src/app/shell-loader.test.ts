import { expect, test } from 'vitest';
import { realmFixture } from '../lib/testing/fixtures.ts';
import { autoLoginProvider } from './shell-loader.ts';

const provider = (name: string, autoLogin: boolean) => ({ name, autoLogin, openIdClientName: null, fields: [] });
const guest = { role: 'GUEST', childProfile: false } as const;

test('auto-login needs exactly one provider flagged autoLogin and a guest, and not error=interaction_required', () => {
  const one = realmFixture({ authenticationProviders: [provider('gigya', true), provider('other', false)] });
  expect(autoLoginProvider({ realm: one, viewer: guest }, false)).toBe('gigya');
  expect(autoLoginProvider({ realm: one, viewer: guest }, true)).toBeNull();
  expect(autoLoginProvider({ realm: one, viewer: { role: 'CUSTOMER', childProfile: false } }, false)).toBeNull();
  const two = realmFixture({ authenticationProviders: [provider('a', true), provider('b', true)] });
  expect(autoLoginProvider({ realm: two, viewer: guest }, false)).toBeNull();
  expect(autoLoginProvider({ realm: realmFixture({ authenticationProviders: [] }), viewer: guest }, false)).toBeNull();
});
