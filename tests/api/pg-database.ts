// A PostgreSQL database of its own for one test file. Databases, not schemas: introspection
// (the migrator's) reads every schema of a database, and would race with other files
// dropping theirs; databases are fully separate.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type TestDatabase = { name: string; url: string; drop(): Promise<void> };

/** Runs `work` on a client of `url`'s database, closed afterwards. */
export async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** `serverUrl` with its database name replaced by `name`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/** Drops the database `name` of the server, whoever is still connected to it. */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await admin(serverUrl, (c) => c.query(`drop database if exists "${name.replaceAll('"', '""')}" with (force)`));
}

/** `template`: a database to copy (one nobody is connected to), instead of an empty one. */
export async function createTestDatabase(serverUrl: string, prefix = 'test', template?: string): Promise<TestDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, (c) => c.query(`create database "${name}"${template ? ` template "${template}"` : ''}`));
  return { name, url: databaseUrl(serverUrl, name), drop: () => dropDatabase(serverUrl, name) };
}
