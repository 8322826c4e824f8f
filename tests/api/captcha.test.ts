// The built-in captcha (spec §4, §7, §8; decision 0021) on the real server and database. Only
// realms with a CAPTCHA entry in mfaConfigurations (cinema in the demo seed) ask: sign-up and
// the password and magic-link requests always, sign-in after three failures for one email or
// from one address within 15 minutes. The ask is 428 CHALLENGE_REQUIRED in the spec's error
// shape with details.challengeId (what the app's client reads) and the challenge; an answer is
// accepted once, and a reused, expired, wrong, tampered, misdirected or malformed one is refused.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { HEADER } from '../../src/contracts/headers.ts';
import { purgeExpired } from '../../src/server/services/auth/cleanup.ts';
import { CHALLENGE_TTL_S, SIGN_IN_WINDOW_MS } from '../../src/server/services/captcha/index.ts';
import { startHarness, type Harness } from './harness.ts';
import { answerHeader, callSolving, challengeOf, findNonce } from './captcha-helpers.ts';
import { insertRealms, testRealm } from './realm-fixture.ts';
import { NO_LIMITS, call, errorOf, freshEmail, lastMail, refusal, tokensOf } from './session-helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ config: { ...NO_LIMITS, captchaDifficulty: 8 } });
  // A second realm that asks, to answer one realm's challenge in another.
  await insertRealms(h.db, [{ ...testRealm('vault', { title: 'Vault' }), mfaConfigurations: [{ type: 'CAPTCHA', projectKey: 'vault' }] }]);
});
afterAll(async () => h?.close());

let addresses = 0;
/** A client address no other test uses (the sign-in rule counts per address too). */
const freshAddress = () => `10.21.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`;
const from = (address: string) => ({ 'x-forwarded-for': address });

const cinemaSignup = (email: string) => ({
  email,
  secret: 'abcd-9',
  consentAnswers: [{ promptField: 'termsAndConditions', answer: true }],
});

const accountsNamed = async (email: string) => (await h.db.selectFrom('app_user').select('id').where('email', '=', email).execute()).length;

/** Everything of a challenge answer but the challenge itself, which is new every time. */
function askShape(res: LightMyRequestResponse) {
  const { details: _details, requestId: _requestId, message: _message, ...rest } = errorOf(res);
  return rest;
}

describe('where the server asks', () => {
  test('cinema sign-up: 428 CHALLENGE_REQUIRED in the spec shape with details.challengeId, nothing written', async () => {
    const email = freshEmail('captcha');
    const res = await call(h, 'cinema', 'signup', { body: cinemaSignup(email) });
    expect(refusal(res)).toEqual({ status: 428, code: 'CHALLENGE_REQUIRED', messageKey: 'challengeFailed' });
    expect(errorOf(res).requestId).toBe(res.headers['x-request-id']);
    const { challengeId, challenge, reason } = challengeOf(res);
    expect(challengeId).toBe(challenge.id);
    expect(reason).toBeUndefined();
    expect(challenge).toMatchObject({ algorithm: 'SHA-256', difficulty: 8 });
    const row = await h.db.selectFrom('captcha_challenge').selectAll().where('id', '=', challenge.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ realm: 'cinema', purpose: 'signup', salt: challenge.salt, difficulty: 8, used_at: null });
    expect(row.expires_at.toISOString()).toBe(challenge.expiresAt);
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBeLessThanOrEqual(CHALLENGE_TTL_S * 1000 + 1000);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await accountsNamed(email)).toBe(0);
  });

  test('cinema: the PBR sign-up, the password request and the magic-link request (when on) ask too', async () => {
    const pbr = await call(h, 'cinema', 'signupPbr', { body: { ...cinemaSignup(freshEmail('pbr')), fullName: 'Ana Lima' } });
    expect(refusal(pbr)).toMatchObject({ status: 428, code: 'CHALLENGE_REQUIRED' });
    expect(refusal(await call(h, 'cinema', 'passwordRequest', { body: { email: 'viewer@cinema.example' } }))).toMatchObject({
      status: 428,
    });
    // Cinema has no magic links: that refusal comes first, with nothing to solve.
    expect(refusal(await call(h, 'cinema', 'magicLinkRequest', { body: { email: 'viewer@cinema.example' } }))).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
    expect(refusal(await call(h, 'vault', 'passwordRequest', { body: { email: 'someone@vault.example' } }))).toMatchObject({ status: 428 });
  });

  test('a request that is invalid anyway hears about its input first, without a challenge', async () => {
    const tooShort = await call(h, 'cinema', 'signup', { body: { ...cinemaSignup(freshEmail()), secret: 'abc' } });
    expect(refusal(tooShort)).toMatchObject({ status: 400, messageKey: 'password4to256' });
    expect(refusal(await call(h, 'cinema', 'passwordRequest', { body: { email: 'nope' } }))).toMatchObject({ status: 400 });
  });

  test('being asked says nothing about an account: a known and an unknown email get the same answer', async () => {
    const known = await call(h, 'cinema', 'passwordRequest', { body: { email: 'viewer@cinema.example' } });
    const unknown = await call(h, 'cinema', 'passwordRequest', { body: { email: 'nobody@cinema.example' } });
    expect(askShape(known)).toEqual(askShape(unknown));
    const taken = await call(h, 'cinema', 'signup', { body: cinemaSignup('viewer@cinema.example') });
    const free = await call(h, 'cinema', 'signup', { body: cinemaSignup(freshEmail()) });
    expect(askShape(taken)).toEqual(askShape(free));
    // Solved, each gets what it would have got without the captcha.
    expect((await callSolving(h, 'cinema', 'passwordRequest', { body: { email: 'nobody@cinema.example' } })).json()).toEqual({ ok: true });
    expect(await lastMail(h, 'cinema', 'nobody@cinema.example')).toBeUndefined();
    expect(refusal(await callSolving(h, 'cinema', 'signup', { body: cinemaSignup('viewer@cinema.example') }))).toMatchObject({
      status: 409,
      messageKey: 'confirmedUserAlreadyExists',
    });
  });

  test('realms without a CAPTCHA entry never ask, and the header is ignored there', async () => {
    const arena = await call(h, 'arena', 'signup', {
      body: {
        email: freshEmail('arena'),
        secret: 'long-enough-1',
        consentAnswers: [{ promptField: 'termsAndConditions', answer: true }],
        meta_fields: { fullName: 'Ada Lovelace' },
      },
    });
    expect(arena.statusCode, arena.body).toBe(200);
    const club = await call(h, 'club', 'signup', {
      body: { email: freshEmail('club'), secret: 'club-pass', meta_fields: { phoneNumber: '+15550111' } },
      headers: { [HEADER.challenge]: 'not even json' },
    });
    expect(club.statusCode, club.body).toBe(200);
    expect((await call(h, 'club', 'passwordRequest', { body: { email: 'viewer@club.example' } })).statusCode).toBe(200);
    expect((await call(h, 'club', 'magicLinkRequest', { body: { email: 'viewer@club.example' } })).statusCode).toBe(200);
    const address = freshAddress();
    for (let i = 0; i < 5; i++) {
      const wrong = await call(h, 'arena', 'login', {
        body: { email: 'viewer@arena.example', secret: `wrong-${i}` },
        headers: from(address),
      });
      expect(refusal(wrong)).toMatchObject({ status: 401, messageKey: 'notFound' });
    }
    tokensOf(await call(h, 'arena', 'login', { body: { email: 'viewer@arena.example', secret: 'demo-pass-1' }, headers: from(address) }));
    expect(await h.db.selectFrom('captcha_challenge').select('id').where('realm', 'in', ['arena', 'club']).execute()).toEqual([]);
    expect(await h.db.selectFrom('sign_in_failure').select('id').where('realm', 'in', ['arena', 'club']).execute()).toEqual([]);
  });
});

describe('answers', () => {
  test('a solved challenge is accepted once: the account is made, the same answer again is refused as used', async () => {
    const email = freshEmail('solved');
    const { challenge } = challengeOf(await call(h, 'cinema', 'signup', { body: cinemaSignup(email) }));
    const answer = answerHeader(challenge, findNonce(challenge));
    const tokens = tokensOf(await call(h, 'cinema', 'signup', { body: cinemaSignup(email), headers: answer }));
    expect(tokens.lacksConfirmation).toBe(true);
    expect(await accountsNamed(email)).toBe(1);
    const again = await call(h, 'cinema', 'signup', { body: cinemaSignup(freshEmail()), headers: answer });
    expect(refusal(again)).toEqual({ status: 428, code: 'CHALLENGE_REQUIRED', messageKey: 'challengeFailed' });
    const refused = challengeOf(again);
    expect(refused.reason).toBe('used');
    expect(refused.challengeId).not.toBe(challenge.id);
  });

  test('two requests racing with one answer: exactly one passes', async () => {
    const { challenge } = challengeOf(await call(h, 'cinema', 'passwordRequest', { body: { email: 'race@cinema.example' } }));
    const headers = answerHeader(challenge, findNonce(challenge));
    const both = await Promise.all(
      [1, 2].map(() => call(h, 'cinema', 'passwordRequest', { body: { email: 'race@cinema.example' }, headers })),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 428]);
  });

  test('a wrong nonce is refused and spends the challenge: the right one after it is refused as used', async () => {
    const body = { email: 'wrong@cinema.example' };
    const { challenge } = challengeOf(await call(h, 'cinema', 'passwordRequest', { body }));
    const wrong = await call(h, 'cinema', 'passwordRequest', {
      body,
      headers: answerHeader(challenge, findNonce(challenge, { solving: false })),
    });
    expect(refusal(wrong)).toMatchObject({ status: 428, messageKey: 'challengeFailed' });
    expect(challengeOf(wrong).reason).toBe('wrong');
    const right = await call(h, 'cinema', 'passwordRequest', { body, headers: answerHeader(challenge, findNonce(challenge)) });
    expect(challengeOf(right).reason).toBe('used');
  });

  test('an expired challenge is refused even when solved', async () => {
    const body = { email: 'late@cinema.example' };
    const { challenge } = challengeOf(await call(h, 'cinema', 'passwordRequest', { body }));
    await h.db
      .updateTable('captcha_challenge')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', challenge.id)
      .execute();
    const late = await call(h, 'cinema', 'passwordRequest', { body, headers: answerHeader(challenge, findNonce(challenge)) });
    expect(challengeOf(late).reason).toBe('expired');
  });

  test('a tampered answer (another id, a changed nonce) is refused', async () => {
    const body = { email: 'tamper@cinema.example' };
    const { challenge } = challengeOf(await call(h, 'cinema', 'passwordRequest', { body }));
    const nonce = findNonce(challenge);
    const otherId = challenge.id.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    const forged = await call(h, 'cinema', 'passwordRequest', { body, headers: answerHeader({ id: otherId }, nonce) });
    expect(challengeOf(forged).reason).toBe('unknown');
    // The nonce changed to one that does not solve it (every nonce is tried against this salt).
    const changed = findNonce(challenge, { solving: false, from: Number(nonce) + 1 });
    const edited = await call(h, 'cinema', 'passwordRequest', { body, headers: answerHeader(challenge, changed) });
    expect(challengeOf(edited).reason).toBe('wrong');
  });

  test("one operation's or one realm's challenge opens nothing else", async () => {
    const { challenge: forSignup } = challengeOf(await call(h, 'cinema', 'signup', { body: cinemaSignup(freshEmail()) }));
    const elsewhere = await call(h, 'cinema', 'passwordRequest', {
      body: { email: 'viewer@cinema.example' },
      headers: answerHeader(forSignup, findNonce(forSignup)),
    });
    expect(challengeOf(elsewhere).reason).toBe('unknown');

    const { challenge: cinemas } = challengeOf(await call(h, 'cinema', 'passwordRequest', { body: { email: 'a@cinema.example' } }));
    const vault = await call(h, 'vault', 'passwordRequest', {
      body: { email: 'a@vault.example' },
      headers: answerHeader(cinemas, findNonce(cinemas)),
    });
    expect(refusal(vault)).toMatchObject({ status: 428, code: 'CHALLENGE_REQUIRED' });
    expect(challengeOf(vault).reason).toBe('unknown');
    // Still open in its own realm: the misdirected answers did not spend it.
    const home = await call(h, 'cinema', 'passwordRequest', {
      body: { email: 'a@cinema.example' },
      headers: answerHeader(cinemas, findNonce(cinemas)),
    });
    expect(home.statusCode, home.body).toBe(200);
  });

  test('a header that is not a challenge answer is a 400 naming x-challenge; nothing is spent', async () => {
    const body = { email: 'malformed@cinema.example' };
    const { challenge } = challengeOf(await call(h, 'cinema', 'passwordRequest', { body }));
    const nonce = findNonce(challenge);
    const malformed = [
      'not json',
      '"just a string"',
      JSON.stringify({ id: challenge.id }),
      JSON.stringify({ id: challenge.id, secrets: [] }),
      JSON.stringify({ id: challenge.id, secrets: [{ type: 'RECAPTCHA', value: nonce }] }),
      JSON.stringify({ id: 'not-a-uuid', secrets: [{ type: 'CAPTCHA', value: nonce }] }),
      JSON.stringify({ id: challenge.id, secrets: [{ type: 'CAPTCHA', value: 'x'.repeat(65) }] }),
      JSON.stringify({ id: challenge.id, secrets: [{ type: 'CAPTCHA', value: nonce }], extra: true }),
    ];
    for (const value of malformed) {
      const res = await call(h, 'cinema', 'passwordRequest', { body, headers: { [HEADER.challenge]: value } });
      expect(refusal(res), value).toMatchObject({ status: 400, code: 'VALIDATION' });
      const details = errorOf(res).details as { where: string; fields: { field: string }[] };
      expect(details.where).toBe('headers');
      expect(
        details.fields.every((f) => f.field.startsWith(HEADER.challenge)),
        value,
      ).toBe(true);
    }
    const still = await call(h, 'cinema', 'passwordRequest', { body, headers: answerHeader(challenge, nonce) });
    expect(still.statusCode, still.body).toBe(200);
  });

  test('odd header values never break the server: each answer is a refusal in the spec shape', async () => {
    const values = ['', ' ', '{}', '[]', 'null', '1e309', '{"id":null}', '%00', '\u00e9', 'x'.repeat(4000), '{"__proto__":{"id":1}}'];
    for (const value of values) {
      const res = await call(h, 'cinema', 'signup', { body: cinemaSignup(freshEmail()), headers: { [HEADER.challenge]: value } });
      expect([400, 428], value).toContain(res.statusCode);
      expect(errorOf(res).status).toBe(res.statusCode);
    }
  });
});

describe('sign-in', () => {
  const wrongLogin = (email: string, address: string, i = 0) =>
    call(h, 'cinema', 'login', { body: { email, secret: `not-it-${i}` }, headers: from(address) });

  test('three failures for one email (from any addresses) make its next sign-in ask; solved, the right password works', async () => {
    const email = 'viewer@cinema.example';
    for (let i = 0; i < 3; i++)
      expect(refusal(await wrongLogin(email, freshAddress(), i))).toMatchObject({ status: 401, messageKey: 'notFound' });
    const body = { email, secret: 'demo-pass-1' };
    const asked = await call(h, 'cinema', 'login', { body, headers: from(freshAddress()) });
    expect(refusal(asked)).toEqual({ status: 428, code: 'CHALLENGE_REQUIRED', messageKey: 'challengeFailed' });
    const { challenge } = challengeOf(asked);
    tokensOf(
      await call(h, 'cinema', 'login', { body, headers: { ...from(freshAddress()), ...answerHeader(challenge, findNonce(challenge)) } }),
    );
    // A success clears the email's count: the next sign-in is not asked.
    tokensOf(await call(h, 'cinema', 'login', { body, headers: from(freshAddress()) }));
  });

  test('two failures are not enough; a solved challenge with a wrong password is still a failure', async () => {
    const email = 'admin@cinema.example';
    for (let i = 0; i < 2; i++) await wrongLogin(email, freshAddress(), i);
    tokensOf(await call(h, 'cinema', 'login', { body: { email, secret: 'demo-admin-1' }, headers: from(freshAddress()) }));
    for (let i = 0; i < 3; i++) await wrongLogin(email, freshAddress(), i);
    const asked = await wrongLogin(email, freshAddress());
    const { challenge } = challengeOf(asked);
    const solvedButWrong = await call(h, 'cinema', 'login', {
      body: { email, secret: 'still-wrong' },
      headers: { ...from(freshAddress()), ...answerHeader(challenge, findNonce(challenge)) },
    });
    expect(refusal(solvedButWrong)).toMatchObject({ status: 401, messageKey: 'notFound' });
    expect(refusal(await wrongLogin(email, freshAddress()))).toMatchObject({ status: 428 });
  });

  test('three failures from one address make it ask for any email there, known or not, and not elsewhere', async () => {
    const address = freshAddress();
    for (let i = 0; i < 3; i++) await wrongLogin(`guess-${i}@cinema.example`, address, i);
    const unknown = await wrongLogin('someone-else@cinema.example', address);
    const known = await call(h, 'cinema', 'login', {
      body: { email: 'viewer@cinema.example', secret: 'demo-pass-1' },
      headers: from(address),
    });
    expect(askShape(unknown)).toEqual(askShape(known));
    expect(refusal(known)).toMatchObject({ status: 428, code: 'CHALLENGE_REQUIRED' });
    expect(refusal(await wrongLogin('someone-else@cinema.example', freshAddress()))).toMatchObject({ status: 401 });
  });

  test("the OAuth code's credentials are a sign-in too", async () => {
    const address = freshAddress();
    const code = (secret: string, headers: Record<string, string> = {}) =>
      call(h, 'cinema', 'oauthCode', {
        body: {
          response_type: 'code',
          client_id: 'cinema-tv',
          redirect_url: 'https://tv.cinema.example/oauth/callback',
          code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
          code_challenge_method: 'S256',
          credentials: { id: 'viewer@cinema.example', secret },
        },
        headers: { ...from(address), ...headers },
      });
    for (let i = 0; i < 3; i++) expect((await code(`nope-${i}`)).statusCode).toBe(401);
    const { challenge } = challengeOf(await code('demo-pass-1'));
    const solved = await code('demo-pass-1', answerHeader(challenge, findNonce(challenge)));
    expect(solved.statusCode, solved.body).toBe(200);
    expect(new URL((solved.json() as { redirectUrl: string }).redirectUrl).searchParams.get('code')).toBeTruthy();
  });
});

test('the session clean-up deletes expired challenges and failures past the window, and keeps the rest', async () => {
  const { challenge: live } = challengeOf(await call(h, 'cinema', 'passwordRequest', { body: { email: 'keep@cinema.example' } }));
  const { challenge: dead } = challengeOf(await call(h, 'cinema', 'passwordRequest', { body: { email: 'drop@cinema.example' } }));
  await h.db
    .updateTable('captcha_challenge')
    .set({ expires_at: new Date(Date.now() - 1000) })
    .where('id', '=', dead.id)
    .execute();
  const address = freshAddress();
  await wrongLoginAt(address, 'old@cinema.example');
  await h.db
    .updateTable('sign_in_failure')
    .set({ failed_at: new Date(Date.now() - SIGN_IN_WINDOW_MS - 60_000) })
    .where('address', '=', address)
    .execute();
  await wrongLoginAt(address, 'new@cinema.example');
  const purged = await purgeExpired(h.db, new Date());
  expect(purged.challenges).toBeGreaterThanOrEqual(1);
  expect(purged.signInFailures).toBeGreaterThanOrEqual(1);
  const challenges = await h.db.selectFrom('captcha_challenge').select('id').where('id', 'in', [live.id, dead.id]).execute();
  expect(challenges.map((c) => c.id)).toEqual([live.id]);
  expect(await h.db.selectFrom('sign_in_failure').select('id').where('address', '=', address).execute()).toHaveLength(1);
});

function wrongLoginAt(address: string, email: string) {
  return call(h, 'cinema', 'login', { body: { email, secret: 'wrong-one' }, headers: from(address) });
}
