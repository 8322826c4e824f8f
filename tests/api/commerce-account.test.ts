// The customer's side after paying, over the real database: subscriptions (cancel, then
// reactivate before the period ends), price migrations with consent, payment history, saved
// cards and billing addresses.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { priceMigrationList, subscriptionList } from '../../src/contracts/commerce.ts';
import { billingAddresses, cardPage, paymentHistory } from '../../src/contracts/payments.ts';
import { call, newCustomer, refused, signIn, type Session } from './account-helpers.ts';
import { basketFor, CARD, card, pay, payByCard } from './commerce-helpers.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
let admin: Session;
beforeAll(async () => {
  h = await startHarness({ seedItems: 20 });
  admin = await signIn(h, 'arena', 'admin@arena.example');
});
afterAll(async () => h?.close());

const subscriptionsOf = async (s: Session) => subscriptionList.parse((await call(h, s, 'subscriptions')).json()).subscriptions;
const play = (s: Session, id: string) => call(h, s, 'playback', { params: { id }, body: {} });

test('a subscription shows its price and next billing date; cancelled it stays active to its end, then reactivates', async () => {
  const s = await newCustomer(h, 'arena');
  const paid = await payByCard(h, s, 'arena-monthly');
  const [sub] = await subscriptionsOf(s);
  expect(sub).toMatchObject({
    licenceId: 'arena-monthly',
    status: 'ACTIVE',
    active: true,
    period: 'P1M',
    price: { amount: 4990, currency: 'BRL' },
  });
  expect(sub?.nextBillingDate).toBe(paid.entitlement?.expiresAt);
  const id = sub?.id ?? '';
  const cancelled = await call(h, s, 'subscriptionCancel', { params: { id } });
  expect(cancelled.json()).toMatchObject({ status: 'CANCELLED', active: true, nextBillingDate: null });
  // Still watching until the period ends.
  expect((await play(s, 'arena-vod-2')).statusCode).toBe(200);
  const back = await call(h, s, 'subscriptionReactivate', { params: { id } });
  expect(back.json()).toMatchObject({ status: 'ACTIVE', nextBillingDate: sub?.nextBillingDate });
  // Another customer cannot touch it.
  const other = await newCustomer(h, 'arena');
  expect(refused(await call(h, other, 'subscriptionCancel', { params: { id } }))[0]).toBe(404);
});

test('an ended subscription is EXPIRED, cannot be reactivated, and no longer plays', async () => {
  const s = await newCustomer(h, 'arena');
  await payByCard(h, s, 'arena-monthly');
  const [sub] = await subscriptionsOf(s);
  const past = new Date(Date.now() - 86_400_000);
  await h.db.updateTable('subscription').set({ period_end: past, cancelled_at: past }).where('user_id', '=', s.userId).execute();
  await h.db.updateTable('entitlement').set({ expires_at: past }).where('user_id', '=', s.userId).execute();
  expect((await subscriptionsOf(s))[0]).toMatchObject({ status: 'EXPIRED', active: false, nextBillingDate: null });
  expect(refused(await call(h, s, 'subscriptionReactivate', { params: { id: sub?.id ?? '' } }))).toEqual([
    409,
    'CONFLICT',
    'subscriptionEnded',
  ]);
  expect((await play(s, 'arena-vod-2')).statusCode).toBe(403);
});

test('price migrations: listed while unanswered and before the deadline; confirm and decline each answer once', async () => {
  const [yes, no, late] = [await newCustomer(h, 'arena'), await newCustomer(h, 'arena'), await newCustomer(h, 'arena')];
  for (const s of [yes, no, late]) await payByCard(h, s, 'arena-yearly');
  const deadline = new Date(Date.now() + 14 * 86_400_000).toISOString();
  const effectiveDate = new Date(Date.now() + 30 * 86_400_000).toISOString();
  const announce = await call(h, admin, 'priceMigrationCreate', {
    params: { id: 'arena-yearly' },
    body: { newAmount: { amount: 54900, scale: 2, currency: 'BRL' }, effectiveDate, deadline },
  });
  expect(announce.statusCode).toBe(201);
  expect((announce.json() as { created: number }).created).toBeGreaterThanOrEqual(3);
  // Only administrators announce.
  expect(
    refused(
      await call(h, yes, 'priceMigrationCreate', {
        params: { id: 'arena-yearly' },
        body: { newAmount: { amount: 1, scale: 2, currency: 'BRL' }, effectiveDate, deadline },
      }),
    )[0],
  ).toBe(403);

  const pending = priceMigrationList.parse((await call(h, yes, 'priceMigrations')).json()).priceMigrations;
  expect(pending).toHaveLength(1);
  expect(pending[0]).toMatchObject({
    licenceId: 'arena-yearly',
    currentPrice: { amount: 49900 },
    newPrice: { amount: 54900 },
    consent: { customerConfirmed: false },
  });
  const confirmed = await call(h, yes, 'priceMigrationConfirm', { params: { id: pending[0]?.id ?? '' } });
  expect(confirmed.json()).toMatchObject({ consent: { customerConfirmed: true } });
  expect(priceMigrationList.parse((await call(h, yes, 'priceMigrations')).json()).priceMigrations).toEqual([]);
  expect((await subscriptionsOf(yes))[0]).toMatchObject({ status: 'ACTIVE', nextPrice: { amount: 54900 } });
  expect(refused(await call(h, yes, 'priceMigrationDecline', { params: { id: pending[0]?.id ?? '' } }))).toEqual([
    409,
    'CONFLICT',
    'priceMigrationAnswered',
  ]);

  const [theirs] = priceMigrationList.parse((await call(h, no, 'priceMigrations')).json()).priceMigrations;
  expect(refused(await call(h, yes, 'priceMigrationConfirm', { params: { id: theirs?.id ?? '' } }))[0]).toBe(404);
  expect((await call(h, no, 'priceMigrationDecline', { params: { id: theirs?.id ?? '' } })).json()).toMatchObject({
    consent: { customerConfirmed: null },
  });
  // Declined: the subscription ends with its period.
  expect((await subscriptionsOf(no))[0]).toMatchObject({ status: 'CANCELLED', active: true });

  // A deadline that has passed: no longer listed, and no longer answerable.
  await h.db
    .updateTable('price_migration')
    .set({ deadline: new Date(Date.now() - 1000) })
    .where('subscription_id', 'in', h.db.selectFrom('subscription').select('id').where('user_id', '=', late.userId))
    .execute();
  expect(priceMigrationList.parse((await call(h, late, 'priceMigrations')).json()).priceMigrations).toEqual([]);
  const lateId = (
    await h.db
      .selectFrom('price_migration')
      .innerJoin('subscription', 'subscription.id', 'price_migration.subscription_id')
      .select('price_migration.id')
      .where('subscription.user_id', '=', late.userId)
      .executeTakeFirstOrThrow()
  ).id;
  expect(refused(await call(h, late, 'priceMigrationConfirm', { params: { id: lateId } }))).toEqual([
    409,
    'CONFLICT',
    'priceMigrationClosed',
  ]);

  // A deadline in the past, or a start before the deadline, is refused.
  const badDeadline = await call(h, admin, 'priceMigrationCreate', {
    params: { id: 'arena-yearly' },
    body: { newAmount: { amount: 1, scale: 2, currency: 'BRL' }, effectiveDate, deadline: new Date(Date.now() - 1000).toISOString() },
  });
  expect(refused(badDeadline)[0]).toBe(400);
});

test('payment history pages newest first with the card used; declines are listed with their reason', async () => {
  const s = await newCustomer(h, 'arena');
  const b = await basketFor(h, s, 'arena-ppv-derby');
  await pay(h, s, b.id, { paymentProvider: 'test-card', card: card(CARD.decline) });
  await pay(h, s, b.id, { paymentProvider: 'test-card', card: card(CARD.approve) });
  await payByCard(h, s, 'arena-monthly', CARD.mastercard);
  const first = paymentHistory.parse((await call(h, s, 'paymentHistory', { query: { rpp: '2', p: '1' } })).json());
  expect(first).toMatchObject({ page: 1, totalPages: 2, totalCount: 3 });
  const second = paymentHistory.parse((await call(h, s, 'paymentHistory', { query: { rpp: '2', p: '2' } })).json());
  const all = [...first.payments, ...second.payments];
  expect(all.map((p) => [p.status, p.description, p.card?.lastFour])).toEqual([
    ['SUCCEEDED', 'Arena Monthly', '4444'],
    ['SUCCEEDED', 'Derby Night Pass', '4242'],
    ['DECLINED', 'Derby Night Pass', '0002'],
  ]);
  expect(all[2]?.declineReason).toBe('CARD_DECLINED');
  expect(paymentHistory.parse((await call(h, s, 'paymentHistory')).json()).payments).toHaveLength(3);
  expect(paymentHistory.parse((await call(h, await newCustomer(h, 'arena'), 'paymentHistory')).json()).payments).toEqual([]);
  for (const query of [{ rpp: '0' }, { p: '-1' }, { p: 'x' }, { rpp: '10', extra: '1' }] as Record<string, string>[]) {
    expect(refused(await call(h, s, 'paymentHistory', { query }))[1], JSON.stringify(query)).toBe('VALIDATION');
  }
});

test('saved cards list brand, last four and expiry; a saved card pays again; a deleted card is gone', async () => {
  const s = await newCustomer(h, 'arena');
  const b = await basketFor(h, s, 'arena-ppv-derby');
  await pay(h, s, b.id, { paymentProvider: 'test-card', card: card(CARD.mastercard), saveCard: true });
  await payByCard(h, s, 'arena-monthly', CARD.approve);
  const page = cardPage.parse((await call(h, s, 'cards', { query: { rpp: '20', p: '1' } })).json());
  expect(page.cards.map((c) => [c.brand, c.lastFour])).toEqual([['mastercard', '4444']]);
  expect(page).toMatchObject({ cardsCurrentPage: 1, cardsTotalPages: 1 });
  const cardId = page.cards[0]?.id ?? '';
  const again = await pay(h, s, (await basketFor(h, s, 'arena-yearly')).id, { paymentProvider: 'test-card', cardId });
  expect(again.statusCode).toBe(201);
  expect(refused(await call(h, await newCustomer(h, 'arena'), 'cardDelete', { params: { id: cardId } }))[0]).toBe(404);
  expect((await call(h, s, 'cardDelete', { params: { id: cardId } })).json()).toEqual({ ok: true });
  expect(cardPage.parse((await call(h, s, 'cards')).json()).cards).toEqual([]);
  expect(refused(await call(h, s, 'cardDelete', { params: { id: cardId } }))[0]).toBe(404);
  // The history keeps the card's digits.
  expect(paymentHistory.parse((await call(h, s, 'paymentHistory')).json()).payments[0]?.card).toEqual({
    brand: 'mastercard',
    lastFour: '4444',
  });
});

test('billing addresses: put by id, listed as a map without ZZ, postal codes printable ASCII; billing details set the tax number', async () => {
  const s = await newCustomer(h, 'arena');
  const [home, nowhere] = [randomUUID(), randomUUID()];
  const put = await call(h, s, 'billingAddressPut', {
    params: { id: home },
    body: { countryCode: 'GB', postalCode: 'SW1A 1AA', line1: '1 Test Street', city: 'London' },
  });
  expect(put.json()).toMatchObject({ id: home, countryCode: 'GB', default: true });
  await call(h, s, 'billingAddressPut', { params: { id: nowhere }, body: { countryCode: 'ZZ' } });
  const listed = billingAddresses.parse((await call(h, s, 'billingAddresses')).json());
  expect(Object.keys(listed)).toEqual([home]);
  for (const postalCode of ['SW1A\u00A01AA', 'ÄÖ123', '\u0000', 'x'.repeat(17)]) {
    expect(
      refused(await call(h, s, 'billingAddressPut', { params: { id: home }, body: { countryCode: 'GB', postalCode } }))[1],
      postalCode,
    ).toBe('VALIDATION');
  }
  expect(refused(await call(h, s, 'billingAddressPut', { params: { id: home }, body: { countryCode: 'gbr' } }))[1]).toBe('VALIDATION');
  // Someone else's address id is not theirs to write.
  expect(
    refused(await call(h, await newCustomer(h, 'arena'), 'billingAddressPut', { params: { id: home }, body: { countryCode: 'FR' } }))[0],
  ).toBe(404);

  const details = await call(h, s, 'billingDetails', {
    body: { taxNumber: 'GB123456789', address: { countryCode: 'IE', postalCode: 'D02 X285' } },
  });
  expect(details.json()).toMatchObject({ taxNumber: 'GB123456789', address: { id: home, countryCode: 'IE', default: true } });
  const profile = (await call(h, s, 'userProfile')).json() as { taxNumber: string | null };
  expect(profile.taxNumber).toBe('GB123456789');
  // The default address's country estimates the tax of the next basket.
  expect((await basketFor(h, s, 'arena-ppv-derby')).taxRateEstimated).toEqual({ countryCode: 'IE', percent: 23, known: true });
  expect(refused(await call(h, s, 'billingDetails', { body: { address: { countryCode: 'IE' }, taxNumber: '\u0007' } }))[1]).toBe(
    'VALIDATION',
  );
});
