// Tokens at the service level (services/auth): what an access token carries, and every way one
// is refused — another realm, tampered, expired, signed out, revoked by a version bump — over
// the real database with the seeded demo accounts.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { purgeExpired } from '../../src/server/services/auth/cleanup.ts';
import { hashSecret } from '../../src/server/services/auth/secrets.ts';
import { decodeJwt } from '../../src/server/services/auth/jwt.ts';
import { hashPassword, verifyPassword, passwordChecker } from '../../src/server/services/auth/password.ts';
import { passwordProblem } from '../../src/server/services/auth/password-rules.ts';
import type { SessionUser } from '../../src/server/services/auth/tokens.ts';
import { HttpError } from '../../src/server/errors.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

async function user(realm: string, email: string): Promise<SessionUser> {
  const row = await h.db
    .selectFrom('app_user')
    .select('id')
    .where('realm', '=', realm)
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const found = await h.app.services.auth.tokens.loadUser(realm, row.id);
  if (!found) throw new Error('no user');
  return found;
}

async function refusal(promise: Promise<unknown>): Promise<{ status: number; code: string; messageKey: string }> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof HttpError) return { status: err.status, code: err.code, messageKey: err.messageKey };
    throw err;
  }
  throw new Error('not refused');
}

test('the seeded viewer gets a token whose claims are the spec claims, for its realm only', async () => {
  const { tokens } = h.app.services.auth;
  const viewer = await user('arena', 'viewer@arena.example');
  const issued = await tokens.issue(viewer);
  const claims = decodeJwt(issued.authorisationToken)?.payload as Record<string, unknown>;
  expect(Object.keys(claims).sort()).toEqual(
    ['ads', 'apr', 'aud', 'exp', 'gue', 'iat', 'imp', 'jti', 'loc', 'par', 'pro', 'rol', 'sub'].sort(),
  );
  expect(claims).toMatchObject({ sub: viewer.id, gue: false, rol: ['CUSTOMER'], aud: 'arena', apr: false, pro: null, imp: null });
  expect(issued.exp - (claims.iat as number)).toBe(h.config.accessTokenTtlS);
  expect(issued).toMatchObject({ missingInformationStatus: 'NONE', lacksConfirmation: false });
  await expect(tokens.verify('arena', issued.authorisationToken)).resolves.toMatchObject({ claims: { sub: viewer.id } });
  expect(await refusal(tokens.verify('cinema', issued.authorisationToken))).toEqual({
    status: 401,
    code: 'UNAUTHORIZED',
    messageKey: 'failedAuthentication',
  });
});

test('a tampered token, an expired one and one of a bumped version are refused with the right code', async () => {
  const { tokens } = h.app.services.auth;
  const viewer = await user('club', 'viewer@club.example');
  const { authorisationToken } = await tokens.issue(viewer);
  const [head, body, sig] = authorisationToken.split('.');
  const payload = JSON.parse(Buffer.from(body ?? '', 'base64url').toString()) as Record<string, unknown>;
  const forged = `${head}.${Buffer.from(JSON.stringify({ ...payload, rol: ['ADMIN'] })).toString('base64url')}.${sig}`;
  expect(await refusal(tokens.verify('club', forged))).toMatchObject({ code: 'UNAUTHORIZED' });
  const claims = await tokens.claimsFor(viewer, {}, Math.floor(Date.now() / 1000) - 3600);
  const expired = await tokens.sign(viewer, claims);
  expect(await refusal(tokens.verify('club', expired))).toEqual({ status: 401, code: 'TOKEN_EXPIRED', messageKey: 'sessionExpired' });
  await tokens.revokeAll(viewer.id);
  expect(await refusal(tokens.verify('club', authorisationToken))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
});

test('scrypt hashes carry their parameters, verify in constant form, and a missing account still costs a hash', async () => {
  const stored = await hashPassword('correct horse', { logN: 12, r: 8, p: 1 });
  expect(stored).toMatch(/^scrypt\$12\$8\$1\$/);
  expect(await verifyPassword('correct horse', stored)).toBe(true);
  expect(await verifyPassword('correct hors', stored)).toBe(false);
  expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
  expect(await passwordChecker({ logN: 12, r: 8, p: 1 })('anything', null)).toBe(false);
});

test('password rules: 4–256 or 8–256 by realm, and not too common', () => {
  expect(passwordProblem('abc', 4)).toBe('password4to256');
  expect(passwordProblem('abcd', 4)).toBeNull();
  expect(passwordProblem('abcdefg', 8)).toBe('password8to256');
  expect(passwordProblem('x'.repeat(257), 8)).toBe('password8to256');
  expect(passwordProblem('Password', 8)).toBe('passwordTooCommon');
  expect(passwordProblem('12345678', 4)).toBe('passwordTooCommon');
});

test('the clean-up deletes what is dead and keeps what can still be used (spent refresh tokens until they expire)', async () => {
  const { tokens, oneTime } = h.app.services.auth;
  const db = h.db;
  const inDays = (d: number) => new Date(Date.now() + d * 86_400_000);
  // A guest whose only session has expired, and one still signed in.
  const guestIds = [randomUUID(), randomUUID()];
  for (const id of guestIds) {
    await db
      .insertInto('app_user')
      .values({ id, realm: 'arena', email: null, password_hash: null, roles: ['GUEST'], is_guest: true, confirmed: true, locale: null })
      .execute();
  }
  const [oldGuest = '', liveGuest = ''] = guestIds;
  const live = await tokens.issue((await tokens.loadUser('arena', liveGuest)) as SessionUser);
  await tokens.issue((await tokens.loadUser('arena', oldGuest)) as SessionUser);
  await db
    .updateTable('refresh_token')
    .set({ expires_at: inDays(-1) })
    .where('user_id', '=', oldGuest)
    .execute();
  // A spent but unexpired refresh token stays: its reuse must still be noticed.
  await db
    .updateTable('refresh_token')
    .set({ spent_at: inDays(-20) })
    .where('user_id', '=', liveGuest)
    .execute();
  const viewer = await user('arena', 'viewer@arena.example');
  const expired = await oneTime.issue('arena', 'PASSWORD_RESET', viewer.id, 60);
  await db
    .updateTable('one_time_token')
    .set({ expires_at: inDays(-1) })
    .where('id', '=', expired.id)
    .execute();
  const fresh = await oneTime.issue('arena', 'PASSWORD_RESET', viewer.id, 3600);

  await db
    .updateTable('app_user')
    .set({ created_at: inDays(-40) })
    .where('id', 'in', guestIds)
    .execute();
  const purged = await purgeExpired(db, new Date());
  expect(purged.guests).toBeGreaterThanOrEqual(1);
  const remaining = await db.selectFrom('app_user').select('id').where('id', 'in', guestIds).execute();
  expect(remaining.map((r) => r.id)).toEqual([liveGuest]);
  const ids = (await db.selectFrom('one_time_token').select('id').where('id', 'in', [expired.id, fresh.id]).execute()).map((r) => r.id);
  expect(ids).toEqual([fresh.id]);
  expect(
    await db.selectFrom('refresh_token').select('id').where('token_hash', '=', hashSecret(live.refreshToken)).executeTakeFirst(),
  ).toBeDefined();
});
