// The built-in captcha (services/captcha, decision 0021): the proof-of-work challenges the
// server has issued, each answered at most once before it expires, and the failed sign-ins that
// make a realm ask for one. Rows are deleted by the session clean-up once they are of no use.
import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

const realmRef = (c: ColumnDefinitionBuilder) => c.notNull().references('realm.name').onDelete('cascade');

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('captcha_challenge')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('realm', 'text', realmRef)
    // The operation it was issued for: an answer opens that operation only.
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('salt', 'text', (c) => c.notNull())
    .addColumn('difficulty', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    // Set by the first answer, right or wrong: a challenge is never answered twice.
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('captcha_challenge_expires').on('captcha_challenge').column('expires_at').execute();

  // One row per refused sign-in in a realm that asks for challenges. The email is kept as its
  // SHA-256: the row only has to match the next attempt, never to be read back.
  await db.schema
    .createTable('sign_in_failure')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('realm', 'text', realmRef)
    .addColumn('email_key', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sign_in_failure_email').on('sign_in_failure').columns(['realm', 'email_key', 'failed_at']).execute();
  await db.schema.createIndex('sign_in_failure_address').on('sign_in_failure').columns(['realm', 'address', 'failed_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sign_in_failure').ifExists().execute();
  await db.schema.dropTable('captcha_challenge').ifExists().execute();
}
