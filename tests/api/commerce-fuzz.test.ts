// A seeded fuzz of the commerce operations past the token check (tests/api/fuzz.test.ts sends
// no token, so there they stop at the 401): as a customer with a basket, a guest and an
// administrator, each operation gets valid and mutated bodies, params, queries and
// idempotency keys. Whatever comes in: never a 5xx, every refusal in the spec's error shape.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { OPERATIONS, type OperationId } from '../../src/contracts/operations.ts';
import { createRng } from '../../src/server/lib/rng.ts';
import { call, newCustomer, newGuest, signIn, type Session } from './account-helpers.ts';
import { basketFor, CARD, card, pay } from './commerce-helpers.ts';
import { fuzzTally, mutateBody } from './fuzz-helpers.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ seedItems: 20 });
});
afterAll(async () => h?.close());

const COMMERCE = (Object.keys(OPERATIONS) as OperationId[]).filter((id) => OPERATIONS[id].tag === 'commerce');
const future = new Date(Date.now() + 86_400_000 * 20).toISOString();
const VALID: Partial<Record<OperationId, unknown>> = {
  basketCreate: { licenceId: 'arena-ppv-derby', countryCode: 'GB' },
  basketVoucherApply: { code: 'WELCOME10' },
  basketPay: { paymentProvider: 'test-card', card: card(CARD.approve), saveCard: true },
  paymentAuthorise: { code: '123456' },
  priceMigrationCreate: { newAmount: { amount: 100, scale: 2, currency: 'BRL' }, effectiveDate: future, deadline: future },
  billingAddressPut: { countryCode: 'GB', postalCode: 'SW1A 1AA', line1: 'x', default: true },
  billingDetails: { fullName: 'Fuzz', taxNumber: 'X1', address: { countryCode: 'PT', postalCode: '1000-001' } },
  giftBasketAdd: { recipientEmail: 'friend@test.example', note: 'Enjoy', options: { numberOfPeriods: { type: 'INT_RANGE', value: 2 } } },
};
const LICENCE_PARAM: Partial<Record<OperationId, string>> = { priceMigrationCreate: 'arena-yearly', giftBasketAdd: 'arena-monthly' };
const NASTY: unknown[] = [
  null,
  0,
  -1,
  Infinity,
  Number.MAX_SAFE_INTEGER,
  '',
  ' ',
  'x'.repeat(3000),
  '\u0000',
  '../../etc/passwd',
  "' OR 1=1--",
  true,
  [],
  {},
  { __proto__: { x: 1 } },
  'ZZ',
  '١٢٣',
  '4242424242424242',
];

const MUTATION = { field: 0.35, extra: 0.15, extraKeys: ['extra', 'constructor', 'amount', 'code'] };

test('seeded good and bad requests to every commerce operation: no 5xx, errors in shape', async () => {
  const rng = createRng('commerce-fuzz-v2');
  const pick = <T>(list: readonly T[]): T => rng.pick(list);
  const chance = (p: number) => rng.chance(p);
  const customer = await newCustomer(h, 'arena');
  const sessions: Session[] = [customer, customer, await newGuest(h, 'arena'), await signIn(h, 'arena', 'admin@arena.example')];
  // A subscription and a saved card of the customer's, for the card and payment-details calls.
  const monthly = await basketFor(h, customer, 'arena-monthly');
  const paid = await pay(h, customer, monthly.id, { paymentProvider: 'test-card', card: card(CARD.approve), saveCard: true });
  expect(paid.statusCode).toBe(201);
  const [subscription] = (await call(h, customer, 'subscriptions')).json().subscriptions as { id: string }[];
  const [saved] = (await call(h, customer, 'cards')).json().cards as { id: string }[];
  const ids = [
    (await basketFor(h, customer, 'arena-ppv-derby')).id,
    (await basketFor(h, customer, 'arena-yearly')).id,
    '00000000-0000-4000-8000-000000000009',
    saved?.id ?? '',
  ];
  const tally = fuzzTally();
  // About 26 requests per operation, however many there are.
  for (let i = 0; i < COMMERCE.length * 26; i++) {
    const id = COMMERCE[i % COMMERCE.length] ?? 'subscriptions';
    const path = OPERATIONS[id].path;
    const nastyOr = (good: string) => (chance(0.25) ? String(pick(NASTY)).slice(0, 200) || 'x' : good);
    const params = {
      ...(path.includes(':id') ? { id: nastyOr(LICENCE_PARAM[id] ?? pick(ids)) } : {}),
      ...(path.includes(':subscriptionId') ? { subscriptionId: nastyOr(subscription?.id ?? '') } : {}),
    };
    const valid = VALID[id];
    const body =
      valid === undefined
        ? chance(0.3)
          ? pick(NASTY)
          : undefined
        : chance(0.4)
          ? valid
          : mutateBody(valid, { pick, chance }, NASTY, MUTATION);
    const query: Record<string, string> | undefined = chance(0.5)
      ? id.startsWith('gift')
        ? { countryCode: nastyOr('GB') }
        : { rpp: nastyOr('10'), p: nastyOr('1') }
      : undefined;
    const res = await call(h, pick(sessions), id, {
      params: params as never,
      ...(body === undefined ? {} : { body: JSON.stringify(body) ?? 'null' }),
      headers: { 'content-type': 'application/json', 'idempotency-key': nastyOr(`fuzz-key-${i % 7}`) },
      ...(query ? { query } : {}),
    });
    tally.record(`${id} ${JSON.stringify(body)?.slice(0, 120)}`, res);
  }
  // Both sides were reached: answers and refusals of several kinds.
  tally.expectSound({ answers: 1, refusals: 3 });
}, 120_000);
