// Baskets and vouchers over the real database: catalogue price (local amount first), the tax
// estimate by country (stated as unknown where the table has no rate), the providers a realm
// offers for the total, and each voucher refusal in the spec's error shape.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { basket as basketSchema, type Basket } from '../../src/contracts/commerce.ts';
import { call, newCustomer, newGuest, refused, refusal, type Session } from './account-helpers.ts';
import { basketFor } from './commerce-helpers.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
let arena: Session;
beforeAll(async () => {
  h = await startHarness({ seedItems: 20 });
  arena = await newCustomer(h, 'arena');
});
afterAll(async () => h?.close());

const voucher = (b: Basket, code: string) => call(h, arena, 'basketVoucherApply', { params: { id: b.id }, body: { code } });

test('a basket holds the licence at its local price, with tax estimated for the country (prices include tax)', async () => {
  const b = basketSchema.parse(await basketFor(h, arena, 'arena-monthly', 'GB'));
  expect(b.basketItems).toMatchObject([
    { licenceId: 'arena-monthly', name: 'Arena Monthly', catalogPrice: { amount: 4990, scale: 2, currency: 'BRL' } },
  ]);
  // 20 % inside 49.90: 8.32 of tax, 41.58 without.
  expect(b.total).toEqual({ amount: 4990, scale: 2, currency: 'BRL' });
  expect(b.tax.amount).toBe(832);
  expect(b.totalExcTax.amount).toBe(4158);
  expect(b.taxRateEstimated).toEqual({ countryCode: 'GB', percent: 20, known: true });
  expect(b.totalDiscount.amount).toBe(0);
  expect(b.availablePaymentProviders.map((p) => [p.name, p.paymentProviderType, p.paymentProviderGroupType])).toEqual([
    ['test-card', 'TEST_CARD', 'CREDIT_CARD'],
  ]);
  expect((await call(h, arena, 'basketGet', { params: { id: b.id } })).json()).toEqual(b);
});

test('an unknown country has no tax, and says so; the account’s country is used when none is given', async () => {
  const b = await basketFor(h, arena, 'arena-ppv-derby', 'US');
  expect(b.taxRateEstimated).toEqual({ countryCode: 'US', percent: 0, known: false });
  expect(b.tax.amount).toBe(0);
  expect(b.totalExcTax).toEqual(b.total);
  const german = await newCustomer(h, 'cinema', { countryCode: 'DE' });
  const c = await basketFor(h, german, 'cinema-monthly');
  expect(c.taxRateEstimated).toEqual({ countryCode: 'DE', percent: 19, known: true });
  expect(c.total).toEqual({ amount: 799, scale: 2, currency: 'EUR' });
  const nowhere = await basketFor(h, await newCustomer(h, 'arena'), 'arena-monthly');
  expect(nowhere.taxRateEstimated).toEqual({ countryCode: null, percent: 0, known: false });
});

test('a percent voucher and an amount voucher discount the basket; removing one restores the price', async () => {
  const b = await basketFor(h, arena, 'arena-yearly', 'BR');
  const tenOff = (await voucher(b, 'welcome10')).json() as Basket;
  expect(tenOff.voucher).toMatchObject({ code: 'WELCOME10', valid: true, discount: { amount: 4990 } });
  expect(tenOff.total.amount).toBe(49900 - 4990);
  expect(tenOff.basketItems[0]?.discount.amount).toBe(4990);
  const removed = (await call(h, arena, 'basketVoucherRemove', { params: { id: b.id } })).json() as Basket;
  expect(removed.voucher).toBeNull();
  expect(removed.total.amount).toBe(49900);
  // ARENA5 is 5.00 USD off: this basket is in BRL (the local amount), so it does not apply.
  expect(refused(await voucher(b, 'ARENA5'))).toEqual([400, 'BAD_REQUEST', 'voucherNotApplicable']);
});

test('a voucher covering the whole price makes the basket zero-balance, paid with the zero-balance provider only', async () => {
  const b = await basketFor(h, arena, 'arena-monthly');
  const free = (await voucher(b, 'FREEMONTH')).json() as Basket;
  expect(free.zeroBalance).toBe(true);
  expect(free.total.amount).toBe(0);
  expect(free.availablePaymentProviders.map((p) => [p.name, p.paymentProviderType])).toEqual([['zero-balance', 'ZERO_BALANCE']]);
});

test('invalid, expired, used-up and inapplicable vouchers are each refused with their reason', async () => {
  const b = await basketFor(h, arena, 'arena-ppv-derby');
  const cases = [
    ['NO-SUCH-CODE', 'voucherInvalid', 'INVALID'],
    ['SUMMER2020', 'voucherExpired', 'EXPIRED'],
    ['SOLDOUT', 'voucherUsedUp', 'USED_UP'],
    ['FREEMONTH', 'voucherNotApplicable', 'NOT_APPLICABLE'],
  ] as const;
  for (const [code, messageKey, reason] of cases) {
    const res = await voucher(b, code);
    expect(refused(res), code).toEqual([400, 'BAD_REQUEST', messageKey]);
    expect(refusal(res).details).toEqual({ reason, code });
  }
  expect(((await call(h, arena, 'basketGet', { params: { id: b.id } })).json() as Basket).voucher).toBeNull();
  // An empty code is a validation error naming the field.
  const empty = await voucher(b, '  ');
  expect(refused(empty)[1]).toBe('VALIDATION');
});

test('a realm without vouchers refuses them; unknown licences, other customers’ baskets and guests are refused', async () => {
  const club = await newCustomer(h, 'club');
  const b = await basketFor(h, club, 'club-cup-final');
  expect(refused(await call(h, club, 'basketVoucherApply', { params: { id: b.id }, body: { code: 'WELCOME10' } }))).toEqual([
    403,
    'FORBIDDEN',
    'generic',
  ]);
  expect(refused(await call(h, arena, 'basketCreate', { body: { licenceId: 'no-such-licence' } }))[0]).toBe(404);
  const mine = await basketFor(h, arena, 'arena-ppv-derby');
  const other = await newCustomer(h, 'arena');
  expect(refused(await call(h, other, 'basketGet', { params: { id: mine.id } }))[0]).toBe(404);
  expect(refused(await call(h, await newGuest(h, 'arena'), 'basketCreate', { body: { licenceId: 'arena-monthly' } }))[0]).toBe(403);
  expect(refused(await call(h, null, 'basketCreate', { body: { licenceId: 'arena-monthly' } }))[0]).toBe(401);
});

test('bad bodies and params are refused in the error shape', async () => {
  const bad: [unknown, string][] = [
    [{}, 'licenceId'],
    [{ licenceId: 'arena-monthly', countryCode: 'gb' }, 'countryCode'],
    [{ licenceId: 'arena-monthly', extra: 1 }, '(root)'],
    [{ licenceId: '../../etc' }, 'licenceId'],
  ];
  for (const [body, field] of bad) {
    const res = await call(h, arena, 'basketCreate', { body });
    expect(refused(res)[1], JSON.stringify(body)).toBe('VALIDATION');
    expect(JSON.stringify(refusal(res).details)).toContain(field);
  }
  expect(refused(await call(h, arena, 'basketGet', { params: { id: 'not-a-uuid' } }))[1]).toBe('VALIDATION');
});
