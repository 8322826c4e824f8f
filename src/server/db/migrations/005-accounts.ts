// Accounts and tokens (issue 7): users and their viewing profiles, each realm's signing key,
// refresh-token families, one-time tokens (confirmation, reset, magic link, PIN reset,
// activation, impersonation), the development outbox, TV PINs, OAuth codes and clients,
// referrals, and the realm's account rules (password length, sign-up fields, consent
// prompts). Secrets are never stored: tokens by their SHA-256, passwords by scrypt.
// Plain SQL types both PGlite and PostgreSQL accept; uuids are made by the server, not by
// the database, so no extension is needed.
import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

const realmRef = (c: ColumnDefinitionBuilder) => c.notNull().references('realm.name').onDelete('cascade');

export async function up(db: Kysely<unknown>): Promise<void> {
  // `user` is a reserved word in SQL; app_user avoids quoting it everywhere.
  await db.schema
    .createTable('app_user')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('realm', 'text', realmRef)
    // Lower-cased by the server; null for guests. NULLs never collide in a unique index.
    .addColumn('email', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('roles', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('is_guest', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('locale', 'text')
    .addColumn('confirmed', 'boolean', (c) => c.notNull().defaultTo(false))
    // Bumped to refuse every access token issued before (logout everywhere, password change).
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('full_name', 'text')
    .addColumn('preferred_name', 'text')
    .addColumn('birth_date', 'text')
    .addColumn('tax_number', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('country_code', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('app_user_email').on('app_user').columns(['realm', 'email']).unique().execute();

  await db.schema
    .createTable('viewing_profile')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('ADULT', 'CHILD')`))
    .addColumn('avatar_colour', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('viewing_profile_user').on('viewing_profile').columns(['user_id', 'position']).execute();

  await db.schema
    .createTable('realm_key')
    .addColumn('realm', 'text', (c) => c.primaryKey().references('realm.name').onDelete('cascade'))
    // base64url of 32 random bytes, made on first use by the server that needs it.
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('refresh_token')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    // Every token from one sign-in shares a family; reuse of a spent one revokes the family.
    .addColumn('family_id', 'uuid', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    // What the next access token of the family carries: the active profile, an impersonator.
    .addColumn('profile_id', 'uuid')
    .addColumn('impersonator_id', 'uuid')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('spent_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('refresh_token_family').on('refresh_token').column('family_id').execute();
  await db.schema.createIndex('refresh_token_user').on('refresh_token').column('user_id').execute();

  // Access tokens signed out one by one (logout of one session) until they expire anyway.
  await db.schema
    .createTable('revoked_access_token')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('one_time_token')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('realm', 'text', realmRef)
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('CONFIRMATION', 'PASSWORD_RESET', 'MAGIC_LINK', 'PIN_RESET', 'ACTIVATION', 'IMPERSONATION')`),
    )
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'uuid', (c) => c.references('app_user.id').onDelete('cascade'))
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('one_time_token_user').on('one_time_token').columns(['user_id', 'kind']).execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('realm', 'text', realmRef)
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('outbox_realm_to').on('outbox').columns(['realm', 'to_address', 'created_at']).execute();

  await db.schema
    .createTable('tv_pin')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('realm', 'text', realmRef)
    .addColumn('pin', 'text', (c) => c.notNull())
    .addColumn('poll_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'uuid', (c) => c.references('app_user.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('authorized_at', 'timestamptz')
    .addColumn('delivered_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('tv_pin_realm_pin').on('tv_pin').columns(['realm', 'pin']).unique().execute();

  // Apps allowed to use the /authorize code flow, with the exact redirect URLs they may name:
  // without it, anyone could have a viewer's code sent to a URL of theirs.
  await db.schema
    .createTable('oauth_client')
    .addColumn('realm', 'text', realmRef)
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('redirect_urls', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('oauth_client_pk', ['realm', 'client_id'])
    .execute();

  await db.schema
    .createTable('oauth_code')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('realm', 'text', realmRef)
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('redirect_url', 'text', (c) => c.notNull())
    .addColumn('code_challenge', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('referral')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('realm', 'text', realmRef)
    .addColumn('esrefid', 'text', (c) => c.notNull())
    .addColumn('esclkid', 'text')
    .addColumn('user_id', 'uuid', (c) => c.references('app_user.id').onDelete('set null'))
    .addColumn('device_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  // The realm's account rules the wire settings do not carry. A realm without a row: 4 to 256
  // characters, nothing required.
  await db.schema
    .createTable('realm_account_settings')
    .addColumn('realm', 'text', (c) => c.primaryKey().references('realm.name').onDelete('cascade'))
    .addColumn('password_min', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(4)
        .check(sql`password_min in (4, 8)`),
    )
    // Profile fields an account must have (missingInformationStatus, /user/missing-information).
    .addColumn('required_profile_fields', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();

  await db.schema
    .createTable('signup_field')
    .addColumn('realm', 'text', realmRef)
    .addColumn('field_name', 'text', (c) => c.notNull())
    // A SignupField document (contracts/session.ts) without its name.
    .addColumn('definition', 'jsonb', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('signup_field_pk', ['realm', 'field_name'])
    .execute();

  await db.schema
    .createTable('consent_prompt')
    .addColumn('realm', 'text', realmRef)
    .addColumn('field_name', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('functional_purpose', 'text', (c) => c.notNull())
    .addColumn('required', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('consent_prompt_pk', ['realm', 'field_name'])
    .execute();

  // Answers given at sign-up and later (spec §4 Consent): one per prompt, with its time.
  await db.schema
    .createTable('consent_answer')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('field_name', 'text', (c) => c.notNull())
    .addColumn('answer', 'boolean', (c) => c.notNull())
    .addColumn('answered_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('consent_answer_pk', ['user_id', 'field_name'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'consent_answer',
    'consent_prompt',
    'signup_field',
    'realm_account_settings',
    'referral',
    'oauth_code',
    'oauth_client',
    'tv_pin',
    'outbox',
    'one_time_token',
    'revoked_access_token',
    'refresh_token',
    'realm_key',
    'viewing_profile',
    'app_user',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
