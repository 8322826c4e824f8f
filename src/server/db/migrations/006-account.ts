// The signed-in viewer's account beyond sign-in (005 holds users, viewing profiles, consent
// prompts and answers, one-time tokens such as PIN reset codes, and the realm's required
// profile fields): preferences (guests have them too) and parental control (the PIN's hash,
// the status, and the wrong-attempt counter). Rows of a user go when the user goes.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_preference')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('user_preference_pk', ['user_id', 'key'])
    .execute();

  // One row per account that has set a PIN. Wrong attempts are counted here, not in memory,
  // so every instance sees the same count.
  await db.schema
    .createTable('parental_control')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('app_user.id').onDelete('cascade'))
    .addColumn('pin_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('RESTRICTED', 'NON_RESTRICTED')`))
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failures_since', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('parental_control').ifExists().execute();
  await db.schema.dropTable('user_preference').ifExists().execute();
}
