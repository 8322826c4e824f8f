// The charge and the entitlement it buys commit together or not at all: the real server runs as
// a child process with the test-only hook (services/commerce/test-hooks.ts) that SIGKILLs it
// inside the payment's transaction right after the charge row is written. Restarted on the same
// data (the PGlite directory, or the PostgreSQL database), the retry with the same
// Idempotency-Key pays once: exactly one charge and one entitlement.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import type { Basket } from '../../src/contracts/commerce.ts';
import { APP_ID, HEADER } from '../../src/contracts/headers.ts';
import { openDb } from '../../src/server/db/index.ts';
import { createTestDatabase, type TestDatabase } from './pg-database.ts';

const PORT = 8417;
const BASE = `http://127.0.0.1:${PORT}`;
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean();
});

type Server = { child: ChildProcess; exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }> };

/** Starts src/server/main.ts and resolves once it says it is serving. */
async function start(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SEED_ITEMS: '20',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      DEMO_SCHEDULE: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Serving ')) resolve();
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then(({ code, signal }) => reject(new Error(`server left (${code ?? signal}) before serving:\n${output}`)));
  });
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  });
  return { child, exited };
}

async function api(path: string, init: { method?: string; body?: unknown; token?: string; key?: string; apiKey: string }) {
  const res = await fetch(BASE + path, {
    method: init.method ?? 'GET',
    headers: {
      [HEADER.realm]: 'arena',
      [HEADER.apiKey]: init.apiKey,
      [HEADER.appId]: APP_ID,
      [HEADER.deviceId]: 'crash-test-device',
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.key ? { 'idempotency-key': init.key } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

test('killed inside the payment after the charge row: nothing half-written, the retry charges once', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'commerce-crash-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  let pgDatabase: TestDatabase | null = null;
  if (process.env.DATABASE_URL) {
    pgDatabase = await createTestDatabase(process.env.DATABASE_URL, 'crash');
    const dropIt = pgDatabase;
    cleanups.unshift(() => dropIt.drop());
  }
  const dbEnv: Record<string, string> = pgDatabase ? { DATABASE_URL: pgDatabase.url } : { DATA_DIR: dataDir };

  const first = await start({ ...dbEnv, COMMERCE_KILL_AFTER_CHARGE: '1' });
  const realm = (await (await fetch(`${BASE}/api/realm/arena`)).json()) as { appSettings: { apiKey: string } };
  const apiKey = realm.appSettings.apiKey;
  const login = await api('/api/v1/login', { method: 'POST', apiKey, body: { email: 'viewer@arena.example', secret: 'demo-pass-1' } });
  expect(login.status).toBe(200);
  const token = String(login.body['authorisationToken']);
  const basket = (await api('/api/v4/basket', { method: 'POST', apiKey, token, body: { licenceId: 'arena-ppv-derby' } }))
    .body as unknown as Basket;
  const key = `crash-${randomUUID()}`;
  const payBody = { paymentProvider: 'test-card', card: { number: '4242424242424242', expiryMonth: 12, expiryYear: 2099, cvc: '123' } };

  // The connection dies with the process.
  await expect(api(`/api/v4/basket/${basket.id}/pay`, { method: 'POST', apiKey, token, key, body: payBody })).rejects.toThrow();
  expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });

  const second = await start(dbEnv);
  // Nothing of the killed attempt is there: no payment in the history, the item still locked.
  const history = await api('/api/v1/customer/history/payment?rpp=10&p=1', { method: 'POST', apiKey, token });
  expect(history.body, JSON.stringify(history.body)).toMatchObject({ payments: [] });
  expect((await api('/api/v1/playback/arena-vod-4', { method: 'POST', apiKey, token, body: {} })).status).toBe(403);

  const retry = await api(`/api/v4/basket/${basket.id}/pay`, { method: 'POST', apiKey, token, key, body: payBody });
  expect(retry.status).toBe(201);
  expect(retry.body).toMatchObject({ status: 'SUCCEEDED', entitlement: { licenceId: 'arena-ppv-derby' } });
  const again = await api(`/api/v4/basket/${basket.id}/pay`, { method: 'POST', apiKey, token, key, body: payBody });
  expect(again.body).toEqual(retry.body);
  expect((await api('/api/v1/playback/arena-vod-4', { method: 'POST', apiKey, token, body: {} })).status).toBe(200);

  second.child.kill('SIGTERM');
  expect((await second.exited).code).toBe(0);
  const db = await openDb(pgDatabase ? { databaseUrl: pgDatabase.url, dataDir: null } : { dataDir: join(dataDir, 'pglite') });
  try {
    const charges = await db
      .selectFrom('charge')
      .innerJoin('payment', 'payment.id', 'charge.payment_id')
      .select(['charge.amount', 'payment.idempotency_key'])
      .execute();
    expect(charges).toEqual([{ amount: 7490, idempotency_key: key }]);
    const held = await db.selectFrom('entitlement').select(['licence_id']).where('licence_id', '=', 'arena-ppv-derby').execute();
    expect(held).toEqual([{ licence_id: 'arena-ppv-derby' }]);
  } finally {
    await db.destroy();
  }
}, 180_000);
