// Free trials (decision 0042) over the real database. Cinema's monthly licence starts with seven
// free days and the realm's trial is compulsory: its basket says so (nothing due today, the total
// charged when the trial ends); a pay without the acknowledgement of its terms is refused in the
// spec's error shape with nothing written, and the same attempt goes through once acknowledged.
// The trial charges nothing, keeps the card, and starts a subscription whose first billing date
// is the trial's end. A customer has a licence's trial once. Where the trial is not compulsory
// (arena, given a trial here) no acknowledgement is asked.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { basket as basketSchema, subscriptionList, type PaymentAnswer } from '../../src/contracts/commerce.ts';
import { bumpRealmVersions } from '../../src/server/db/realm-version.ts';
import { call, newCustomer, refusal, refused, type Session } from './account-helpers.ts';
import { basketFor, CARD, card, pay } from './commerce-helpers.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ seedItems: 20 });
});
afterAll(async () => h?.close());

const DAY = 86_400_000;
const count = async (table: 'payment' | 'payment_card' | 'charge' | 'subscription', userId: string) => {
  const rows =
    table === 'charge'
      ? await h.db
          .selectFrom('charge')
          .innerJoin('payment', 'payment.id', 'charge.payment_id')
          .select('charge.id')
          .where('payment.user_id', '=', userId)
          .execute()
      : await h.db.selectFrom(table).select('id').where('user_id', '=', userId).execute();
  return rows.length;
};
const subscriptionsOf = async (s: Session) => subscriptionList.parse((await call(h, s, 'subscriptions')).json()).subscriptions;

test("the trial licence's basket: nothing due today, the total when the trial ends; other licences have none", async () => {
  const s = await newCustomer(h, 'cinema');
  const monthly = basketSchema.parse(await basketFor(h, s, 'cinema-monthly'));
  expect(monthly.freeTrial).toMatchObject({ days: 7, dueToday: { amount: 0 }, firstCharge: monthly.total });
  const ends = Date.parse(monthly.freeTrial?.endsAt ?? '');
  expect(Math.abs(ends - (Date.now() + 7 * DAY))).toBeLessThan(60_000);
  expect((await basketFor(h, s, 'cinema-yearly')).freeTrial).toBeNull();
  expect((await basketFor(h, s, 'cinema-premiere')).freeTrial).toBeNull();
});

test('a pay without the acknowledgement is refused, naming the field, and writes nothing; acknowledged, the same attempt goes through', async () => {
  const s = await newCustomer(h, 'cinema');
  const b = await basketFor(h, s, 'cinema-monthly');
  const key = randomUUID();
  for (const extra of [{}, { freeTrialAcknowledged: false }]) {
    const res = await pay(h, s, b.id, { paymentProvider: 'test-card', card: card(CARD.approve), ...extra }, key);
    expect(refused(res)).toEqual([400, 'BAD_REQUEST', 'freeTrialAcknowledgementRequired']);
    expect(refusal(res).details).toMatchObject({
      reason: 'FREE_TRIAL_NOT_ACKNOWLEDGED',
      fields: [{ field: 'freeTrialAcknowledged', problem: 'freeTrialAcknowledgementRequired' }],
    });
  }
  // A saved card is no way around it either.
  expect(refused(await pay(h, s, b.id, { paymentProvider: 'test-card', cardId: randomUUID() }))[2]).toBe(
    'freeTrialAcknowledgementRequired',
  );
  for (const table of ['payment', 'payment_card', 'charge', 'subscription'] as const) expect(await count(table, s.userId)).toBe(0);

  // Cinema sends every card through the bank's step; the trial's check charges nothing.
  const res = await pay(h, s, b.id, { paymentProvider: 'test-card', card: card(CARD.approve), freeTrialAcknowledged: true }, key);
  expect(res.statusCode).toBe(202);
  expect((res.json() as PaymentAnswer).amount.amount).toBe(0);
  const id = (res.json() as PaymentAnswer).paymentId;
  const done = await call(h, s, 'paymentAuthorise', { params: { id }, body: { code: '123456' } });
  expect(done.statusCode).toBe(201);
  const answer = done.json() as PaymentAnswer;
  expect(answer).toMatchObject({
    status: 'SUCCEEDED',
    amount: { amount: 0, currency: 'EUR' },
    entitlement: { licenceId: 'cinema-monthly' },
  });
  const trialEnd = Date.parse(answer.entitlement?.expiresAt ?? '');
  expect(Math.abs(trialEnd - (Date.now() + 7 * DAY))).toBeLessThan(60_000);

  // The subscription: its first billing is the trial's end, at the full price; the card was kept.
  const [sub] = await subscriptionsOf(s);
  expect(sub).toMatchObject({ licenceId: 'cinema-monthly', status: 'ACTIVE', price: { amount: b.total.amount } });
  expect(sub?.freeTrialEndsAt).toBe(answer.entitlement?.expiresAt);
  expect(sub?.nextBillingDate).toBe(sub?.freeTrialEndsAt);
  expect(sub?.card).toMatchObject({ brand: 'visa', lastFour: '4242' });
  const cards = (await call(h, s, 'cards')).json() as { cards: { lastFour: string }[] };
  expect(cards.cards.map((c) => c.lastFour)).toEqual(['4242']);
  const charges = await sql<{
    amount: number;
  }>`select c.amount from charge c join payment p on p.id = c.payment_id where p.user_id = ${s.userId}`.execute(h.db);
  expect(charges.rows.map((r) => r.amount)).toEqual([0]);
  // The paid basket still tells of its trial, ending when the subscription's does.
  const paid = basketSchema.parse((await call(h, s, 'basketGet', { params: { id: b.id } })).json());
  expect(paid.status).toBe('PAID');
  expect(Math.abs(Date.parse(paid.freeTrial?.endsAt ?? '') - trialEnd)).toBeLessThan(2_000);
  // It plays during the trial.
  expect((await call(h, s, 'playback', { params: { id: 'cinema-vod-2' }, body: {} })).statusCode).toBe(200);
});

test('a trial is had once: after it the licence is paid in full, with no acknowledgement asked', async () => {
  const s = await newCustomer(h, 'cinema');
  const first = await basketFor(h, s, 'cinema-monthly');
  // A second basket opened while the first is unpaid offers the trial too; only the first pay gets it.
  const second = await basketFor(h, s, 'cinema-monthly');
  expect(second.freeTrial).not.toBeNull();
  const paid = await pay(h, s, first.id, { paymentProvider: 'test-card', card: card(CARD.approve), freeTrialAcknowledged: true });
  expect(paid.statusCode).toBe(202);
  await call(h, s, 'paymentAuthorise', { params: { id: (paid.json() as PaymentAnswer).paymentId }, body: { code: '123456' } });
  expect(
    refused(await pay(h, s, second.id, { paymentProvider: 'test-card', card: card(CARD.approve), freeTrialAcknowledged: true })),
  ).toEqual([409, 'CONFLICT', 'freeTrialUsed']);

  // The trial ends without renewal (no renewal job): a new basket costs the full price today.
  await h.db
    .updateTable('subscription')
    .set({ period_end: new Date(Date.now() - 1000) })
    .where('user_id', '=', s.userId)
    .execute();
  const again = await basketFor(h, s, 'cinema-monthly');
  expect(again.freeTrial).toBeNull();
  const res = await pay(h, s, again.id, { paymentProvider: 'test-card', card: card(CARD.approve) });
  expect(res.statusCode).toBe(202);
  expect((res.json() as PaymentAnswer).amount.amount).toBe(again.total.amount);
});

test('where the trial is not compulsory it starts without an acknowledgement', async () => {
  // Arena's monthly licence given a three-day trial, as an operator would.
  const row = await h.db
    .selectFrom('licence')
    .select('licence')
    .where('realm', '=', 'arena')
    .where('id', '=', 'arena-monthly')
    .executeTakeFirstOrThrow();
  await h.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('licence')
      .set({ licence: JSON.stringify({ ...(row.licence as object), freeTrialDays: 3 }) })
      .where('realm', '=', 'arena')
      .where('id', '=', 'arena-monthly')
      .execute();
    await bumpRealmVersions(trx, ['arena']);
  });
  try {
    const s = await newCustomer(h, 'arena');
    const b = await basketFor(h, s, 'arena-monthly');
    expect(b.freeTrial?.days).toBe(3);
    const res = await pay(h, s, b.id, { paymentProvider: 'test-card', card: card(CARD.approve) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'SUCCEEDED', amount: { amount: 0 } });
    expect((await subscriptionsOf(s))[0]?.freeTrialEndsAt).not.toBeNull();
  } finally {
    await h.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('licence')
        .set({ licence: JSON.stringify(row.licence) })
        .where('realm', '=', 'arena')
        .where('id', '=', 'arena-monthly')
        .execute();
      await bumpRealmVersions(trx, ['arena']);
    });
  }
});

test('the acknowledgement must be a boolean', async () => {
  const s = await newCustomer(h, 'cinema');
  const b = await basketFor(h, s, 'cinema-monthly');
  for (const freeTrialAcknowledged of ['true', 1, null, {}]) {
    const res = await pay(h, s, b.id, { paymentProvider: 'test-card', card: card(CARD.approve), freeTrialAcknowledged });
    expect(refused(res)[0]).toBe(400);
    expect(refusal(res).code).toBe('VALIDATION');
  }
});
