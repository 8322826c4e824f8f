// Paying over the real database: approved, declined and authorisation-step test cards, the
// zero-balance provider, idempotent retries, the entitlement the playback endpoint checks, and
// a card number that is never stored.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { paymentAnswer, type Basket, type PaymentAnswer } from '../../src/contracts/commerce.ts';
import { call, newCustomer, refused, refusal, type Session } from './account-helpers.ts';
import { basketFor, CARD, card, pay } from './commerce-helpers.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ seedItems: 20 });
});
afterAll(async () => h?.close());

const count = async (table: 'charge' | 'payment', userId: string) => {
  const rows =
    table === 'charge'
      ? await h.db
          .selectFrom('charge')
          .innerJoin('payment', 'payment.id', 'charge.payment_id')
          .select('charge.id')
          .where('payment.user_id', '=', userId)
          .execute()
      : await h.db.selectFrom('payment').select('id').where('user_id', '=', userId).execute();
  return rows.length;
};
const entitlements = (userId: string) => h.db.selectFrom('entitlement').selectAll().where('user_id', '=', userId).execute();
const play = (s: Session, id: string) => call(h, s, 'playback', { params: { id }, body: {} });

test('an approved card pays once: charge, entitlement and a paid basket', async () => {
  const s = await newCustomer(h, 'arena');
  const b = await basketFor(h, s, 'arena-ppv-derby');
  const res = await pay(h, s, b.id, { paymentProvider: 'test-card', card: card(CARD.approve) });
  expect(res.statusCode).toBe(201);
  const answer = paymentAnswer.parse(res.json());
  expect(answer).toMatchObject({
    status: 'SUCCEEDED',
    amount: { amount: 7490, currency: 'BRL' },
    entitlement: { licenceId: 'arena-ppv-derby', expiresAt: null },
  });
  expect(await count('charge', s.userId)).toBe(1);
  expect(((await call(h, s, 'basketGet', { params: { id: b.id } })).json() as Basket).status).toBe('PAID');
  // Paying the paid basket again, with another key, is a conflict and charges nothing.
  expect(refused(await pay(h, s, b.id, { paymentProvider: 'test-card', card: card(CARD.approve) }))).toEqual([
    409,
    'CONFLICT',
    'basketPaid',
  ]);
  expect(await count('charge', s.userId)).toBe(1);
});

test('a pay-per-view unlocks its item: playback refused before, allowed after', async () => {
  const s = await newCustomer(h, 'arena');
  expect(refused(await play(s, 'arena-vod-4'))).toEqual([403, 'FORBIDDEN', expect.any(String)]);
  const paid = await pay(h, s, (await basketFor(h, s, 'arena-ppv-derby')).id, { paymentProvider: 'test-card', card: card(CARD.approve) });
  expect(paid.statusCode).toBe(201);
  expect((await play(s, 'arena-vod-4')).statusCode).toBe(200);
});

test('a subscription unlocks its items until the end of its period', async () => {
  const s = await newCustomer(h, 'arena');
  expect((await play(s, 'arena-vod-2')).statusCode).toBe(403);
  const before = Date.now();
  const res = await pay(h, s, (await basketFor(h, s, 'arena-monthly')).id, { paymentProvider: 'test-card', card: card(CARD.mastercard) });
  const answer = res.json() as PaymentAnswer;
  const end = new Date(answer.entitlement?.expiresAt ?? 0).getTime();
  // A month: between 28 and 31 days from now.
  expect(end - before).toBeGreaterThanOrEqual(28 * 86_400_000);
  expect(end - before).toBeLessThanOrEqual(31 * 86_400_000 + 60_000);
  expect((await play(s, 'arena-vod-2')).statusCode).toBe(200);
  // Held already: a second basket for it is refused.
  expect(refused(await call(h, s, 'basketCreate', { body: { licenceId: 'arena-monthly' } }))).toEqual([
    409,
    'CONFLICT',
    'alreadySubscribed',
  ]);
});

test('declined cards: 402 with the reason, nothing charged or granted, and a retry hears the same', async () => {
  const s = await newCustomer(h, 'arena');
  const b = await basketFor(h, s, 'arena-ppv-derby');
  for (const [number, reason] of [
    [CARD.decline, 'CARD_DECLINED'],
    [CARD.insufficient, 'INSUFFICIENT_FUNDS'],
  ] as const) {
    const key = randomUUID();
    const res = await pay(h, s, b.id, { paymentProvider: 'test-card', card: card(number) }, key);
    expect(refused(res)).toEqual([402, 'PAYMENT_DECLINED', 'paymentDeclined']);
    expect(refusal(res).details).toMatchObject({ reason });
    const again = await pay(h, s, b.id, { paymentProvider: 'test-card', card: card(CARD.approve) }, key);
    expect(refusal(again).details).toEqual(refusal(res).details);
  }
  expect(await count('charge', s.userId)).toBe(0);
  expect(await entitlements(s.userId)).toEqual([]);
  // The basket is still open: a good card then pays it.
  expect((await pay(h, s, b.id, { paymentProvider: 'test-card', card: card(CARD.approve) })).statusCode).toBe(201);
});

test('a retried pay with the same key never charges twice and answers the first result', async () => {
  const s = await newCustomer(h, 'arena');
  const b = await basketFor(h, s, 'arena-yearly');
  const key = `retry-${randomUUID()}`;
  const first = await pay(h, s, b.id, { paymentProvider: 'test-card', card: card(CARD.approve) }, key);
  const retries = await Promise.all([1, 2, 3].map(() => pay(h, s, b.id, { paymentProvider: 'test-card', card: card(CARD.approve) }, key)));
  for (const r of retries) {
    expect(r.statusCode).toBe(201);
    expect(r.json()).toEqual(first.json());
  }
  expect(await count('charge', s.userId)).toBe(1);
  expect(await count('payment', s.userId)).toBe(1);
  expect(await entitlements(s.userId)).toHaveLength(1);
  // The same key for another basket is a conflict, not a replay.
  const other = await basketFor(h, s, 'arena-ppv-derby');
  expect(refused(await pay(h, s, other.id, { paymentProvider: 'test-card', card: card(CARD.approve) }, key))).toEqual([
    409,
    'CONFLICT',
    'idempotencyKeyReused',
  ]);
  // No key, or a malformed one, is refused before anything happens.
  const none = await call(h, s, 'basketPay', {
    params: { id: other.id },
    body: { paymentProvider: 'test-card', card: card(CARD.approve) },
  });
  expect(refused(none)[1]).toBe('VALIDATION');
  expect(refusal(none).details).toMatchObject({ where: 'headers' });
  expect(refused(await pay(h, s, other.id, { paymentProvider: 'test-card', card: card(CARD.approve) }, 'short'))[1]).toBe('VALIDATION');
});

test('the authorisation step: pay answers 202 with an id, authorise completes it once', async () => {
  const s = await newCustomer(h, 'arena');
  const b = await basketFor(h, s, 'arena-ppv-derby');
  const key = randomUUID();
  const res = await pay(h, s, b.id, { paymentProvider: 'test-card', card: card(CARD.authorise) }, key);
  expect(res.statusCode).toBe(202);
  const pending = paymentAnswer.parse(res.json());
  expect(pending).toMatchObject({ status: 'AUTHORISATION_REQUIRED', entitlement: null, authorisation: { id: pending.paymentId } });
  expect(await count('charge', s.userId)).toBe(0);
  expect((await pay(h, s, b.id, { paymentProvider: 'test-card', card: card(CARD.authorise) }, key)).json()).toEqual(pending);
  const id = pending.authorisation?.id ?? '';
  const done = await call(h, s, 'paymentAuthorise', { params: { id }, body: { code: '123456' } });
  expect(done.statusCode).toBe(201);
  expect(done.json()).toMatchObject({ status: 'SUCCEEDED', entitlement: { licenceId: 'arena-ppv-derby' } });
  // Authorising again, or retrying the pay, answers the same and charges nothing more.
  expect((await call(h, s, 'paymentAuthorise', { params: { id }, body: { code: '123456' } })).json()).toEqual(done.json());
  expect((await pay(h, s, b.id, { paymentProvider: 'test-card', card: card(CARD.authorise) }, key)).json()).toEqual(done.json());
  expect(await count('charge', s.userId)).toBe(1);
});

test('a wrong authorisation code declines; another customer cannot authorise; cinema asks every card', async () => {
  const s = await newCustomer(h, 'cinema');
  const b = await basketFor(h, s, 'cinema-premiere');
  const res = await pay(h, s, b.id, { paymentProvider: 'test-card', card: card(CARD.approve) });
  expect(res.statusCode).toBe(202);
  const id = (res.json() as PaymentAnswer).paymentId;
  const stranger = await newCustomer(h, 'cinema');
  expect(refused(await call(h, stranger, 'paymentAuthorise', { params: { id }, body: { code: '123456' } }))[0]).toBe(404);
  const wrong = await call(h, s, 'paymentAuthorise', { params: { id }, body: { code: '000000' } });
  expect(refused(wrong)).toEqual([402, 'PAYMENT_DECLINED', 'paymentDeclined']);
  expect(refusal(wrong).details).toMatchObject({ reason: 'AUTHORISATION_FAILED' });
  expect(refused(await call(h, s, 'paymentAuthorise', { params: { id }, body: { code: '123456' } }))[0]).toBe(402);
  expect(await count('charge', s.userId)).toBe(0);
  // Cinema accepts Visa and Mastercard only.
  const amex = await pay(h, s, b.id, { paymentProvider: 'test-card', card: card(CARD.amex) });
  expect(refused(amex)).toEqual([400, 'BAD_REQUEST', 'cardRefused']);
  expect(refusal(amex).details).toEqual({ reason: 'BRAND_NOT_ACCEPTED' });
});

test('zero balance: a voucher covering the price pays with no card; the provider must fit the total', async () => {
  const s = await newCustomer(h, 'cinema');
  const b = await basketFor(h, s, 'cinema-premiere');
  expect(refused(await pay(h, s, b.id, { paymentProvider: 'zero-balance' }))).toEqual([400, 'BAD_REQUEST', 'paymentProviderUnavailable']);
  await call(h, s, 'basketVoucherApply', { params: { id: b.id }, body: { code: 'FREEFILM' } });
  expect(refused(await pay(h, s, b.id, { paymentProvider: 'test-card', card: card(CARD.approve) }))[2]).toBe('paymentProviderUnavailable');
  const res = await pay(h, s, b.id, { paymentProvider: 'zero-balance' });
  expect(res.statusCode).toBe(201);
  expect(res.json()).toMatchObject({ status: 'SUCCEEDED', amount: { amount: 0, currency: 'EUR' } });
  const redeemed = await h.db
    .selectFrom('voucher')
    .select('redemptions')
    .where('realm', '=', 'cinema')
    .where('code', '=', 'FREEFILM')
    .executeTakeFirstOrThrow();
  expect(redeemed.redemptions).toBeGreaterThanOrEqual(1);
  const next = await basketFor(h, s, 'cinema-monthly');
  expect(refused(await pay(h, s, next.id, { paymentProvider: 'no-such-provider' }))[2]).toBe('paymentProviderUnavailable');
});

test('a card number is stored nowhere: only a token, the brand, the last four digits and the expiry', async () => {
  const s = await newCustomer(h, 'arena');
  await pay(h, s, (await basketFor(h, s, 'arena-ppv-derby')).id, {
    paymentProvider: 'test-card',
    card: card(CARD.mastercard),
    saveCard: true,
  });
  await pay(h, s, (await basketFor(h, s, 'arena-yearly')).id, { paymentProvider: 'test-card', card: card(CARD.authorise) });
  const stored = await h.db.selectFrom('payment_card').selectAll().where('user_id', '=', s.userId).execute();
  expect(stored.map((c) => [c.brand, c.last_four, c.saved])).toEqual(
    expect.arrayContaining([
      ['mastercard', '4444', true],
      ['visa', '3184', false],
    ]),
  );
  // Every row of every table, as text.
  const tables = await sql<{
    table_name: string;
  }>`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(h.db);
  expect(tables.rows.length).toBeGreaterThan(20);
  for (const { table_name } of tables.rows) {
    const rows = await sql<{ t: string }>`select t::text as t from ${sql.table(table_name)} t`.execute(h.db);
    const text = rows.rows.map((r) => r.t).join('\n');
    for (const number of [CARD.mastercard, CARD.authorise]) expect(text.includes(number), `${table_name} holds ${number}`).toBe(false);
  }
});

test('bad pay bodies are refused in the error shape', async () => {
  const s = await newCustomer(h, 'arena');
  const b = await basketFor(h, s, 'arena-ppv-derby');
  const bodies = [
    {},
    { paymentProvider: 'test-card' },
    { paymentProvider: 'test-card', card: { ...card(CARD.approve), number: '4242' } },
    { paymentProvider: 'test-card', card: { ...card(CARD.approve), expiryMonth: 13 } },
    { paymentProvider: 'test-card', card: { ...card(CARD.approve), cvc: 'abc' } },
    { paymentProvider: 'test-card', card: card('4242424242424241') },
    { paymentProvider: 'test-card', card: { ...card(CARD.approve), expiryYear: 2001 } },
    { paymentProvider: 'test-card', cardId: randomUUID() },
  ];
  for (const body of bodies) {
    const res = await pay(h, s, b.id, body);
    expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
    refusal(res);
  }
  expect(await count('charge', s.userId)).toBe(0);
});
