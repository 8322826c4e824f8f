// A subscription's card and its free trial (decision 0042). `card_id` is the saved card a
// subscription renews with: the card of the payment that started it, changed by the customer
// (POST /customer/cards/{card}/{subscription}, the payment update page). `trial_ends_at` is set
// when the subscription began with a free trial: nothing was charged, and the first charge is
// due at that date (the end of the first period). A customer gets a licence's trial once: a
// basket records, when it is opened, the trial's length it offers (`free_trial_days`).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('subscription')
    .addColumn('card_id', 'uuid', (c) => c.references('payment_card.id'))
    .execute();
  await db.schema.alterTable('subscription').addColumn('trial_ends_at', 'timestamptz').execute();
  await db.schema.alterTable('basket').addColumn('free_trial_days', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('basket').dropColumn('free_trial_days').execute();
  await db.schema.alterTable('subscription').dropColumn('trial_ends_at').execute();
  await db.schema.alterTable('subscription').dropColumn('card_id').execute();
}
