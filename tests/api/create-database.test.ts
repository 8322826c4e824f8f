// PostgreSQL mode on a fresh server: a DATABASE_URL naming a database that does not exist yet
// gets it made, migrated and usable (the README's `npm start` line on a new machine). Runs when
// DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../../src/server/db/index.ts';
import { createDatabase } from '../../src/server/db/create-database.ts';
import { admin, databaseUrl, dropDatabase } from './pg-database.ts';

const serverUrl = process.env.DATABASE_URL ?? '';
const made: string[] = [];

const exists = (name: string) =>
  admin(serverUrl, async (client) => (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1);
const urlFor = (name: string) => databaseUrl(serverUrl, name);

afterAll(async () => {
  for (const name of made) await dropDatabase(serverUrl, name);
});

describe.skipIf(!serverUrl)('a DATABASE_URL naming a database that does not exist', () => {
  it('has it created and migrated when the server opens it, once', async () => {
    const name = `fresh_${randomBytes(5).toString('hex')}`;
    made.push(name);
    expect(await exists(name)).toBe(false);
    const created: string[] = [];
    const db = await openDb({ databaseUrl: urlFor(name), dataDir: null, onDatabaseCreated: (n) => created.push(n) });
    try {
      expect(created).toEqual([name]);
      expect(await exists(name)).toBe(true);
      // Migrated: the realm table is there, empty until seeded.
      expect(await db.selectFrom('realm').select('name').execute()).toEqual([]);
    } finally {
      await db.destroy();
    }
    // A second start finds it and makes nothing.
    const again = await openDb({ databaseUrl: urlFor(name), dataDir: null, onDatabaseCreated: (n) => created.push(n) });
    await again.destroy();
    expect(created).toEqual([name]);
  });

  it('a database name needing quotes is made as named', async () => {
    const name = `Fresh-${randomBytes(4).toString('hex')}`;
    made.push(name);
    expect(await createDatabase(urlFor(name))).toBe(name);
    expect(await exists(name)).toBe(true);
  });
});
