// Gifts (decision 0040): a gift is bought through a basket of its own (one gift per basket) and
// carries the recipient, a note and the number of periods. Its id is the redemption id mailed
// to the recipient; paid_at is set in the payment's transaction, redeemed_by/at once, by whoever
// redeems it.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gift')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('basket_id', 'uuid', (c) => c.notNull().unique().references('basket.id').onDelete('cascade'))
    .addColumn('buyer_id', 'uuid', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('licence_id', 'text', (c) => c.notNull())
    .addColumn('recipient_email', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('number_of_periods', 'integer', (c) => c.notNull().check(sql`number_of_periods >= 1`))
    .addColumn('paid_at', 'timestamptz')
    .addColumn('redeemed_by', 'uuid', (c) => c.references('app_user.id').onDelete('set null'))
    .addColumn('redeemed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('gift_buyer').on('gift').columns(['buyer_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('gift').execute();
}
