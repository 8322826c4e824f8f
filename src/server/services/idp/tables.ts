// Table types of migration 008 (federated sign-in), merged into the database's type so Kysely
// checks every query: the demo provider's clients, identities, codes and signing key, and the
// app's links from a provider identity to an account.
import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface IdpClientTable {
  realm: string;
  client_id: string;
  name: string;
  redirect_paths: Json<string[]>;
}

export interface IdpIdentityTable {
  id: string;
  realm: string;
  email: string;
  email_verified: ColumnType<boolean, boolean | undefined, boolean>;
  password_hash: string;
  name: string;
  created_at: DefaultTimestamp;
}

export interface IdpCodeTable {
  code_hash: string;
  realm: string;
  client_id: string;
  redirect_uri: string;
  state: string | null;
  nonce: string | null;
  code_challenge: string;
  identity_id: string;
  issuer: string;
  auth_time: Timestamp;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface IdpSigningKeyTable {
  realm: string;
  kid: string;
  private_jwk: Json<Record<string, string>>;
  created_at: DefaultTimestamp;
}

export interface FederatedIdentityTable {
  realm: string;
  provider: string;
  subject: string;
  user_id: string;
  email: string | null;
  linked_at: DefaultTimestamp;
}

declare module '../../db/schema.ts' {
  interface Database {
    idp_client: IdpClientTable;
    idp_identity: IdpIdentityTable;
    idp_code: IdpCodeTable;
    idp_signing_key: IdpSigningKeyTable;
    federated_identity: FederatedIdentityTable;
  }
}
