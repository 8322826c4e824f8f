// Opens the database: PGlite (embedded, default) or PostgreSQL (DATABASE_URL), then migrates.
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import { mkdir } from 'node:fs/promises';
import type { Database } from './schema.ts';
import { migrationProvider } from './migrations/index.ts';

export type Db = Kysely<Database>;

export type DbOptions = {
  databaseUrl?: string | undefined;
  /** PGlite directory; null keeps the database in memory. */
  dataDir: string | null;
  /** PostgreSQL schema to use (tests give each file its own). */
  schema?: string;
};

export async function openDb(options: DbOptions): Promise<Db> {
  const db = options.databaseUrl ? await openPostgres(options.databaseUrl, options.schema) : await openPGlite(options.dataDir);
  await migrate(db, options.databaseUrl ? options.schema : undefined);
  return db;
}

async function openPGlite(dataDir: string | null): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const pglite = dataDir ? new PGlite(dataDir) : new PGlite();
  return new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
}

async function openPostgres(url: string, schema: string | undefined): Promise<Db> {
  const { default: pg } = await import('pg');
  if (schema) {
    // Create the schema first on a throwaway client, then point every pooled client at it.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`create schema if not exists "${schema}"`);
    await client.end();
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path="${schema}"` } : {}),
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

export async function migrate(db: Db, schema?: string): Promise<void> {
  // With a schema of its own, the migrator must keep its bookkeeping there too: by default it
  // finds another schema's migration tables on the search path and skips creating its own.
  const migrator = new Migrator({ db, provider: migrationProvider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
