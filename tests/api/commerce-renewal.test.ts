// Subscription renewals over the real database (services/commerce/renewals.ts): at the end of
// its period an active subscription is charged again on its card and its period and entitlement
// move on; a declined card or one that asks for an authorisation step ends it; a cancelled one
// is left to end; running the renewal again, or twice at once, never charges twice; an accepted
// price change applies from its date.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { subscriptionList } from '../../src/contracts/commerce.ts';
import { addPeriod } from '../../src/contracts/price.ts';
import { paymentHistory } from '../../src/contracts/payments.ts';
import { call, newCustomer, signIn, type Session } from './account-helpers.ts';
import { CARD, card, payByCard } from './commerce-helpers.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ seedItems: 20 });
});
afterAll(async () => h?.close());

const subscriptionsOf = async (s: Session) => subscriptionList.parse((await call(h, s, 'subscriptions')).json()).subscriptions;
const historyOf = async (s: Session) => paymentHistory.parse((await call(h, s, 'paymentHistory')).json()).payments;
const play = (s: Session, id: string) => call(h, s, 'playback', { params: { id }, body: {} });
const renew = () => h.app.services.commerce.renewals.renewDue();
const chargesOf = async (s: Session) =>
  (
    await h.db
      .selectFrom('charge')
      .innerJoin('payment', 'payment.id', 'charge.payment_id')
      .select(['charge.amount'])
      .where('payment.user_id', '=', s.userId)
      .execute()
  ).map((c) => c.amount);

/** The period has just ended: what the clock would show a minute after its end. */
async function endPeriod(s: Session): Promise<Date> {
  const ended = new Date(Date.now() - 60_000);
  await h.db.updateTable('subscription').set({ period_end: ended }).where('user_id', '=', s.userId).execute();
  await h.db.updateTable('entitlement').set({ expires_at: ended }).where('user_id', '=', s.userId).execute();
  return ended;
}

test('at the end of its period a subscription is charged again on its card; its period and entitlement move on by one', async () => {
  const s = await newCustomer(h, 'arena');
  await payByCard(h, s, 'arena-monthly');
  const ended = await endPeriod(s);
  expect((await play(s, 'arena-vod-2')).statusCode).toBe(403);

  const outcomes = (await renew()).filter((o) => o.status === 'RENEWED');
  const next = addPeriod(ended, 'P1M').toISOString();
  expect(outcomes).toContainEqual(expect.objectContaining({ status: 'RENEWED', periodEnd: next }));
  expect((await subscriptionsOf(s))[0]).toMatchObject({ status: 'ACTIVE', periodEnd: next, nextBillingDate: next });
  expect((await play(s, 'arena-vod-2')).statusCode).toBe(200);
  const history = await historyOf(s);
  expect(history.map((p) => [p.status, p.description, p.card?.lastFour])).toEqual([
    ['SUCCEEDED', 'Arena Monthly (renewal)', '4242'],
    ['SUCCEEDED', 'Arena Monthly', '4242'],
  ]);
  expect(await chargesOf(s)).toEqual([4990, 4990]);

  // Nothing is due any more: another run, or two at once, charge nothing.
  await Promise.all([renew(), renew()]);
  expect(await chargesOf(s)).toHaveLength(2);
});

test('a card that now declines, or asks for an authorisation step nobody is there to answer, ends the subscription at its period end', async () => {
  for (const [number, reason] of [
    [CARD.approve, 'CARD_DECLINED'],
    [CARD.authorise, 'AUTHORISATION_REQUIRED'],
  ] as const) {
    const s = await newCustomer(h, 'arena');
    if (number === CARD.authorise) {
      // Bought with the authorisation step completed.
      const basket = (await call(h, s, 'basketCreate', { body: { licenceId: 'arena-monthly' } })).json() as { id: string };
      const started = await call(h, s, 'basketPay', {
        params: { id: basket.id },
        body: { paymentProvider: 'test-card', card: { number, expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 2, cvc: '123' } },
        headers: { 'idempotency-key': crypto.randomUUID() },
      });
      const paymentId = (started.json() as { paymentId: string }).paymentId;
      expect((await call(h, s, 'paymentAuthorise', { params: { id: paymentId }, body: { code: '123456' } })).statusCode).toBe(201);
    } else {
      await payByCard(h, s, 'arena-monthly', number);
      // The card was fine when bought; since then its bank declines it.
      const cards = await h.db.selectFrom('payment_card').select(['id', 'token']).where('user_id', '=', s.userId).execute();
      for (const c of cards)
        await h.db
          .updateTable('payment_card')
          .set({ token: c.token.replace('tc_APPROVE_', 'tc_DECLINE_') })
          .where('id', '=', c.id)
          .execute();
    }
    const ended = await endPeriod(s);
    const [sub] = await subscriptionsOf(s);
    const outcome = (await renew()).find((o) => o.subscriptionId === sub?.id);
    expect(outcome, reason).toMatchObject({ status: 'DECLINED', reason, periodEnd: ended.toISOString() });
    expect((await subscriptionsOf(s))[0], reason).toMatchObject({ status: 'EXPIRED', active: false, nextBillingDate: null });
    expect((await historyOf(s))[0], reason).toMatchObject({ status: 'DECLINED', declineReason: reason });
    expect(await chargesOf(s), reason).toHaveLength(1);
    expect((await play(s, 'arena-vod-2')).statusCode, reason).toBe(403);
    // Ended, it is not tried again.
    expect((await renew()).some((o) => o.subscriptionId === sub?.id)).toBe(false);
  }
});

test('a cancelled subscription is not renewed; a removed card leaves nothing to charge and the subscription ends', async () => {
  const cancelled = await newCustomer(h, 'arena');
  await payByCard(h, cancelled, 'arena-monthly');
  const [sub] = await subscriptionsOf(cancelled);
  await call(h, cancelled, 'subscriptionCancel', { params: { id: sub?.id ?? '' } });
  await endPeriod(cancelled);
  expect((await renew()).some((o) => o.subscriptionId === sub?.id)).toBe(false);
  expect((await subscriptionsOf(cancelled))[0]).toMatchObject({ status: 'EXPIRED' });
  expect(await chargesOf(cancelled)).toHaveLength(1);

  const removed = await newCustomer(h, 'arena');
  await payByCard(h, removed, 'arena-monthly');
  await h.db.updateTable('payment_card').set({ deleted_at: new Date() }).where('user_id', '=', removed.userId).execute();
  await endPeriod(removed);
  const [theirs] = await subscriptionsOf(removed);
  expect((await renew()).find((o) => o.subscriptionId === theirs?.id)).toMatchObject({ status: 'NO_CARD', reason: 'NO_PAYMENT_METHOD' });
  expect((await subscriptionsOf(removed))[0]).toMatchObject({ status: 'EXPIRED' });
});

test('an accepted price change applies from its effective date: the renewal charges the new price', async () => {
  const admin = await signIn(h, 'arena', 'admin@arena.example');
  const s = await newCustomer(h, 'arena');
  await payByCard(h, s, 'arena-monthly');
  const effectiveDate = new Date(Date.now() + 2 * 86_400_000).toISOString();
  const deadline = new Date(Date.now() + 86_400_000).toISOString();
  const announced = await call(h, admin, 'priceMigrationCreate', {
    params: { id: 'arena-monthly' },
    body: { newAmount: { amount: 5490, scale: 2, currency: 'BRL' }, effectiveDate, deadline },
  });
  expect(announced.statusCode).toBe(201);
  const mine = (await call(h, s, 'priceMigrations')).json() as { priceMigrations: { id: string }[] };
  const id = mine.priceMigrations[0]?.id ?? '';
  expect((await call(h, s, 'priceMigrationConfirm', { params: { id } })).statusCode).toBe(200);
  // The period ends after the change's date.
  await endPeriod(s);
  await h.db
    .updateTable('price_migration')
    .set({ effective_at: new Date(Date.now() - 120_000) })
    .where('id', '=', id)
    .execute();
  await renew();
  expect(await chargesOf(s)).toEqual([4990, 5490]);
  expect((await subscriptionsOf(s))[0]).toMatchObject({ status: 'ACTIVE', price: { amount: 5490 } });
});

test('a card the customer chose for the subscription since (payment update) is the one the renewal charges', async () => {
  const s = await newCustomer(h, 'arena');
  await payByCard(h, s, 'arena-monthly');
  // A second card saved with another purchase, then chosen for the subscription.
  const basket = (await call(h, s, 'basketCreate', { body: { licenceId: 'arena-ppv-derby' } })).json() as { id: string };
  const saved = await call(h, s, 'basketPay', {
    params: { id: basket.id },
    body: { paymentProvider: 'test-card', card: card(CARD.mastercard), saveCard: true },
    headers: { 'idempotency-key': crypto.randomUUID() },
  });
  expect(saved.statusCode).toBe(201);
  const mastercard = await h.db
    .selectFrom('payment_card')
    .select('id')
    .where('user_id', '=', s.userId)
    .where('last_four', '=', '4444')
    .executeTakeFirstOrThrow();
  const [sub] = await subscriptionsOf(s);
  const chosen = await call(h, s, 'subscriptionCardSet', { params: { id: mastercard.id, subscriptionId: sub?.id ?? '' } });
  expect(chosen.statusCode).toBeLessThan(300);
  await endPeriod(s);
  await renew();
  expect((await historyOf(s))[0]).toMatchObject({
    status: 'SUCCEEDED',
    description: 'Arena Monthly (renewal)',
    card: { lastFour: '4444' },
  });
});
