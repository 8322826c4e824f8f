// @vitest-environment jsdom
import { afterEach, expect, test, vi } from 'vitest';
import { readDateWords } from '../../contracts/date-words.ts';
import { INLINE_BOOT_ID, INLINE_REALM_ID } from '../../contracts/document.ts';
import { initFixture, readyRealmFixture, realmFixture } from '../../lib/testing/fixtures.ts';
import { followStoredLocale, readServerRender } from './server-render.ts';

afterEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
  document.cookie = 'locale=; max-age=0; path=/';
});

function script(id: string, value: unknown) {
  const el = document.createElement('script');
  el.id = id;
  el.type = 'application/json';
  el.textContent = typeof value === 'string' ? value : JSON.stringify(value);
  document.head.appendChild(el);
}

test('a server-rendered page yields the ready realm it was rendered for', () => {
  const realm = realmFixture();
  script(INLINE_REALM_ID, realm);
  const dateWords = readDateWords('pt-BR');
  script(INLINE_BOOT_ID, {
    init: initFixture(),
    locale: 'pt_BR',
    prefixRealm: 'arena',
    basename: '/realm/arena',
    desktop: false,
    dateWords,
    prices: { 'pt_BR|BRL|2|7490': 'R$\u00a074,90' },
    renderedAt: 1_795_500_000_000,
    storedSession: false,
  });
  expect(readServerRender(document)).toEqual({
    ready: { realm, init: initFixture(), locale: 'pt_BR', prefixRealm: 'arena', basename: '/realm/arena' },
    desktop: false,
    dateWords,
    prices: { 'pt_BR|BRL|2|7490': 'R$\u00a074,90' },
    renderedAt: 1_795_500_000_000,
    storedSession: false,
  });
});

test('a page from before prices travelled with it, or a hand-edited one, has none', () => {
  script(INLINE_REALM_ID, realmFixture());
  script(INLINE_BOOT_ID, { init: initFixture(), locale: 'en_US', prefixRealm: null, basename: '/', desktop: false, prices: 'no' });
  expect(readServerRender(document)?.prices).toEqual({});
});

test('a page without boot data, or with a broken one, starts up in the browser', () => {
  script(INLINE_REALM_ID, realmFixture());
  expect(readServerRender(document)).toBeNull();
  script(INLINE_BOOT_ID, '{not json');
  expect(readServerRender(document)).toBeNull();
});

test('a language stored before the cookie existed is applied after hydration', () => {
  const switchTo = vi.fn(async () => true);
  localStorage.setItem('locale', 'pt_BR');
  followStoredLocale(readyRealmFixture({ locale: 'en_US' }), switchTo);
  expect(switchTo).toHaveBeenCalledWith('pt_BR');
});

test('the rendered language matching the stored one only writes the cookie; unknown ones are ignored', () => {
  const switchTo = vi.fn(async () => true);
  localStorage.setItem('locale', 'en_US');
  followStoredLocale(readyRealmFixture({ locale: 'en_US' }), switchTo);
  expect(document.cookie).toContain('locale=en_US');
  localStorage.setItem('locale', 'xx_XX');
  followStoredLocale(readyRealmFixture({ locale: 'en_US' }), switchTo);
  expect(switchTo).not.toHaveBeenCalled();
});
