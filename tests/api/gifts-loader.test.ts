// The gifts route's loader against the real server (decision 0041): the app's own http client
// over HTTP as a visitor, as a navigation in the browser or a server render runs it. It reads the
// public catalogue for the viewer's country and keeps the gift a link names only when it is sold.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { loadGifts } from '../../src/features/purchase/loaders.ts';
import { startHarness, type Harness } from './harness.ts';
import { guestScreenContext } from './screen-context.ts';

let harness: Harness;
let baseUrl: string;

beforeAll(async () => {
  harness = await startHarness({ seedItems: 20 });
  baseUrl = await harness.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => harness?.close());

const load = async (query: string) => {
  const core = await guestScreenContext(harness, baseUrl, { realm: 'arena', deviceId: 'gifts-loader-01' });
  return loadGifts(core, new URL(`http://localhost/gifts${query}`), new AbortController().signal);
};

test("a visitor gets the realm's gifts with their price and range; the gift a link names is kept when sold", async () => {
  const data = await load('?gift=arena-yearly');
  expect(data.catalogue.gifts.map((g) => [g.externalId, g.period, g.options.numberOfPeriods.max])).toEqual([
    ['arena-monthly', 'P1M', 12],
    ['arena-yearly', 'P1Y', 3],
  ]);
  expect(data.catalogue.gifts[0]?.itemPrice).toEqual({ amount: 4990, scale: 2, currency: 'BRL' });
  expect(data.preselected).toBe('arena-yearly');
  expect((await load('?gift=arena-ppv-derby')).preselected).toBeNull();
  expect((await load('')).preselected).toBeNull();
});
