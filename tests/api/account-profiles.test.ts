// Viewing profiles over the real database: listing (and the first adult profile of an account
// that has none), adding, renaming, removing with their rules, switching with new tokens that
// carry the profile, the parental PIN on leaving a child profile, and who may do what.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { authTokens, tokenClaims, viewingProfile, type TokenClaims } from '../../src/contracts/session.ts';
import { call, newCustomer, newGuest, refusal, refused, signIn, type Session } from './account-helpers.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ seedItems: 20 });
});
afterAll(async () => h?.close());

const profilesOf = async (session: Session) => viewingProfile.array().parse((await call(h, session, 'profiles')).json());

function claimsOf(token: string): TokenClaims {
  const payload = token.split('.')[1] ?? '';
  return tokenClaims.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
}

/** Switches to a profile; the session then uses the answered token. */
async function select(session: Session, id: string, pin?: string) {
  const res = await call(h, session, 'profileSelect', { params: { id }, body: pin === undefined ? {} : { pin } });
  if (res.statusCode !== 200) return { res, session };
  const tokens = authTokens.parse(res.json());
  return { res, session: { ...session, token: tokens.authorisationToken, refreshToken: tokens.refreshToken } };
}

test("the cinema viewer's profiles are Main (adult) then Kids (child)", async () => {
  const viewer = await signIn(h, 'cinema', 'viewer@cinema.example');
  const res = await call(h, viewer, 'profiles');
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  const profiles = viewingProfile.array().parse(res.json());
  expect(profiles.map((p) => [p.name, p.type])).toEqual([
    ['Main', 'ADULT'],
    ['Kids', 'CHILD'],
  ]);
  expect(profiles.every((p) => /^#[0-9A-F]{6}$/i.test(p.avatarColour))).toBe(true);
});

test('an account in a profile realm that has none gets one adult profile, once, however many ask at once', async () => {
  const customer = await newCustomer(h, 'cinema');
  const [a, b] = await Promise.all([call(h, customer, 'profiles'), call(h, customer, 'profiles')]);
  expect(viewingProfile.array().parse(a.json())).toHaveLength(1);
  expect(viewingProfile.array().parse(b.json())).toEqual(viewingProfile.array().parse(a.json()));
  expect((await profilesOf(customer))[0]).toMatchObject({ name: 'Main', type: 'ADULT' });
});

test('a realm without profiles lists none and refuses to add or switch', async () => {
  const arena = await signIn(h, 'arena', 'viewer@arena.example');
  expect(await profilesOf(arena)).toEqual([]);
  expect(refused(await call(h, arena, 'profileCreate', { body: { name: 'Second', type: 'ADULT' } }))).toEqual([
    403,
    'FORBIDDEN',
    'profilesNotEnabled',
  ]);
  const someId = '00000000-0000-4000-8000-000000000000';
  expect(refused(await call(h, arena, 'profileSelect', { params: { id: someId }, body: {} }))[2]).toBe('profilesNotEnabled');
});

test('guests, missing and foreign tokens are refused', async () => {
  const guest = await newGuest(h, 'cinema');
  expect(refused(await call(h, guest, 'profiles'))[0]).toBe(403);
  expect(refused(await call(h, guest, 'profileCreate', { body: { name: 'G', type: 'ADULT' } }))[0]).toBe(403);
  expect(refused(await call(h, null, 'profiles', { realm: 'cinema' }))[0]).toBe(401);
  const club = await signIn(h, 'club', 'viewer@club.example');
  expect(refused(await call(h, club, 'profiles', { realm: 'cinema' }))).toEqual([401, 'UNAUTHORIZED', 'failedAuthentication']);
});

test('profiles are added with their rules: a unique name, at most five, a valid body', async () => {
  const customer = await newCustomer(h, 'cinema');
  await profilesOf(customer);
  const res = await call(h, customer, 'profileCreate', { body: { name: '  Teen ', type: 'CHILD' } });
  expect(res.statusCode).toBe(201);
  expect(viewingProfile.parse(res.json())).toMatchObject({ name: 'Teen', type: 'CHILD' });
  expect(refused(await call(h, customer, 'profileCreate', { body: { name: 'teen', type: 'ADULT' } }))).toEqual([
    409,
    'CONFLICT',
    'profileNameTaken',
  ]);
  for (const name of ['Three', 'Four', 'Five']) {
    expect((await call(h, customer, 'profileCreate', { body: { name, type: 'ADULT' } })).statusCode).toBe(201);
  }
  expect(refused(await call(h, customer, 'profileCreate', { body: { name: 'Six', type: 'ADULT' } }))).toEqual([
    409,
    'CONFLICT',
    'profileLimitReached',
  ]);
  for (const body of [
    { name: '', type: 'ADULT' },
    { name: 'x'.repeat(41), type: 'ADULT' },
    { name: 'Teenager', type: 'TEEN' },
    { name: 'A' },
    { name: 'A', type: 'ADULT', extra: 1 },
  ]) {
    const bad = await call(h, customer, 'profileCreate', { body });
    expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    expect(refusal(bad).code).toBe('VALIDATION');
  }
  expect(await profilesOf(customer)).toHaveLength(5);
});

test('profiles added at once still stop at five, with no name twice', async () => {
  const customer = await newCustomer(h, 'cinema');
  const names = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'a'];
  const answers = await Promise.all(names.map((name) => call(h, customer, 'profileCreate', { body: { name, type: 'ADULT' } })));
  expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(5);
  expect(answers.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
  const profiles = await profilesOf(customer);
  expect(profiles).toHaveLength(5);
  expect(new Set(profiles.map((p) => p.name.toLowerCase())).size).toBe(5);
});

test('profiles are renamed and removed; the last adult one and the one in use stay', async () => {
  const customer = await newCustomer(h, 'cinema');
  const [main] = await profilesOf(customer);
  if (!main) throw new Error('no first profile');
  const kid = viewingProfile.parse((await call(h, customer, 'profileCreate', { body: { name: 'Kid', type: 'CHILD' } })).json());

  const renamed = await call(h, customer, 'profileUpdate', { params: { id: kid.id }, body: { name: 'Little one', type: 'CHILD' } });
  expect(viewingProfile.parse(renamed.json())).toMatchObject({ id: kid.id, name: 'Little one' });
  expect(refused(await call(h, customer, 'profileUpdate', { params: { id: kid.id }, body: { name: 'main', type: 'CHILD' } }))[2]).toBe(
    'profileNameTaken',
  );
  expect(refused(await call(h, customer, 'profileUpdate', { params: { id: main.id }, body: { name: 'Main', type: 'CHILD' } }))).toEqual([
    409,
    'CONFLICT',
    'lastAdultProfile',
  ]);
  expect(refused(await call(h, customer, 'profileDelete', { params: { id: main.id } }))[2]).toBe('lastAdultProfile');

  // Another account's profile, an unknown id and a malformed one.
  const viewer = await signIn(h, 'cinema', 'viewer@cinema.example');
  const [viewersMain] = await profilesOf(viewer);
  expect(refused(await call(h, customer, 'profileDelete', { params: { id: viewersMain?.id ?? '' } }))).toEqual([
    404,
    'NOT_FOUND',
    'profileNotFound',
  ]);
  expect(
    refused(
      await call(h, customer, 'profileUpdate', {
        params: { id: '00000000-0000-4000-8000-000000000000' },
        body: { name: 'X', type: 'ADULT' },
      }),
    )[0],
  ).toBe(404);
  expect(refused(await call(h, customer, 'profileDelete', { params: { id: 'not-a-uuid' } }))[0]).toBe(400);

  // The profile a token is using cannot go from under it.
  const second = viewingProfile.parse((await call(h, customer, 'profileCreate', { body: { name: 'Second', type: 'ADULT' } })).json());
  const { session: onSecond } = await select(customer, second.id);
  expect(refused(await call(h, onSecond, 'profileDelete', { params: { id: second.id } }))).toEqual([409, 'CONFLICT', 'profileInUse']);
  const removed = await call(h, onSecond, 'profileDelete', { params: { id: kid.id } });
  expect(removed.json()).toEqual({ ok: true });
  expect((await profilesOf(customer)).map((p) => p.name)).toEqual(['Main', 'Second']);
});

test('switching answers new tokens whose pro claim is the profile, c for a child', async () => {
  const viewer = await signIn(h, 'cinema', 'viewer@cinema.example');
  const [main, kids] = await profilesOf(viewer);
  if (!main || !kids) throw new Error('seeded profiles missing');
  const toMain = await select(viewer, main.id);
  expect(toMain.res.statusCode).toBe(200);
  expect(claimsOf(toMain.session.token)).toMatchObject({ sub: viewer.userId, aud: 'cinema', pro: { id: main.id, type: 'a' } });
  const toKids = await select(toMain.session, kids.id);
  expect(claimsOf(toKids.session.token).pro).toEqual({ id: kids.id, type: 'c' });
  // The refresh token of the switch keeps the profile.
  const refreshed = await h.app.services.auth.tokens.refresh('cinema', toKids.session.refreshToken);
  expect(claimsOf(refreshed.authorisationToken).pro).toEqual({ id: kids.id, type: 'c' });
  // Viewer's cinema parental control is off: back to the adult profile without a PIN.
  expect((await select(toKids.session, main.id)).res.statusCode).toBe(200);
});

test('a child profile lists and switches, but does not manage profiles', async () => {
  const kids = await signIn(h, 'cinema', 'viewer@cinema.example', 'Kids');
  const profiles = await profilesOf(kids);
  expect(profiles).toHaveLength(2);
  expect(refused(await call(h, kids, 'profileCreate', { body: { name: 'Mine', type: 'ADULT' } }))).toEqual([
    403,
    'FORBIDDEN',
    'childProfileNotAllowed',
  ]);
  expect(
    refused(await call(h, kids, 'profileUpdate', { params: { id: profiles[1]?.id ?? '' }, body: { name: 'Big', type: 'ADULT' } }))[2],
  ).toBe('childProfileNotAllowed');
  expect(refused(await call(h, kids, 'profileDelete', { params: { id: profiles[0]?.id ?? '' } }))[2]).toBe('childProfileNotAllowed');
});

test('with parental control RESTRICTED, leaving a child profile for an adult one needs the PIN', async () => {
  const customer = await newCustomer(h, 'cinema');
  const [main] = await profilesOf(customer);
  if (!main) throw new Error('no first profile');
  const kid = viewingProfile.parse((await call(h, customer, 'profileCreate', { body: { name: 'Kid', type: 'CHILD' } })).json());
  const twin = viewingProfile.parse((await call(h, customer, 'profileCreate', { body: { name: 'Twin', type: 'CHILD' } })).json());
  expect((await call(h, customer, 'parentalControlUpdate', { body: { pin: '4321', status: 'RESTRICTED' } })).statusCode).toBe(200);

  const { session: onKid } = await select(customer, kid.id);
  expect(refused((await select(onKid, main.id)).res)).toEqual([403, 'FORBIDDEN', 'pinRequired']);
  const wrong = await select(onKid, main.id, '1234');
  expect(refused(wrong.res)).toEqual([403, 'FORBIDDEN', 'pinIncorrect']);
  expect(refusal(wrong.res).details).toEqual({ attemptsLeft: 4 });
  expect((await select(onKid, main.id, '12a4')).res.statusCode).toBe(400);
  // Child to child needs nothing.
  expect((await select(onKid, twin.id)).res.statusCode).toBe(200);
  const right = await select(onKid, main.id, '4321');
  expect(right.res.statusCode).toBe(200);
  expect(claimsOf(right.session.token).pro).toEqual({ id: main.id, type: 'a' });
  // An adult going to a child profile is never asked.
  expect((await select(right.session, kid.id)).res.statusCode).toBe(200);
});
