// Partitions after sign-up (decision 0042), over the real database in club, the demo's
// PARTITIONED realm (local and overseas supporters; the matchday pass is sold to local ones):
// the realm's list with names, the account's partition, changing it (new tokens whose `par`
// names it, the session's profile kept), refusals in the spec's error shape, and what a
// partition changes — which licences a basket may be opened for.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { partitionList, userPartition } from '../../src/contracts/account.ts';
import { authTokens } from '../../src/contracts/session.ts';
import { call, newCustomer, newGuest, refusal, refused, type Session } from './account-helpers.ts';
import { startHarness, type Harness } from './harness.ts';
import { claimsOf } from './session-helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ seedItems: 20 });
});
afterAll(async () => h?.close());

const withToken = (s: Session, token: string): Session => ({ ...s, token });
const fieldsOf = (res: Awaited<ReturnType<typeof call>>) => (refusal(res).details as { fields?: unknown }).fields;

test("the realm's partitions are listed with their names; a realm that is not partitioned lists none", async () => {
  const club = await call(h, null, 'partitions', { realm: 'club' });
  expect(club.statusCode).toBe(200);
  expect(partitionList.parse(club.json())).toEqual({
    partitions: [
      { id: 'local', name: 'Local supporters' },
      { id: 'overseas', name: 'Overseas supporters' },
    ],
  });
  expect((await call(h, null, 'partitions', { realm: 'arena' })).json()).toEqual({ partitions: [] });
});

test('a member chooses a partition: new tokens name it, it is read back, and changed again', async () => {
  const s = await newCustomer(h, 'club');
  expect(userPartition.parse((await call(h, s, 'userPartition')).json())).toEqual({ partition: null });
  const changed = await call(h, s, 'userPartitionUpdate', { body: { partition: 'overseas' } });
  expect(changed.statusCode).toBe(200);
  const tokens = authTokens.parse(changed.json());
  expect(claimsOf(tokens.authorisationToken)).toMatchObject({ par: 'overseas', sub: s.userId, aud: 'club' });
  const next = withToken(s, tokens.authorisationToken);
  expect((await call(h, next, 'userPartition')).json()).toEqual({ partition: 'overseas' });
  // Refreshing the new tokens keeps the partition.
  const refreshed = await call(h, null, 'tokenRefresh', { realm: 'club', body: { refreshToken: tokens.refreshToken } });
  expect(claimsOf(authTokens.parse(refreshed.json()).authorisationToken).par).toBe('overseas');
  const again = authTokens.parse((await call(h, next, 'userPartitionUpdate', { body: { partition: 'local' } })).json());
  expect(claimsOf(again.authorisationToken).par).toBe('local');
});

test('a partition the realm does not offer, a realm without partitions and bad bodies are refused on the field', async () => {
  const s = await newCustomer(h, 'club');
  const unknown = await call(h, s, 'userPartitionUpdate', { body: { partition: 'moon' } });
  expect(refused(unknown)).toEqual([400, 'VALIDATION', 'unknownPartition']);
  expect(fieldsOf(unknown)).toEqual([{ field: 'partition', problem: 'unknownPartition' }]);
  const arena = await newCustomer(h, 'arena');
  const off = await call(h, arena, 'userPartitionUpdate', { body: { partition: 'local' } });
  expect(refused(off)).toEqual([400, 'VALIDATION', 'partitionsNotEnabled']);
  expect((await call(h, arena, 'userPartition')).json()).toEqual({ partition: null });
  for (const body of [{}, { partition: '' }, { partition: 7 }, { partition: 'x'.repeat(65) }, { partition: 'local', extra: 1 }]) {
    const res = await call(h, s, 'userPartitionUpdate', { body: body as never });
    expect(res.statusCode, JSON.stringify(body)).toBe(400);
    expect(refusal(res).code).toBe('VALIDATION');
  }
  expect((await call(h, s, 'userPartition')).json()).toEqual({ partition: null });
});

test('visitors and guests cannot read or change a partition', async () => {
  expect((await call(h, null, 'userPartition', { realm: 'club' })).statusCode).toBe(401);
  const guest = await newGuest(h, 'arena');
  expect(refused(await call(h, guest, 'userPartitionUpdate', { body: { partition: 'local' } }))[0]).toBe(403);
});

test('the matchday pass is sold to local supporters only; the other licences to every member', async () => {
  const s = await newCustomer(h, 'club');
  const basket = (session: Session, licenceId: string) => call(h, session, 'basketCreate', { body: { licenceId } });
  // No partition yet: only the licences sold everywhere.
  const none = await basket(s, 'club-matchday-pass');
  expect(refused(none)).toEqual([403, 'FORBIDDEN', 'licenceNotInPartition']);
  expect(refusal(none).details).toEqual({ reason: 'NOT_IN_PARTITION', partition: null, partitions: ['local'] });
  expect((await basket(s, 'club-membership-monthly')).statusCode).toBe(201);

  const overseas = authTokens.parse((await call(h, s, 'userPartitionUpdate', { body: { partition: 'overseas' } })).json());
  expect(refusal(await basket(withToken(s, overseas.authorisationToken), 'club-matchday-pass')).details).toMatchObject({
    partition: 'overseas',
  });
  const local = authTokens.parse((await call(h, s, 'userPartitionUpdate', { body: { partition: 'local' } })).json());
  expect((await basket(withToken(s, local.authorisationToken), 'club-matchday-pass')).statusCode).toBe(201);
});
