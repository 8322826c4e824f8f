// The server side of the role matrix (spec §6): every operation the registry marks with `auth`
// is called with no token, as a guest, a customer and an administrator. The expectation is
// written from the levels, not read from the handlers: 'viewer' admits everyone signed in,
// 'customer' refuses guests, 'admin' admits only ADMIN. Bodies are left empty on purpose: the
// token is checked before the input, so an admitted caller hears about its body (400) or gets
// its answer, and a refused one hears 401/403 first. A new operation joins by its registry entry.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { OPERATIONS, OPERATION_IDS, type OperationId } from '../../src/contracts/operations.ts';
import { startHarness, type Harness } from './harness.ts';
import { NO_LIMITS, call, demoAdmin, demoViewer, errorOf, tokensOf } from './session-helpers.ts';

type Caller = 'nobody' | 'guest' | 'customer' | 'admin';
type Level = 'viewer' | 'customer' | 'admin';

const ADMITTED: Record<Level, readonly Caller[]> = {
  viewer: ['guest', 'customer', 'admin'],
  customer: ['customer', 'admin'],
  admin: ['admin'],
};

const GUARDED = OPERATION_IDS.filter((id): id is OperationId => 'auth' in OPERATIONS[id]);
const levelOf = (id: OperationId) => (OPERATIONS[id] as { auth: Level }).auth;
// Cinema has guests and profiles; the TV PIN entry exists only where PIN login is on (arena).
const realmFor = (id: OperationId) => (id === 'tvPinAuthorize' ? 'arena' : 'cinema');
const PARAMS = {
  id: '00000000-0000-4000-8000-0000000000aa',
  contentId: 'arena-vod-3',
  subscriptionId: '00000000-0000-4000-8000-0000000000ab',
};

let h: Harness;
const tokens = new Map<string, string>();
beforeAll(async () => {
  h = await startHarness({ config: NO_LIMITS });
  for (const realm of ['arena', 'cinema']) {
    for (const caller of ['guest', 'customer', 'admin'] as const) tokens.set(`${realm}:${caller}`, await freshToken(realm, caller));
  }
});
afterAll(async () => h?.close());

async function freshToken(realm: string, caller: Exclude<Caller, 'nobody'>): Promise<string> {
  if (caller === 'guest') return tokensOf(await call(h, realm, 'guestCheckin')).authorisationToken;
  return (caller === 'admin' ? await demoAdmin(h, realm) : await demoViewer(h, realm)).authorisationToken;
}

test('the matrix covers every operation that needs a bearer', () => {
  expect(GUARDED.length).toBeGreaterThan(15);
  for (const id of GUARDED) expect(['viewer', 'customer', 'admin']).toContain(levelOf(id));
});

describe.each(GUARDED)('%s', (id) => {
  test.each<Caller>(['nobody', 'guest', 'customer', 'admin'])('as %s', async (caller) => {
    const realm = realmFor(id);
    // Logout signs its token out: it gets a session of its own, so the others keep theirs.
    const token = caller === 'nobody' ? undefined : id === 'logout' ? await freshToken(realm, caller) : tokens.get(`${realm}:${caller}`);
    const hasParams = OPERATIONS[id].path.includes(':id');
    const res = await call(h, realm, id, {
      ...(hasParams ? { params: PARAMS as never } : {}),
      ...(token ? { token } : {}),
      ...(OPERATIONS[id].method === 'GET' || OPERATIONS[id].method === 'DELETE' ? {} : { body: {} as never }),
    });
    if (caller === 'nobody') {
      expect(res.statusCode).toBe(401);
      expect(errorOf(res).code).toBe('UNAUTHORIZED');
    } else if (ADMITTED[levelOf(id)].includes(caller)) {
      // Past the token check: its answer, or what is wrong with the (empty) input.
      expect(res.statusCode, res.body).not.toBe(401);
      if (res.statusCode === 403) expect(errorOf(res).messageKey, res.body).not.toBe('generic');
      expect(res.statusCode).toBeLessThan(500);
    } else {
      expect(res.statusCode, res.body).toBe(403);
      expect(errorOf(res)).toMatchObject({ code: 'FORBIDDEN', messageKey: 'generic' });
    }
  });
});
