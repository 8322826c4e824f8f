// The card a subscription renews with and the customer's payment details (decision 0042), over
// the real database: a subscription keeps the card that paid for it; spec §7's
// POST /customer/cards/{id}/{second id} moves it to another saved card (the card first, the
// subscription second); GET /payment-details lists the saved cards with what each pays and the
// default billing address, /payment-details/{id} one of them. Someone else's card or
// subscription, a removed or expired card and an ended subscription are refused in the spec's
// error shape.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { subscription, subscriptionList } from '../../src/contracts/commerce.ts';
import { paymentDetails, paymentMethod } from '../../src/contracts/payments.ts';
import { call, newCustomer, newGuest, refusal, refused, type Session } from './account-helpers.ts';
import { basketFor, CARD, card, pay } from './commerce-helpers.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ seedItems: 20 });
});
afterAll(async () => h?.close());

const subscriptionsOf = async (s: Session) => subscriptionList.parse((await call(h, s, 'subscriptions')).json()).subscriptions;
const detailsOf = async (s: Session) => paymentDetails.parse((await call(h, s, 'paymentDetails')).json());

/** Buys a licence with a new card kept for later; answers the saved card's id. */
async function buyWithSavedCard(s: Session, licenceId: string, number: string): Promise<string> {
  const b = await basketFor(h, s, licenceId);
  const res = await pay(h, s, b.id, { paymentProvider: 'test-card', card: card(number), saveCard: true });
  expect(res.statusCode, res.body).toBe(201);
  const cards = (await call(h, s, 'cards')).json() as { cards: { id: string; lastFour: string }[] };
  const found = cards.cards.find((c) => number.replace(/\s/g, '').endsWith(c.lastFour));
  if (!found) throw new Error('card not saved');
  return found.id;
}

test('a subscription renews with the card that paid; the card swap moves it to another saved card', async () => {
  const s = await newCustomer(h, 'arena');
  const visa = await buyWithSavedCard(s, 'arena-monthly', CARD.approve);
  const mastercard = await buyWithSavedCard(s, 'arena-ppv-derby', CARD.mastercard);
  const [sub] = await subscriptionsOf(s);
  expect(sub?.card).toMatchObject({ id: visa, brand: 'visa', lastFour: '4242' });
  expect(sub?.freeTrialEndsAt).toBeNull();

  const swapped = await call(h, s, 'subscriptionCardSet', { params: { id: mastercard, subscriptionId: sub?.id ?? '' } });
  expect(swapped.statusCode).toBe(200);
  expect(subscription.parse(swapped.json()).card).toMatchObject({ id: mastercard, brand: 'mastercard', lastFour: '4444' });
  expect((await subscriptionsOf(s))[0]?.card?.id).toBe(mastercard);
  // Swapping to the same card again changes nothing and answers the same.
  const again = await call(h, s, 'subscriptionCardSet', { params: { id: mastercard, subscriptionId: sub?.id ?? '' } });
  expect(again.json()).toEqual(swapped.json());

  // Payment details: both cards, the one paying the subscription says so.
  const details = await detailsOf(s);
  expect(details.paymentMethods.map((m) => [m.lastFour, m.expired, m.subscriptions.map((x) => x.name)])).toEqual([
    ['4444', false, ['Arena Monthly']],
    ['4242', false, []],
  ]);
  const one = await call(h, s, 'paymentDetail', { params: { id: mastercard } });
  expect(one.statusCode).toBe(200);
  expect(paymentMethod.parse(one.json())).toMatchObject({ id: mastercard, subscriptions: [{ id: sub?.id, status: 'ACTIVE' }] });

  // A removed card no longer shows on the subscription, nor in the details.
  expect((await call(h, s, 'cardDelete', { params: { id: mastercard } })).statusCode).toBe(200);
  expect((await subscriptionsOf(s))[0]?.card).toBeNull();
  expect((await detailsOf(s)).paymentMethods.map((m) => m.id)).toEqual([visa]);
  expect(refused(await call(h, s, 'paymentDetail', { params: { id: mastercard } }))).toEqual([404, 'NOT_FOUND', 'cardNotFound']);
  expect(refused(await call(h, s, 'subscriptionCardSet', { params: { id: mastercard, subscriptionId: sub?.id ?? '' } }))).toEqual([
    404,
    'NOT_FOUND',
    'cardNotFound',
  ]);
});

test("another customer's card or subscription, an unsaved, expired or unknown card and an ended subscription are refused", async () => {
  const s = await newCustomer(h, 'arena');
  const visa = await buyWithSavedCard(s, 'arena-monthly', CARD.approve);
  const [sub] = await subscriptionsOf(s);
  const subscriptionId = sub?.id ?? '';
  const other = await newCustomer(h, 'arena');
  const othersCard = await buyWithSavedCard(other, 'arena-ppv-derby', CARD.mastercard);

  expect(refused(await call(h, s, 'subscriptionCardSet', { params: { id: othersCard, subscriptionId } }))[0]).toBe(404);
  expect(refused(await call(h, other, 'subscriptionCardSet', { params: { id: othersCard, subscriptionId } }))).toEqual([
    404,
    'NOT_FOUND',
    'generic',
  ]);
  expect(refused(await call(h, other, 'paymentDetail', { params: { id: visa } }))[0]).toBe(404);
  expect(refused(await call(h, s, 'subscriptionCardSet', { params: { id: randomUUID(), subscriptionId } }))[0]).toBe(404);

  // A card used once without saving is not one to renew with.
  const unsavedBasket = await basketFor(h, s, 'arena-ppv-derby');
  await pay(h, s, unsavedBasket.id, { paymentProvider: 'test-card', card: card(CARD.amex) });
  const unsaved = await h.db
    .selectFrom('payment_card')
    .select('id')
    .where('user_id', '=', s.userId)
    .where('saved', '=', false)
    .executeTakeFirstOrThrow();
  expect(refused(await call(h, s, 'subscriptionCardSet', { params: { id: unsaved.id, subscriptionId } }))[0]).toBe(404);

  // An expired saved card (its month has passed) is refused with its reason.
  await h.db.updateTable('payment_card').set({ expiry_year: 2020 }).where('id', '=', visa).execute();
  const expired = await call(h, s, 'subscriptionCardSet', { params: { id: visa, subscriptionId } });
  expect(refused(expired)).toEqual([400, 'BAD_REQUEST', 'cardExpired']);
  expect(refusal(expired).details).toEqual({ reason: 'EXPIRED' });
  expect((await detailsOf(s)).paymentMethods[0]?.expired).toBe(true);
  await h.db
    .updateTable('payment_card')
    .set({ expiry_year: new Date().getUTCFullYear() + 2 })
    .where('id', '=', visa)
    .execute();

  // An ended subscription keeps its card.
  await h.db
    .updateTable('subscription')
    .set({ period_end: new Date(Date.now() - 1000) })
    .where('id', '=', subscriptionId)
    .execute();
  expect(refused(await call(h, s, 'subscriptionCardSet', { params: { id: visa, subscriptionId } }))).toEqual([
    409,
    'CONFLICT',
    'subscriptionEnded',
  ]);
});

test('bad ids are refused by the schema; guests and visitors are refused; the details of a customer without cards are empty', async () => {
  const s = await newCustomer(h, 'arena');
  const fields = (res: Awaited<ReturnType<typeof call>>) => (refusal(res).details as { fields: { field: string }[] }).fields;
  const bad = await call(h, s, 'subscriptionCardSet', { params: { id: 'not-a-card', subscriptionId: '1' } });
  expect(refused(bad)[0]).toBe(400);
  expect(fields(bad).map((f) => f.field)).toEqual(['id', 'subscriptionId']);
  expect(refused(await call(h, s, 'paymentDetail', { params: { id: '../x' } }))[0]).toBe(400);
  expect(await detailsOf(s)).toEqual({ paymentMethods: [], defaultBillingAddress: null });
  await call(h, s, 'billingDetails', { body: { address: { countryCode: 'GB', postalCode: 'SW1A 1AA' } } });
  expect((await detailsOf(s)).defaultBillingAddress).toMatchObject({ countryCode: 'GB', default: true });

  const guest = await newGuest(h, 'arena');
  expect(refused(await call(h, guest, 'paymentDetails'))[0]).toBe(403);
  expect((await call(h, null, 'paymentDetails')).statusCode).toBe(401);
});
