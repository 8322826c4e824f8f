// @vitest-environment jsdom
import { describe, expect, test, vi } from 'vitest';
import { realmSettings, type RealmSettings } from '../../contracts/realm.ts';
import { realmFixture } from '../../lib/testing/fixtures.ts';
import type { RealmApi } from './api.ts';
import { INLINE_REALM_ID, readInlineRealm, withInlineRealm } from './inline-realm.ts';

const arenaRealm = realmFixture();

const validate = async (value: unknown): Promise<RealmSettings | null> => {
  const parsed = realmSettings.safeParse(value);
  return parsed.success ? parsed.data : null;
};

function fakeApi(): RealmApi {
  return {
    realmByName: vi.fn(async () => ({ ...arenaRealm, realmFullName: 'from network' })),
    realmByHost: vi.fn(async () => ({ ...arenaRealm, realmFullName: 'from network' })),
    directory: vi.fn(async () => []),
    init: vi.fn(),
  };
}

describe('inline realm settings', () => {
  test('answer a lookup of the same realm without a request', async () => {
    const api = fakeApi();
    const realm = await withInlineRealm(api, arenaRealm, validate).realmByName(arenaRealm.realm);
    expect(realm.realmFullName).toBe(arenaRealm.realmFullName);
    expect(api.realmByName).not.toHaveBeenCalled();
  });

  test('answer a lookup by host', async () => {
    const api = fakeApi();
    const realm = await withInlineRealm(api, arenaRealm, validate).realmByHost('arena.localhost');
    expect(realm.realm).toBe(arenaRealm.realm);
    expect(api.realmByHost).not.toHaveBeenCalled();
  });

  test('another realm name or an invalid document goes to the network', async () => {
    const api = fakeApi();
    expect((await withInlineRealm(api, arenaRealm, validate).realmByName('cinema')).realmFullName).toBe('from network');
    expect((await withInlineRealm(api, { realm: 'arena' }, validate).realmByHost('x')).realmFullName).toBe('from network');
  });

  test('are read from the JSON script, and a broken one is ignored', () => {
    document.body.innerHTML = `<script id="${INLINE_REALM_ID}" type="application/json">{"realm":"arena"}</script>`;
    expect(readInlineRealm(document)).toEqual({ realm: 'arena' });
    document.body.innerHTML = `<script id="${INLINE_REALM_ID}" type="application/json">{broken</script>`;
    expect(readInlineRealm(document)).toBeNull();
    document.body.innerHTML = '';
    expect(readInlineRealm(document)).toBeNull();
  });
});
