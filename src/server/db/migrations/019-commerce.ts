// Commerce (decision 0037): licence families, the per-country tax estimate, vouchers, baskets,
// payments with their idempotency keys, charges, card tokens, subscriptions, price migrations
// with the customer's consent, and billing addresses. Entitlements stay in migration 011's
// table, which the playback endpoint reads; a successful payment writes its charge and the
// entitlement it buys in one transaction.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('licence_family')
    .addColumn('realm', 'text', (c) => c.notNull().references('realm.name').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('licence_family_pk', ['realm', 'id'])
    .execute();
  // Null: a licence sold on its own (spec §3 "nonFamilyBasedLicences").
  await db.schema.alterTable('licence').addColumn('family_id', 'text').execute();

  await db.schema
    .createTable('tax_rate')
    .addColumn('country_code', 'text', (c) => c.primaryKey())
    // Hundredths of a percent: 2000 is 20 %.
    .addColumn('rate_bp', 'integer', (c) => c.notNull().check(sql`rate_bp >= 0 and rate_bp <= 10000`))
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('voucher')
    .addColumn('realm', 'text', (c) => c.notNull().references('realm.name').onDelete('cascade'))
    // Stored upper case; codes are matched without regard to case.
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('discount_type', 'text', (c) => c.notNull().check(sql`discount_type in ('PERCENT', 'AMOUNT')`))
    .addColumn('percent', 'integer', (c) => c.check(sql`percent between 1 and 100`))
    .addColumn('amount', 'integer')
    .addColumn('scale', 'integer')
    .addColumn('currency', 'text')
    .addColumn('valid_from', 'timestamptz')
    .addColumn('valid_until', 'timestamptz')
    // Null: no limit.
    .addColumn('max_redemptions', 'integer')
    .addColumn('redemptions', 'integer', (c) => c.notNull().defaultTo(0))
    // Null: any licence of the realm.
    .addColumn('licence_ids', sql`text[]`)
    .addPrimaryKeyConstraint('voucher_pk', ['realm', 'code'])
    .execute();

  await db.schema
    .createTable('basket')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('licence_id', 'text', (c) => c.notNull())
    // Null: tax unknown (stated as such in the answer).
    .addColumn('country_code', 'text')
    .addColumn('voucher_code', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('OPEN')
        .check(sql`status in ('OPEN', 'PAID')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint('basket_licence', ['realm', 'licence_id'], 'licence', ['realm', 'id'], (c) => c.onDelete('cascade'))
    .execute();
  await db.schema.createIndex('basket_user').on('basket').columns(['user_id', 'created_at']).execute();

  // A card as the processor keeps it: a token, brand, last four digits and expiry. Never the number.
  await db.schema
    .createTable('payment_card')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('last_four', 'text', (c) => c.notNull())
    .addColumn('expiry_month', 'integer', (c) => c.notNull())
    .addColumn('expiry_year', 'integer', (c) => c.notNull())
    .addColumn('holder_name', 'text')
    // Listed in the customer's cards; a card used once without saving is kept for its payments only.
    .addColumn('saved', 'boolean', (c) => c.notNull())
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('payment_card_user').on('payment_card').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('payment')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('basket_id', 'uuid', (c) => c.notNull().references('basket.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('card_id', 'uuid', (c) => c.references('payment_card.id'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('AUTHORISATION_REQUIRED', 'SUCCEEDED', 'DECLINED')`))
    .addColumn('decline_reason', 'text')
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('scale', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    // The answer of a finished payment, replayed to a retry with the same key.
    .addColumn('answer', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // A retried pay with the same key finds the first one (and waits for it while it is open).
  await db.schema.createIndex('payment_idempotency').unique().on('payment').columns(['user_id', 'idempotency_key']).execute();
  await db.schema.createIndex('payment_history').on('payment').columns(['user_id', 'created_at']).execute();

  // Money taken: at most one per payment.
  await db.schema
    .createTable('charge')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('payment_id', 'uuid', (c) => c.notNull().unique().references('payment.id').onDelete('cascade'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('scale', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('subscription')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('licence_id', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('scale', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('period_end', 'timestamptz', (c) => c.notNull())
    // Set: no renewal; the entitlement runs to period_end.
    .addColumn('cancelled_at', 'timestamptz')
    .addForeignKeyConstraint('subscription_licence', ['realm', 'licence_id'], 'licence', ['realm', 'id'], (c) => c.onDelete('cascade'))
    .execute();
  await db.schema.createIndex('subscription_user').on('subscription').columns(['user_id', 'licence_id']).execute();

  await db.schema
    .createTable('price_migration')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('subscription_id', 'uuid', (c) => c.notNull().references('subscription.id').onDelete('cascade'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('scale', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('effective_at', 'timestamptz', (c) => c.notNull())
    .addColumn('deadline', 'timestamptz', (c) => c.notNull())
    // False: waiting for the customer; true: accepted; null: declined.
    .addColumn('customer_confirmed', 'boolean')
    .addColumn('answered_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('price_migration_subscription').on('price_migration').columns(['subscription_id']).execute();

  await db.schema
    .createTable('billing_address')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('country_code', 'text', (c) => c.notNull())
    .addColumn('postal_code', 'text')
    .addColumn('line1', 'text')
    .addColumn('line2', 'text')
    .addColumn('city', 'text')
    .addColumn('region', 'text')
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('billing_address_user').on('billing_address').columns(['user_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'billing_address',
    'price_migration',
    'subscription',
    'charge',
    'payment',
    'payment_card',
    'basket',
    'voucher',
    'tax_rate',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
  await db.schema.alterTable('licence').dropColumn('family_id').execute();
  await db.schema.dropTable('licence_family').ifExists().execute();
}
