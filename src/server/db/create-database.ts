// PostgreSQL mode on a server that has never run the product: the database DATABASE_URL names is
// created when it does not exist yet, as the embedded mode makes its folder, so `npm start`
// needs nothing prepared but a running PostgreSQL. It is made from the server's maintenance
// database by the same role; a role that may not create databases gets an error that says what
// to run instead.
import type pg from 'pg';

/** PostgreSQL's codes: no such database; a database of that name exists already. */
const NO_SUCH_DATABASE = '3D000';
const DATABASE_EXISTS = '42P04';
/** Where CREATE DATABASE is sent from: every server has one of these. */
const MAINTENANCE_DATABASES = ['postgres', 'template1'];

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/** Whether a connection failed because its database does not exist. */
export const isMissingDatabase = (error: unknown) => codeOf(error) === NO_SUCH_DATABASE;
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Opens a client and runs `work` with it; false when the database does not exist. */
async function withClient(Client: typeof pg.Client, url: string, work: (client: pg.Client) => Promise<unknown>): Promise<boolean> {
  const client = new Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    if (isMissingDatabase(error)) return false;
    throw error;
  }
  try {
    await work(client);
    return true;
  } finally {
    await client.end();
  }
}

/**
 * Creates the database of `url`, which a connection found missing; the name it created, or null
 * when another instance starting at the same time made it first.
 */
export async function createDatabase(url: string): Promise<string | null> {
  const { default: driver } = await import('pg');
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  for (const maintenance of MAINTENANCE_DATABASES) {
    const admin = new URL(url);
    admin.pathname = `/${maintenance}`;
    try {
      const reached = await withClient(driver.Client, admin.href, (client) => client.query(`create database ${quoted(name)}`));
      if (reached) return name;
    } catch (error) {
      // Another instance starting at the same time made it first.
      if (codeOf(error) === DATABASE_EXISTS) return null;
      throw new Error(
        `The database "${name}" does not exist and could not be created (${error instanceof Error ? error.message : String(error)}). ` +
          `Create it first: createdb -h ${target.hostname} -p ${target.port || '5432'} ${name}`,
        { cause: error },
      );
    }
  }
  throw new Error(`The database "${name}" does not exist, and the server has no maintenance database to create it from`);
}
