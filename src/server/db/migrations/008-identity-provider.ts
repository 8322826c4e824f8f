// Federated sign-in (decision 0022). Two sides live here because this server plays both:
// - the built-in demo OpenID Connect provider under /api/idp/{realm}: its registered clients
//   (with the redirect paths they may name), its own identities (apart from the app's
//   accounts: the provider is another service, only served by the same process), its one-use
//   authorisation codes and its signing key pair;
// - the app's side: which provider identity (provider name and subject) is linked to which
//   account.
// Secrets are stored as elsewhere: codes by their SHA-256, passwords by scrypt. The signing
// key is the provider's own, made on first use like the realms' keys (005 realm_key).
import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

const realmRef = (c: ColumnDefinitionBuilder) => c.notNull().references('realm.name').onDelete('cascade');

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idp_client')
    .addColumn('realm', 'text', realmRef)
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    // Paths on the provider's own origin a code may be sent to; anything else is refused
    // before a code exists (a code never travels to an address the client did not register).
    .addColumn('redirect_paths', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('idp_client_pk', ['realm', 'client_id'])
    .execute();

  await db.schema
    .createTable('idp_identity')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('realm', 'text', realmRef)
    // Lower-cased by the server.
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_verified', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('idp_identity_email').on('idp_identity').columns(['realm', 'email']).unique().execute();

  await db.schema
    .createTable('idp_code')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('realm', 'text', realmRef)
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    .addColumn('state', 'text')
    .addColumn('nonce', 'text')
    .addColumn('code_challenge', 'text', (c) => c.notNull())
    .addColumn('identity_id', 'uuid', (c) => c.notNull().references('idp_identity.id').onDelete('cascade'))
    // The issuer the code was made under (the origin the browser reached the provider on).
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('auth_time', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('idp_signing_key')
    .addColumn('realm', 'text', (c) => c.primaryKey().references('realm.name').onDelete('cascade'))
    .addColumn('kid', 'text', (c) => c.notNull())
    // A P-256 private key as a JWK (ES256).
    .addColumn('private_jwk', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // The app's side: one identity of a provider opens one account; an account has at most one
  // identity per provider.
  await db.schema
    .createTable('federated_identity')
    .addColumn('realm', 'text', realmRef)
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('email', 'text')
    .addColumn('linked_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('federated_identity_pk', ['realm', 'provider', 'subject'])
    .execute();
  await db.schema.createIndex('federated_identity_user').on('federated_identity').columns(['user_id', 'provider']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['federated_identity', 'idp_signing_key', 'idp_code', 'idp_identity', 'idp_client']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
