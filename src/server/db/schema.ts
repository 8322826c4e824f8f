// Table types for Kysely. JSON columns hold wire-shaped documents validated by contracts.
import type { ColumnType, Generated } from 'kysely';
import type { MenuItem, MenuLayout } from '../../contracts/index.ts';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json<T> = ColumnType<T, string, string>;

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
  rule: Json<{ kind: 'items' } | { kind: 'live-now' } | { kind: 'upcoming' } | { kind: 'type'; type: string; order: 'newest' | 'title' }>;
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
}

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

export interface Database {
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
}
