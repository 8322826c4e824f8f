// Per-request log lines only at LOG_LEVEL debug or trace (they cost more than a cached answer);
// errors are logged at any level, with the request id (app.ts, lib/lazy-logger.ts).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiError } from '../../src/contracts/errors.ts';
import { apiPath } from '../../src/contracts/paths.ts';
import { buildApp } from '../../src/server/app.ts';
import { openDb, type Db } from '../../src/server/db/index.ts';
import { startHarness, type Harness } from './harness.ts';

type Line = { msg?: string; reqId?: string; level?: number };

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await h.close();
});

/** An app at `level` over a database handle of its own (so a test may close it), and its log lines. */
async function appAt(level: string): Promise<{ app: FastifyInstance; db: Db; lines: Line[] }> {
  const lines: Line[] = [];
  const db = await openDb({ databaseUrl: h.config.databaseUrl, dataDir: null });
  const app = await buildApp(
    { ...h.config, logLevel: level, demoSchedule: false },
    { db, logStream: { write: (line) => lines.push(JSON.parse(line) as Line) } },
  );
  return { app, db, lines };
}

test('at info no line per request; at debug each request is logged', async () => {
  for (const [level, expected] of [
    ['info', []],
    ['debug', ['incoming request', 'request completed']],
  ] as const) {
    const { app, db, lines } = await appAt(level);
    try {
      expect((await app.inject({ url: apiPath.realmByName('arena') })).statusCode).toBe(200);
      expect(lines.filter((l) => l.reqId).map((l) => l.msg)).toEqual(expected);
    } finally {
      await app.close();
      await db.destroy();
    }
  }
});

test('a failure is logged at info, with its request id', async () => {
  const { app, db, lines } = await appAt('info');
  try {
    // The database gone: reading the realms' versions fails, the request is a 500.
    await db.destroy();
    const res = await app.inject({ url: apiPath.realms(), headers: { 'x-request-id': 'trace-me-456' } });
    expect(res.statusCode).toBe(500);
    expect(apiError.parse(res.json()).requestId).toBe('trace-me-456');
    expect(lines).toContainEqual(expect.objectContaining({ reqId: 'trace-me-456', level: 50, msg: 'request failed' }));
  } finally {
    await app.close();
  }
});
