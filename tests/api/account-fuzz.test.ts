// A seeded fuzz of the account operations past the token check (tests/api/fuzz.test.ts sends
// no token, so there they stop at the 401): signed in as a customer, a guest or a child
// profile, each operation gets valid and mutated bodies, params and queries. Whatever comes
// in: never a 5xx, every refusal in the spec's error shape with its request id.
import { afterAll, beforeAll, test } from 'vitest';
import { OPERATIONS, type OperationId } from '../../src/contracts/operations.ts';
import { createRng } from '../../src/server/lib/rng.ts';
import { call, newCustomer, newGuest, signIn, type Session } from './account-helpers.ts';
import { fuzzTally, mutateBody } from './fuzz-helpers.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ seedItems: 20 });
});
afterAll(async () => h?.close());

const ACCOUNT_OPERATIONS = (Object.keys(OPERATIONS) as OperationId[]).filter((id) => OPERATIONS[id].tag === 'account');

const ID = '00000000-0000-4000-8000-000000000001';
const VALID: Partial<Record<OperationId, unknown>> = {
  userProfileUpdate: { name: { fullName: 'Fuzz Person' }, phoneNumber: '+1 555 0100', countryCode: 'US', birthDate: '1990-01-01' },
  // The fresh customer has no password, so no change goes through and the session lives on.
  passwordChange: { currentSecret: 'not-the-password', secret: 'fuzz-new-pass-9' },
  profileCreate: { name: 'Fuzz', type: 'CHILD' },
  profileUpdate: { name: 'Fuzzier', type: 'ADULT' },
  profileSelect: { pin: '1234' },
  preferencesUpdate: { autoAdvance: 'false', audioLanguage: 'en' },
  consentAnswersUpdate: [{ promptField: 'termsAndConditions', answer: true }],
  parentalControlUpdate: { pin: '1234', status: 'RESTRICTED' },
  parentalControlVerify: { pin: '1234' },
  userPartitionUpdate: { partition: 'local' },
};

const NASTY: unknown[] = [
  null,
  0,
  -1,
  Number.MAX_VALUE,
  '',
  ' ',
  'x'.repeat(5000),
  '\u0000',
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1--",
  '__proto__',
  true,
  [],
  {},
  { __proto__: { admin: true } },
  { constructor: { prototype: { x: 1 } } },
  Array.from({ length: 60 }, () => ({ promptField: 'termsAndConditions', answer: true })),
  '12345',
  '١٢٣٤',
  '2001-02-31',
  '123.456.789-09',
];

const MUTATION = { field: 0.4, extra: 0.2, extraKeys: ['extra', 'constructor', 'pin', 'status', 'name'] };

test('seeded good and bad requests to every account operation, signed in three ways: no 5xx, errors in shape', async () => {
  const rng = createRng('account-fuzz-v1');
  const pick = <T>(list: readonly T[]): T => rng.pick(list);
  const chance = (p: number) => rng.chance(p);
  const customer = await newCustomer(h, 'cinema');
  // A member of club, the partitioned realm, so partition changes get past the realm's refusal.
  const member = await newCustomer(h, 'club');
  const sessions: Session[] = [customer, member, await newGuest(h, 'arena'), await signIn(h, 'cinema', 'viewer@cinema.example', 'Kids')];
  // A PIN and a profile of the customer's, so some requests get past the first refusal.
  await call(h, customer, 'parentalControlUpdate', { body: { pin: '1234', status: 'RESTRICTED' } });
  const ownProfile = (await call(h, customer, 'profiles')).json() as { id: string }[];
  const ids = [ID, ownProfile[0]?.id ?? ID];

  const tally = fuzzTally();
  for (let i = 0; i < 600; i++) {
    const id = ACCOUNT_OPERATIONS[i % ACCOUNT_OPERATIONS.length] ?? 'preferences';
    const session = pick(sessions);
    const path = OPERATIONS[id].path;
    const nastyOr = (good: string) => (chance(0.2) ? String(pick(NASTY)).slice(0, 200) || 'x' : good);
    const params = {
      ...(path.includes(':id') ? { id: nastyOr(pick(ids)) } : {}),
      ...(path.includes(':contentId') ? { contentId: nastyOr('arena-vod-3') } : {}),
    };
    const valid = VALID[id];
    const body =
      valid === undefined
        ? chance(0.3)
          ? pick(NASTY)
          : undefined
        : chance(0.3)
          ? valid
          : mutateBody(valid, { pick, chance }, NASTY, MUTATION);
    const query =
      id === 'consentAnswers' && chance(0.5) ? { functionalPurposes: String(pick([...NASTY, 'EMAIL_MARKETING,TARGETED_ADS'])) } : undefined;
    const res = await call(h, session, id, {
      params: params as never,
      ...(body === undefined ? {} : { body: JSON.stringify(body) ?? 'null', headers: { 'content-type': 'application/json' } }),
      ...(query ? { query } : {}),
    });
    tally.record(`${id} ${JSON.stringify(body)?.slice(0, 120)}`, res);
  }
  // Both sides were reached: answers and refusals of several kinds.
  tally.expectSound({ answers: 0, refusals: 3 });
}, 120_000);
