// Opens the database: PGlite (embedded, default) or PostgreSQL (DATABASE_URL), then migrates.
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { PGlite } from '@electric-sql/pglite';
import { mkdir } from 'node:fs/promises';
import type { Database } from './schema.ts';
import { migrationProvider } from './migrations/index.ts';
import { createDatabase, isMissingDatabase } from './create-database.ts';

export type Db = Kysely<Database>;

export type DbOptions = {
  databaseUrl?: string | undefined;
  /** PGlite directory; null keeps the database in memory. */
  dataDir: string | null;
  /**
   * A dumped PGlite data directory to start from instead of an empty one (the API tests' seeded
   * database, made once per run): no initdb, and the migrations find nothing left to do.
   */
  pgliteFrom?: Blob;
  /** Told when PostgreSQL drops an idle pooled connection (default: ignored, as the pool recovers). */
  onIdleError?: (error: Error) => void;
  /** Told the name of the PostgreSQL database made because DATABASE_URL named one that did not exist. */
  onDatabaseCreated?: (name: string) => void;
};

export async function openDb(options: DbOptions): Promise<Db> {
  const db = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.onIdleError ?? (() => undefined), options.onDatabaseCreated ?? (() => undefined))
    : pgliteDb(await createPGlite(options.dataDir, options.pgliteFrom));
  await migrate(db);
  return db;
}

/** A PGlite with the extensions the migrations need, on disk in `dataDir` or in memory. */
export async function createPGlite(dataDir: string | null, from?: Blob): Promise<PGlite> {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([import('@electric-sql/pglite'), import('@electric-sql/pglite/contrib/pg_trgm')]);
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // Contrib extensions are registered when PGlite starts; migration 010 then creates pg_trgm.
  const extensions = { pg_trgm };
  const options = from ? { extensions, loadDataDir: from } : { extensions };
  return dataDir ? new PGlite(dataDir, options) : new PGlite(options);
}

export function pgliteDb(pglite: PGlite): Db {
  return new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
}

async function openPostgres(url: string, onIdleError: (error: Error) => void, onCreated: (name: string) => void): Promise<Db> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server closes (a restart, an administrator) is dropped and replaced
  // by the pool; unheard, its 'error' event would end the process.
  pool.on('error', onIdleError);
  // The pool's first connection, which the migrations then reuse, also says whether the
  // database exists; only a missing one costs anything more (create-database.ts).
  const first = await pool.connect().catch(async (error: unknown) => {
    if (!isMissingDatabase(error)) throw error;
    const created = await createDatabase(url);
    if (created) onCreated(created);
    return pool.connect();
  });
  first.release();
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

export async function migrate(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
