// Partitions (spec §3 partitionSettings, §7 POST /user "optional partitionData", token claim
// `par`) over the real database, in a realm this file makes PARTITIONED (the demo realms are
// not): the partition a sign-up names is kept, carried by every token the account is issued
// (sign-in, refresh), and refused in the spec's error shape when the realm does not offer it or
// is not partitioned at all.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bumpRealmVersions } from '../../src/server/db/realm-version.ts';
import { startHarness, type Harness } from './harness.ts';
import { insertRealms, testRealm } from './realm-fixture.ts';
import { NO_LIMITS, call, claimsOf, errorOf, freshEmail, login, refusal, tokensOf } from './session-helpers.ts';

let h: Harness;
const REALM = 'parted';

beforeAll(async () => {
  h = await startHarness({ seedItems: 20, config: NO_LIMITS });
  await insertRealms(h.db, [{ ...testRealm(REALM, { title: 'Parted' }), partitionSettings: { status: 'PARTITIONED' } }]);
  await h.db
    .insertInto('realm_account_settings')
    .values({ realm: REALM, password_min: 4, required_profile_fields: '[]', partitions: JSON.stringify(['north', 'south']) })
    .execute();
});
afterAll(async () => h?.close());

const fieldsOf = (res: Awaited<ReturnType<typeof call>>) => errorOf(res).details?.fields;

/** Changes the test realm's settings as an operator would (the version bump makes the server see it). */
async function setPartitioned(status: 'PARTITIONED' | 'NOT_PARTITIONED'): Promise<void> {
  const settings = { ...testRealm(REALM, { title: 'Parted' }), partitionSettings: { status } };
  await h.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('realm')
      .set({ settings: JSON.stringify(settings) })
      .where('name', '=', REALM)
      .execute();
    await bumpRealmVersions(trx, [REALM]);
  });
}

describe('a partitioned realm', () => {
  test('the partition named at sign-up is kept and carried in the par claim of every token', async () => {
    const email = freshEmail('north');
    const signedUp = tokensOf(await call(h, REALM, 'signup', { body: { email, secret: 'pass-1', partitionData: { partition: 'north' } } }));
    expect(claimsOf(signedUp.authorisationToken)).toMatchObject({ par: 'north', aud: REALM });
    const row = await h.db.selectFrom('app_user').select('partition_id').where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.partition_id).toBe('north');

    const signedIn = await login(h, REALM, email, 'pass-1');
    expect(claimsOf(signedIn.authorisationToken).par).toBe('north');
    const refreshed = tokensOf(await call(h, REALM, 'tokenRefresh', { body: { refreshToken: signedIn.refreshToken } }));
    expect(claimsOf(refreshed.authorisationToken).par).toBe('north');
  });

  test('the PBR sign-up takes it too; an account without one, and a guest, carry none', async () => {
    const pbr = tokensOf(
      await call(h, REALM, 'signupPbr', { body: { email: freshEmail('pbr'), secret: 'pass-1', partitionData: { partition: 'south' } } }),
    );
    expect(claimsOf(pbr.authorisationToken).par).toBe('south');
    const none = tokensOf(await call(h, REALM, 'signup', { body: { email: freshEmail('none'), secret: 'pass-1' } }));
    expect(claimsOf(none.authorisationToken).par).toBeNull();
    const guest = tokensOf(await call(h, REALM, 'guestCheckin'));
    expect(claimsOf(guest.authorisationToken).par).toBeNull();
  });

  test('a partition the realm does not offer is refused, naming the field, and no account is made', async () => {
    const email = freshEmail('west');
    const res = await call(h, REALM, 'signup', { body: { email, secret: 'pass-1', partitionData: { partition: 'west' } } });
    expect(refusal(res)).toMatchObject({ status: 400, code: 'VALIDATION' });
    expect(fieldsOf(res)).toEqual([{ field: 'partitionData.partition', problem: 'unknownPartition' }]);
    expect(await h.db.selectFrom('app_user').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });

  test('malformed partition data is refused by the schema, in the error shape', async () => {
    for (const partitionData of [
      {},
      { partition: '' },
      { partition: 7 },
      { partition: 'x'.repeat(65) },
      { partition: 'north', extra: 'x' },
      'north',
    ]) {
      const res = await call(h, REALM, 'signup', { body: { email: freshEmail('bad'), secret: 'pass-1', partitionData } });
      expect(res.statusCode, JSON.stringify(partitionData)).toBe(400);
      expect(refusal(res).code).toBe('VALIDATION');
      expect(JSON.stringify(fieldsOf(res))).toContain('partitionData');
    }
  });

  test('tokens stop naming a partition the realm no longer offers, or once the realm is not partitioned', async () => {
    const email = freshEmail('south');
    tokensOf(await call(h, REALM, 'signup', { body: { email, secret: 'pass-1', partitionData: { partition: 'south' } } }));
    await h.db
      .updateTable('realm_account_settings')
      .set({ partitions: JSON.stringify(['north']) })
      .where('realm', '=', REALM)
      .execute();
    expect(claimsOf((await login(h, REALM, email, 'pass-1')).authorisationToken).par).toBeNull();
    await h.db
      .updateTable('realm_account_settings')
      .set({ partitions: JSON.stringify(['north', 'south']) })
      .where('realm', '=', REALM)
      .execute();
    expect(claimsOf((await login(h, REALM, email, 'pass-1')).authorisationToken).par).toBe('south');

    await setPartitioned('NOT_PARTITIONED');
    try {
      expect(claimsOf((await login(h, REALM, email, 'pass-1')).authorisationToken).par).toBeNull();
    } finally {
      await setPartitioned('PARTITIONED');
    }
    expect(claimsOf((await login(h, REALM, email, 'pass-1')).authorisationToken).par).toBe('south');
  });
});

describe('a realm that is not partitioned', () => {
  test('refuses partition data with a 400 naming it, and signs up without it as before (par null)', async () => {
    const body = {
      email: freshEmail('arena'),
      secret: 'long-enough-1',
      consentAnswers: [{ promptField: 'termsAndConditions', answer: true }],
      meta_fields: { fullName: 'Ada Lovelace' },
    };
    const refused = await call(h, 'arena', 'signup', { body: { ...body, partitionData: { partition: 'north' } } });
    expect(refusal(refused)).toMatchObject({ status: 400, code: 'VALIDATION' });
    expect(fieldsOf(refused)).toEqual([{ field: 'partitionData', problem: 'partitionsNotEnabled' }]);
    const pbr = await call(h, 'arena', 'signupPbr', {
      body: { email: freshEmail('pbr'), secret: 'long-enough-1', partitionData: { partition: 'x' } },
    });
    expect(fieldsOf(pbr)).toContainEqual({ field: 'partitionData', problem: 'partitionsNotEnabled' });

    const tokens = tokensOf(await call(h, 'arena', 'signup', { body }));
    expect(claimsOf(tokens.authorisationToken).par).toBeNull();
  });
});
