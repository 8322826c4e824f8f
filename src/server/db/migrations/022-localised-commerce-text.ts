// Text a realm sells and schedules under, per locale, as the catalogue's titles are: a licence's
// name, description and badge and a family's name and description (`translations`, by locale),
// and an EPG channel's name (`names`, by locale). The plain columns stay the fallback, so rows
// written before keep reading as they did.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['licence', 'licence_family']) {
    await db.schema
      .alterTable(table)
      .addColumn('translations', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .execute();
  }
  await db.schema
    .alterTable('live_channel')
    .addColumn('names', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('live_channel').dropColumn('names').execute();
  for (const table of ['licence_family', 'licence']) await db.schema.alterTable(table).dropColumn('translations').execute();
}
