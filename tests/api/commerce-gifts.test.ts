// Gifts over the real database (decision 0040): the catalogue by country, a gift's basket with
// its options checked, paying it through the ordinary pay (idempotent; the buyer gets the gift,
// not the licence; the recipient is mailed the redemption id), redeeming it once, and the
// refusals in the spec's error shape. The buyer sees the redemption id once paid (decision 0041);
// without a countryCode the viewer's country is used.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { basket as basketSchema, paymentAnswer, type Basket } from '../../src/contracts/commerce.ts';
import { giftCatalogue, giftRedeemed, giftRedemption } from '../../src/contracts/gifts.ts';
import { call, newCustomer, refusal, refused, type Session } from './account-helpers.ts';
import { CARD, card, pay } from './commerce-helpers.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ seedItems: 20 });
});
afterAll(async () => h?.close());

const periods = (value: unknown, type: unknown = 'INT_RANGE') => ({ numberOfPeriods: { type, value } });
const giftBody = (recipientEmail: string, value: unknown = 3) => ({ recipientEmail, note: 'Happy birthday!', options: periods(value) });

async function giftBasket(s: Session, recipient: string, value = 3): Promise<Basket> {
  const res = await call(h, s, 'giftBasketAdd', {
    params: { id: 'arena-monthly' },
    query: { countryCode: 'GB' },
    body: giftBody(recipient, value),
  });
  expect(res.statusCode, res.body).toBe(201);
  return basketSchema.parse(res.json());
}

const mailsTo = (to: string) => h.db.selectFrom('outbox').selectAll().where('to_address', '=', to).where('kind', '=', 'GIFT').execute();
const redemptionIdOf = (body: string) => /redemption id is ([0-9a-f-]{36})/.exec(body)?.[1] ?? '';
const entitlementOf = (userId: string) =>
  h.db.selectFrom('entitlement').selectAll().where('user_id', '=', userId).where('licence_id', '=', 'arena-monthly').executeTakeFirst();

test("the catalogue lists the realm's subscriptions with their period range, and the country's tax estimate", async () => {
  const res = await call(h, null, 'giftCatalogue', { query: { countryCode: 'GB' } });
  expect(res.statusCode).toBe(200);
  const catalogue = giftCatalogue.parse(res.json());
  expect(catalogue.gifts.map((g) => [g.externalId, g.period, g.options.numberOfPeriods.min, g.options.numberOfPeriods.max])).toEqual([
    ['arena-monthly', 'P1M', 1, 12],
    ['arena-yearly', 'P1Y', 1, 3],
  ]);
  expect(catalogue.gifts[0]?.itemPrice).toEqual({ amount: 4990, scale: 2, currency: 'BRL' });
  expect(catalogue.taxRateEstimated).toMatchObject({ countryCode: 'GB', known: true });
  // Pay-per-view licences are not gifts.
  expect(catalogue.gifts.some((g) => g.externalId === 'arena-ppv-derby')).toBe(false);
  expect(giftCatalogue.parse((await call(h, null, 'giftCatalogue', { query: { countryCode: 'QQ' } })).json()).taxRateEstimated.known).toBe(
    false,
  );
});

test('a realm without gifting has no gifts; a bad country is refused', async () => {
  expect(refused(await call(h, null, 'giftCatalogue', { realm: 'club' }))).toEqual([404, 'NOT_FOUND', 'giftingDisabled']);
  const clubber = await newCustomer(h, 'club');
  expect(refused(await call(h, clubber, 'giftBasketAdd', { params: { id: 'club-monthly' }, body: giftBody('a@test.example') }))[0]).toBe(
    404,
  );
  expect((await call(h, null, 'giftCatalogue', { query: { countryCode: 'gb' } })).statusCode).toBe(400);
});

test("a gift's basket costs the period's price times the periods; options outside the type or range are refused", async () => {
  const buyer = await newCustomer(h, 'arena');
  const basket = await giftBasket(buyer, 'friend@test.example', 3);
  expect(basket.basketItems[0]).toMatchObject({ type: 'GIFT', licenceId: 'arena-monthly', catalogPrice: { amount: 3 * 4990 } });
  expect(basket.total.amount).toBe(3 * 4990);
  expect(basket.taxRateEstimated.countryCode).toBe('GB');

  const add = (body: unknown, id = 'arena-monthly') => call(h, buyer, 'giftBasketAdd', { params: { id }, body });
  // Beyond the licence's range: the gift's own refusal; below one period: the schema's.
  expect(refused(await add(giftBody('friend@test.example', 13)))).toEqual([400, 'BAD_REQUEST', 'giftPeriodsOutOfRange']);
  for (const value of [0, -1]) expect(refused(await add(giftBody('friend@test.example', value)))[0], String(value)).toBe(400);
  // The yearly gift goes up to 3 years.
  expect((await add(giftBody('friend@test.example', 4), 'arena-yearly')).statusCode).toBe(400);
  expect((await add(giftBody('friend@test.example', 3), 'arena-yearly')).statusCode).toBe(201);
  // Wrong type, not an integer, no recipient, a bad email, extra fields, a licence that is no gift.
  for (const body of [
    { ...giftBody('friend@test.example'), options: periods(2, 'LIST') },
    { ...giftBody('friend@test.example'), options: periods('2') },
    { ...giftBody('friend@test.example'), options: periods(1.5) },
    { note: 'x', options: periods(1) },
    giftBody('not-an-email'),
    { ...giftBody('friend@test.example'), extra: true },
  ]) {
    const res = await add(body);
    expect(res.statusCode, JSON.stringify(body)).toBe(400);
    refusal(res);
  }
  expect(refused(await add(giftBody('friend@test.example'), 'arena-ppv-derby'))).toEqual([404, 'NOT_FOUND', 'giftNotFound']);
  expect(
    (await call(h, null, 'giftBasketAdd', { params: { id: 'arena-monthly' }, body: giftBody('friend@test.example') })).statusCode,
  ).toBe(401);
});

test('paying a gift: one charge even when retried, no entitlement for the buyer, the recipient mailed once; then redeemed once', async () => {
  const buyer = await newCustomer(h, 'arena');
  const recipientEmail = `${randomUUID()}@test.example`;
  const basket = await giftBasket(buyer, recipientEmail, 2);
  const key = randomUUID();
  const first = await pay(h, buyer, basket.id, { paymentProvider: 'test-card', card: card(CARD.approve) }, key);
  expect(first.statusCode, first.body).toBe(201);
  const answer = paymentAnswer.parse(first.json());
  expect(answer).toMatchObject({
    status: 'SUCCEEDED',
    entitlement: null,
    gift: { licenceId: 'arena-monthly', recipientEmail, numberOfPeriods: 2 },
  });
  // The retry answers the same and charges nothing more.
  const again = await pay(h, buyer, basket.id, { paymentProvider: 'test-card', card: card(CARD.approve) }, key);
  expect(again.json()).toEqual(first.json());
  const charges = await h.db
    .selectFrom('charge')
    .innerJoin('payment', 'payment.id', 'charge.payment_id')
    .select('charge.amount')
    .where('payment.user_id', '=', buyer.userId)
    .execute();
  expect(charges).toEqual([{ amount: 2 * 4990 }]);
  expect(await entitlementOf(buyer.userId)).toBeUndefined();
  const mails = await mailsTo(recipientEmail);
  expect(mails).toHaveLength(1);
  const id = redemptionIdOf(mails[0]?.body ?? '');
  expect(mails[0]?.link).toBe(`/realm/arena/gifts/redeem?id=${id}`);
  expect(mails[0]?.body).toContain('Happy birthday!');
  // The buyer hears the redemption id too (decision 0041), in the pay answer and the basket.
  expect(answer.gift?.redemptionId).toBe(id);
  const paidBasket = basketSchema.parse((await call(h, buyer, 'basketGet', { params: { id: basket.id } })).json());
  expect(paidBasket.gift).toEqual({
    recipientEmail,
    note: 'Happy birthday!',
    period: 'P1M',
    numberOfPeriods: 2,
    redemptionId: id,
    redeemed: false,
  });

  const recipient = await newCustomer(h, 'arena');
  const shown = giftRedemption.parse((await call(h, recipient, 'giftRedemption', { params: { id } })).json());
  expect(shown).toMatchObject({
    id,
    licenceId: 'arena-monthly',
    period: 'P1M',
    numberOfPeriods: 2,
    note: 'Happy birthday!',
    redeemed: false,
  });

  const before = Date.now();
  const redeemed = await call(h, recipient, 'giftRedeem', { params: { id } });
  expect(redeemed.statusCode, redeemed.body).toBe(200);
  const { entitlement } = giftRedeemed.parse(redeemed.json());
  // Two months: between 59 and 62 days.
  const days = (Date.parse(entitlement.expiresAt ?? '') - before) / 86_400_000;
  expect(days).toBeGreaterThanOrEqual(59 - 0.01);
  expect(days).toBeLessThanOrEqual(62 + 0.01);
  expect((await entitlementOf(recipient.userId))?.expires_at).toEqual(new Date(entitlement.expiresAt ?? ''));
  expect((await call(h, recipient, 'playback', { params: { id: 'arena-vod-2' }, body: {} })).statusCode).toBe(200);

  // Twice: refused, by anyone, and nothing changes.
  expect(refused(await call(h, recipient, 'giftRedeem', { params: { id } }))).toEqual([409, 'CONFLICT', 'giftAlreadyRedeemed']);
  const other = await newCustomer(h, 'arena');
  expect(refused(await call(h, other, 'giftRedeem', { params: { id } }))).toEqual([409, 'CONFLICT', 'giftAlreadyRedeemed']);
  expect(await entitlementOf(other.userId)).toBeUndefined();
  expect(giftRedemption.parse((await call(h, other, 'giftRedemption', { params: { id } })).json()).redeemed).toBe(true);
  const afterRedeem = basketSchema.parse((await call(h, buyer, 'basketGet', { params: { id: basket.id } })).json());
  expect(afterRedeem.gift).toMatchObject({ redemptionId: id, redeemed: true });
});

test("the buyer's basket names the gift; the redemption id only once paid, and only to the buyer", async () => {
  const buyer = await newCustomer(h, 'arena');
  const basket = await giftBasket(buyer, 'Someone@Test.Example', 4);
  // Before paying: who it is for and for how long, no redemption id yet.
  expect(basket.gift).toEqual({
    recipientEmail: 'someone@test.example',
    note: 'Happy birthday!',
    period: 'P1M',
    numberOfPeriods: 4,
    redemptionId: null,
    redeemed: false,
  });
  // A licence's basket has no gift.
  expect(basketSchema.parse((await call(h, buyer, 'basketCreate', { body: { licenceId: 'arena-ppv-derby' } })).json()).gift).toBeNull();
  const declined = await pay(h, buyer, basket.id, { paymentProvider: 'test-card', card: card(CARD.decline) });
  expect(declined.statusCode).toBe(402);
  expect(basketSchema.parse((await call(h, buyer, 'basketGet', { params: { id: basket.id } })).json()).gift?.redemptionId).toBeNull();
  // An authorisation step: the id comes with the completed payment.
  const asked = paymentAnswer.parse((await pay(h, buyer, basket.id, { paymentProvider: 'test-card', card: card(CARD.authorise) })).json());
  expect(asked.status).toBe('AUTHORISATION_REQUIRED');
  const authorised = await call(h, buyer, 'paymentAuthorise', { params: { id: asked.paymentId }, body: { code: '123456' } });
  expect(authorised.statusCode, authorised.body).toBe(201);
  const { gift } = paymentAnswer.parse(authorised.json());
  expect(gift?.redemptionId).toMatch(/^[0-9a-f-]{36}$/);
  const paid = basketSchema.parse((await call(h, buyer, 'basketGet', { params: { id: basket.id } })).json());
  expect(paid.status).toBe('PAID');
  expect(paid.gift?.redemptionId).toBe(gift?.redemptionId);
  // Nobody else reads the buyer's basket.
  const other = await newCustomer(h, 'arena');
  expect((await call(h, other, 'basketGet', { params: { id: basket.id } })).statusCode).toBe(404);
});

test("without a countryCode the catalogue and the gift's basket take the viewer's country", async () => {
  const viewer = { 'x-viewer-country': 'de' };
  const catalogue = giftCatalogue.parse((await call(h, null, 'giftCatalogue', { headers: viewer })).json());
  expect(catalogue.taxRateEstimated).toMatchObject({ countryCode: 'DE', known: true });
  // A countryCode named wins over the header.
  const named = giftCatalogue.parse((await call(h, null, 'giftCatalogue', { query: { countryCode: 'FR' }, headers: viewer })).json());
  expect(named.taxRateEstimated.countryCode).toBe('FR');
  // Neither: no country, no tax.
  expect(giftCatalogue.parse((await call(h, null, 'giftCatalogue')).json()).taxRateEstimated).toMatchObject({
    countryCode: null,
    known: false,
  });
  const buyer = await newCustomer(h, 'arena');
  const res = await call(h, buyer, 'giftBasketAdd', {
    params: { id: 'arena-monthly' },
    body: giftBody('a@test.example', 1),
    headers: viewer,
  });
  expect(res.statusCode, res.body).toBe(201);
  expect(basketSchema.parse(res.json()).taxRateEstimated.countryCode).toBe('DE');
});

test('an unpaid or unknown gift cannot be seen or redeemed; a declined card mails nothing', async () => {
  const buyer = await newCustomer(h, 'arena');
  const recipientEmail = `${randomUUID()}@test.example`;
  const basket = await giftBasket(buyer, recipientEmail, 1);
  expect((await pay(h, buyer, basket.id, { paymentProvider: 'test-card', card: card(CARD.decline) })).statusCode).toBe(402);
  expect(await mailsTo(recipientEmail)).toEqual([]);
  const unpaid = await h.db.selectFrom('gift').select('id').where('basket_id', '=', basket.id).executeTakeFirstOrThrow();
  const someone = await newCustomer(h, 'arena');
  for (const id of [unpaid.id, randomUUID()]) {
    expect(refused(await call(h, someone, 'giftRedemption', { params: { id } }))).toEqual([404, 'NOT_FOUND', 'giftNotFound']);
    expect(refused(await call(h, someone, 'giftRedeem', { params: { id } }))).toEqual([404, 'NOT_FOUND', 'giftNotFound']);
  }
  expect((await call(h, someone, 'giftRedeem', { params: { id: 'not-a-uuid' } })).statusCode).toBe(400);
  expect((await call(h, null, 'giftRedeem', { params: { id: unpaid.id } })).statusCode).toBe(401);
});
