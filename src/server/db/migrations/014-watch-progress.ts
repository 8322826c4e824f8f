// Watch progress (issue 8): where each viewer stopped in each item, per viewing profile, for
// the player's resume point and the history screen. `profile` is the profile's id, or '' for an
// account without profiles (a key column cannot be null, and '' is never a profile id).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('watch_progress')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('profile', 'text', (c) => c.notNull())
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('content_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('duration', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('watch_progress_pk', ['user_id', 'profile', 'content_id'])
    .addForeignKeyConstraint('watch_progress_content', ['realm', 'content_id'], 'content', ['realm', 'id'], (c) => c.onDelete('cascade'))
    .execute();
  // History reads a profile's rows newest first.
  await db.schema.createIndex('watch_progress_recent').on('watch_progress').columns(['user_id', 'profile', 'updated_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('watch_progress').ifExists().execute();
}
