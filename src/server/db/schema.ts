// Table types for Kysely. JSON columns hold wire-shaped documents validated by contracts.
import type { ColumnType, Generated } from 'kysely';
import type { MenuItem, MenuLayout } from '../../contracts/index.ts';
import type { AnalyticsTables } from './schema-analytics.ts';
import type { BrowseTables } from './schema-browse.ts';
import type { CommerceTables } from './schema-commerce.ts';
import type { PlaybackTables } from './schema-playback.ts';
import type { ScheduleTables } from './schema-schedule.ts';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json<T> = ColumnType<T, string, string>;
/** A timestamp the database fills in unless given. */
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface RealmTable {
  name: string;
  /** RealmSettings document (contracts/realm.ts). */
  settings: Json<unknown>;
  /** Extra host names that resolve to this realm besides `{name}.localhost`. */
  hosts: string[];
  created_at: Generated<Timestamp>;
}

export interface LabelTable {
  realm: string;
  locale: string;
  translations: Json<Record<string, string>>;
}

export interface MenuTable {
  realm: string;
  platform: string;
  /** Menu document (contracts/menu.ts). */
  menu: Json<unknown>;
}

export interface ContentTable {
  realm: string;
  id: string;
  type: string;
  title: string;
  /** Localised titles by locale; the plain title is the fallback. */
  titles: Json<Record<string, string>>;
  description: string;
  descriptions: Json<Record<string, string>>;
  parent_id: string | null;
  position: number;
  duration: number | null;
  start_date: Timestamp | null;
  end_date: Timestamp | null;
  /** Seed for the generated artwork of this item. */
  artwork: string;
  /** Sample stream this item plays (media/ folder name). */
  media: string | null;
  created_at: Generated<Timestamp>;
}

export interface BucketTable {
  realm: string;
  id: string;
  section: string;
  position: number;
  /** Label key for the rail title; the seeded name is the fallback. */
  label_key: string;
  name: string;
  type: string;
  image_style: string;
  /** How the rail is filled: explicit items, or a rule over the catalogue. */
  rule: Json<
    | { kind: 'items' }
    | { kind: 'live-now' }
    | { kind: 'upcoming' }
    | { kind: 'type'; type: string; order: 'newest' | 'title' }
    /** A section-link bucket: tiles of these sections, in this order. */
    | { kind: 'sections'; sections: string[] }
  >;
}

export interface BucketItemTable {
  realm: string;
  bucket_id: string;
  content_id: string;
  position: number;
}

export interface HeroTable {
  realm: string;
  section: string;
  position: number;
  content_id: string;
}

/** A menu row's document: the wire menu plus, per item, the label key that localises its title. */
export type StoredMenu = { layout: MenuLayout; items: (MenuItem & { titleKey: string })[] };

export interface LicenceTable {
  realm: string;
  id: string;
  position: number;
  /** Licence document (contracts/licence.ts). */
  licence: Json<unknown>;
  /** Migration 019: the family it is sold in; null when sold on its own. */
  family_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 022: name, description and badge by locale; the document's are the fallback. */
  translations: ColumnType<LocalisedTexts, string | undefined, string>;
}

/** Per locale (en_US), the fields of a row that read differently in it (migration 022). */
export type LocalisedTexts = Record<string, Record<string, string>>;

export interface MetaTable {
  key: string;
  value: string;
}

export interface RealmVersionTable {
  realm: string;
  /** bigint in SQL: read it as text (db/realm-version.ts), drivers differ in how they return int8. */
  version: ColumnType<unknown, number | undefined, number>;
  changed_at: Generated<Timestamp>;
}

/** An account: a guest (no email, no password) or a person; lower-cased email, unique per realm. */
export interface UserTable {
  id: string;
  realm: string;
  email: string | null;
  /** scrypt string of services/auth/password.ts; null for guests and accounts awaiting activation. */
  password_hash: string | null;
  roles: ColumnType<string[], string[] | undefined, string[]>;
  is_guest: Generated<boolean>;
  locale: string | null;
  confirmed: Generated<boolean>;
  /** Part of every access token's key: bumping it refuses every token issued before. */
  token_version: Generated<number>;
  full_name: string | null;
  preferred_name: string | null;
  birth_date: string | null;
  tax_number: string | null;
  phone_number: string | null;
  country_code: string | null;
  created_at: DefaultTimestamp;
  /** The partition of a partitioned realm the account belongs to (migration 009). */
  partition_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ViewingProfileTable {
  id: string;
  user_id: string;
  name: string;
  type: 'ADULT' | 'CHILD';
  avatar_colour: string;
  position: Generated<number>;
  created_at: DefaultTimestamp;
}

export interface RealmKeyTable {
  realm: string;
  /** base64url of 32 random bytes: the realm's HS256 key. */
  key: string;
  created_at: DefaultTimestamp;
}

export interface RefreshTokenTable {
  id: string;
  family_id: string;
  user_id: string;
  token_hash: string;
  profile_id: string | null;
  impersonator_id: string | null;
  created_at: DefaultTimestamp;
  spent_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  expires_at: Timestamp;
}

export interface RevokedAccessTokenTable {
  token_hash: string;
  expires_at: Timestamp;
}

export type OneTimeTokenKind = 'CONFIRMATION' | 'PASSWORD_RESET' | 'MAGIC_LINK' | 'PIN_RESET' | 'ACTIVATION' | 'IMPERSONATION';

export interface OneTimeTokenTable {
  id: string;
  realm: string;
  kind: OneTimeTokenKind;
  token_hash: string;
  user_id: string | null;
  /** What the token's use needs besides its user (an impersonator, a return path, licences). */
  data: Json<Record<string, unknown>>;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface OutboxTable {
  id: string;
  realm: string;
  to_address: string;
  kind:
    | 'CONFIRMATION'
    | 'PASSWORD_RESET'
    | 'MAGIC_LINK'
    | 'PIN_RESET'
    | 'ACTIVATION'
    | 'EMAIL_CHANGE'
    | 'EMAIL_CHANGE_NOTICE'
    | 'PASSWORD_CHANGED'
    | 'GIFT';
  subject: string;
  body: string;
  link: string | null;
  created_at: DefaultTimestamp;
}

export interface TvPinTable {
  id: string;
  realm: string;
  pin: string;
  poll_hash: string;
  user_id: string | null;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
  authorized_at: NullableTimestamp;
  delivered_at: NullableTimestamp;
}

export interface OauthClientTable {
  realm: string;
  client_id: string;
  name: string;
  redirect_urls: Json<string[]>;
}

export interface OauthCodeTable {
  code_hash: string;
  realm: string;
  user_id: string;
  client_id: string;
  redirect_url: string;
  code_challenge: string;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface ReferralTable {
  id: string;
  realm: string;
  esrefid: string;
  esclkid: string | null;
  user_id: string | null;
  device_id: string | null;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
}

export interface RealmAccountSettingsTable {
  realm: string;
  /** 4 or 8: passwords of 4–256 or 8–256 characters (spec §5). */
  password_min: number;
  /** MissingField names (contracts/session.ts) every account of the realm must have. */
  required_profile_fields: Json<string[]>;
  /** The partitions a PARTITIONED realm offers (migration 009): ids, or `{ id, name }` (decision 0042). */
  partitions: ColumnType<(string | { id: string; name: string })[], string | undefined, string>;
}

export interface SignupFieldTable {
  realm: string;
  field_name: string;
  /** SignupField (contracts/session.ts) without fieldName and order. */
  definition: Json<unknown>;
  position: number;
}

export interface ConsentPromptTable {
  realm: string;
  field_name: string;
  label: string;
  functional_purpose: string;
  required: boolean;
  position: number;
}

export interface ConsentAnswerTable {
  user_id: string;
  field_name: string;
  answer: boolean;
  answered_at: DefaultTimestamp;
}

/** One searchable item in one realm language, kept by triggers on content (migration 010). */
export interface SearchDocumentTable {
  realm: string;
  locale: string;
  content_id: string;
  type: string;
  start_date: Date | null;
  folded_title: string;
  /** tsvector; written by the triggers only. */
  document: string;
  /** tsvector of the folded title alone, generated (migration 015): what ranking reads. */
  title_document: ColumnType<string, never, never>;
}

/** The words of searchable titles per realm (migration 015): what a misspelt word is corrected against. */
export interface SearchWordTable {
  realm: string;
  word: string;
}

/** Views per item (migration 010): what "popular" ranks by. */
export interface ContentViewsTable {
  realm: string;
  content_id: string;
  /** bigint: drivers hand it back as a string. */
  views: ColumnType<string, number | string, number | string>;
}

export interface Database extends PlaybackTables, BrowseTables, ScheduleTables, AnalyticsTables, CommerceTables {
  realm: RealmTable;
  label: LabelTable;
  menu: MenuTable;
  content: ContentTable;
  bucket: BucketTable;
  bucket_item: BucketItemTable;
  hero: HeroTable;
  meta: MetaTable;
  licence: LicenceTable;
  realm_version: RealmVersionTable;
  app_user: UserTable;
  viewing_profile: ViewingProfileTable;
  realm_key: RealmKeyTable;
  refresh_token: RefreshTokenTable;
  revoked_access_token: RevokedAccessTokenTable;
  one_time_token: OneTimeTokenTable;
  outbox: OutboxTable;
  tv_pin: TvPinTable;
  oauth_client: OauthClientTable;
  oauth_code: OauthCodeTable;
  referral: ReferralTable;
  realm_account_settings: RealmAccountSettingsTable;
  signup_field: SignupFieldTable;
  consent_prompt: ConsentPromptTable;
  consent_answer: ConsentAnswerTable;
  search_document: SearchDocumentTable;
  search_word: SearchWordTable;
  content_views: ContentViewsTable;
}
