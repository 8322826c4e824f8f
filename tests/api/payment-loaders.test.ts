// The pay, payment update and licence redirect routes' loaders against the real server (decision
// 0042): the app's own http client over HTTP with a signed-in customer's tokens, as a navigation
// in the browser runs them. Pay reads the basket the query names (someone else's or an unknown
// one is none) and the saved cards; payment update reads the subscription and the payment
// details; licence redirect sends a licence the realm sells to its purchase, spends the stored
// flag, and stays on its page for one it does not sell. A server render gets the public shell.
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { isRouteErrorResponse } from 'react-router';
import {
  loadLicenceRedirect,
  loadPay,
  loadPaymentUpdate,
  type LicenceRedirectData,
  type PayData,
  type PaymentUpdateData,
} from '../../src/features/purchase/loaders.ts';
import { licenceRedirectPending, pendingRedirectLicence, setLicenceRedirectPending } from '../../src/lib/core/guard.ts';
import { PUBLIC_SHELL } from '../../src/lib/core/screen.ts';
import { newCustomer, type Session } from './account-helpers.ts';
import { basketFor, CARD, card, pay } from './commerce-helpers.ts';
import { startHarness, type Harness } from './harness.ts';
import { customerScreenContext } from './screen-context.ts';

let harness: Harness;
let baseUrl: string;

beforeAll(async () => {
  harness = await startHarness({ seedItems: 20 });
  baseUrl = await harness.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await harness.close();
  // Other files share this process (isolate: false): none of them expects a localStorage.
  Reflect.deleteProperty(globalThis, 'localStorage');
});

// The loaders run in Node here: a small in-memory localStorage holds the licence redirect flag.
beforeEach(() => {
  const store = new Map<string, string>();
  globalThis.localStorage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
    clear: () => store.clear(),
    key: () => null,
    get length() {
      return store.size;
    },
  };
});

const signedInContext = (session: Session) =>
  customerScreenContext(harness, baseUrl, session, { deviceId: 'payment-loaders-01', readLicences: true });

const url = (path: string) => new URL(`${baseUrl}${path}`);
const signal = () => new AbortController().signal;

test("pay reads the customer's open basket and saved cards; another's basket or a bad id is none", async () => {
  const s = await newCustomer(harness, 'arena');
  const core = await signedInContext(s);
  const b = await basketFor(harness, s, 'arena-ppv-derby');
  let data = (await loadPay(core, url(`/pay?basket=${b.id}&from=%2Fvideo%2Farena-vod-4`), signal())) as PayData;
  expect(data.basket).toMatchObject({ id: b.id, status: 'OPEN' });
  expect(data.cards).toMatchObject({ cards: [], cardsCurrentPage: 1 });
  expect(data.from).toBe('/video/arena-vod-4');

  // Paid with a card kept for later: the basket reads PAID, the card is offered next time.
  await pay(harness, s, b.id, { paymentProvider: 'test-card', card: card(CARD.approve), saveCard: true });
  data = (await loadPay(core, url(`/pay?basket=${b.id}`), signal())) as PayData;
  expect(data.basket?.status).toBe('PAID');
  expect(data.cards?.cards.map((c) => c.lastFour)).toEqual(['4242']);

  const other = await newCustomer(harness, 'arena');
  const theirs = await basketFor(harness, other, 'arena-ppv-derby');
  expect(((await loadPay(core, url(`/pay?basket=${theirs.id}`), signal())) as PayData).basket).toBeNull();
  expect(((await loadPay(core, url('/pay?basket=nope'), signal())) as PayData).basket).toBeNull();
  expect(await loadPay({ ...core, serverRender: true }, url(`/pay?basket=${b.id}`), signal())).toBe(PUBLIC_SHELL);
});

test('payment update reads the subscription the query names and the saved cards with what each pays', async () => {
  const s = await newCustomer(harness, 'arena');
  const core = await signedInContext(s);
  const b = await basketFor(harness, s, 'arena-monthly');
  await pay(harness, s, b.id, { paymentProvider: 'test-card', card: card(CARD.approve), saveCard: true });
  const { subscriptions } = await core.http.call('subscriptions', {});
  const id = subscriptions[0]?.id ?? '';
  const data = (await loadPaymentUpdate(core, url(`/payment/update?subscription=${id}`), signal())) as PaymentUpdateData;
  expect(data.subscription).toMatchObject({ id, name: 'Arena Monthly', card: { lastFour: '4242' } });
  expect(data.methods.map((m) => [m.lastFour, m.subscriptions.map((x) => x.id)])).toEqual([['4242', [id]]]);
  const none = (await loadPaymentUpdate(
    core,
    url('/payment/update?subscription=00000000-0000-4000-8000-000000000001'),
    signal(),
  )) as PaymentUpdateData;
  expect(none.subscription).toBeNull();
  expect(await loadPaymentUpdate({ ...core, serverRender: true }, url('/payment/update'), signal())).toBe(PUBLIC_SHELL);
});

test('licence redirect sends a licence the realm sells to its purchase, from the query or the stored flag, and spends the flag', async () => {
  const core = await signedInContext(await newCustomer(harness, 'arena'));
  const redirected = async (path: string) => {
    try {
      await loadLicenceRedirect(core, url(path));
      return null;
    } catch (thrown) {
      if (thrown instanceof Response) return thrown.headers.get('location');
      if (isRouteErrorResponse(thrown)) return null;
      throw thrown;
    }
  };
  expect(await redirected('/licence-redirect?licence=arena-monthly')).toBe('/purchase?licence=arena-monthly');

  setLicenceRedirectPending('arena-yearly');
  expect(await redirected('/licence-redirect')).toBe('/purchase?licence=arena-yearly');
  expect(licenceRedirectPending()).toBe(false);

  setLicenceRedirectPending('cinema-monthly');
  expect(await redirected('/licence-redirect')).toBeNull();
  expect((await loadLicenceRedirect(core, url('/licence-redirect?licence=cinema-monthly'))) as LicenceRedirectData).toEqual({
    licence: 'cinema-monthly',
  });
  expect(pendingRedirectLicence()).toBeNull();
  expect(await loadLicenceRedirect(core, url('/licence-redirect'))).toEqual({ licence: null });
  expect(await loadLicenceRedirect({ ...core, serverRender: true }, url('/licence-redirect'))).toBe(PUBLIC_SHELL);
});
