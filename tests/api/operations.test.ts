// The operation registry is the server's route table: every operation is a route with the
// registry's method and path, and no /api/ route exists that the registry does not name (so
// the app's client, the worker and the OpenAPI description know every endpoint there is).
import { afterAll, beforeAll, expect, test } from 'vitest';
import { OPERATIONS, OPERATION_IDS } from '../../src/contracts/operations.ts';
import { startHarness, type Harness } from './harness.ts';

/** The app shell's catch-all: pages, not API operations. */
const APP_SHELL = ['/', '/*'];

let h: Harness;

beforeAll(async () => {
  h = await startHarness({ seed: false });
});

afterAll(async () => {
  await h.close();
});

const operationPaths = new Set<string>(OPERATION_IDS.map((id) => OPERATIONS[id].path));
const operationRoutes = new Set(OPERATION_IDS.map((id) => `${OPERATIONS[id].method} ${OPERATIONS[id].path}`));

/** A route the registry does not account for. HEAD comes with every GET (Fastify adds it) and
 *  OPTIONS is a CORS preflight: both are fine on an operation's path. */
const unaccounted = (route: { method: string; url: string }) =>
  route.method === 'HEAD' || route.method === 'OPTIONS'
    ? !operationPaths.has(route.url)
    : !operationRoutes.has(`${route.method} ${route.url}`);

test('every operation is registered with its method and path', () => {
  for (const id of OPERATION_IDS) {
    const { method, path } = OPERATIONS[id];
    expect(h.app.hasRoute({ method, url: path }), `${id}: ${method} ${path}`).toBe(true);
    expect(h.routes, id).toContainEqual({ method, url: path });
  }
});

test('no /api/ route exists that is not in the registry', () => {
  const api = h.routes.filter((route) => route.url.startsWith('/api/'));
  expect(api.length).toBeGreaterThanOrEqual(OPERATION_IDS.length);
  expect(api.filter(unaccounted)).toEqual([]);
});

test('outside /api, only the app shell and the registry’s own operations (the manifests) are routes', () => {
  const others = h.routes.filter((route) => !route.url.startsWith('/api/') && !APP_SHELL.includes(route.url));
  expect(others.filter(unaccounted)).toEqual([]);
});
