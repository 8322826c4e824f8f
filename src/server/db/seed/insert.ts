// Writes one realm's seed rows. The catalogue goes in batches of 1000 rows, each batch one JSON
// document expanded by json_to_recordset: one parameter per statement, where a multi-row VALUES
// list needs fourteen per row and was about 1.7 times slower for 100 000 items per realm.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { ContentSeed } from './catalogue.ts';
import type { RealmSeed } from './realm-seed.ts';

const BATCH = 1000;

async function inBatches<T>(rows: readonly T[], write: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await write(rows.slice(i, i + BATCH));
}

export async function insertRealmSeed(db: Kysely<Database>, seed: RealmSeed): Promise<void> {
  const realm = seed.settings.realm;
  await db
    .insertInto('realm')
    .values({ name: realm, settings: JSON.stringify(seed.settings), hosts: [] })
    .execute();
  await db
    .insertInto('label')
    .values(seed.labels.map((l) => ({ realm, locale: l.locale, translations: JSON.stringify(l.translations) })))
    .execute();
  await db
    .insertInto('menu')
    .values(seed.menus.map((m) => ({ realm, platform: m.platform, menu: JSON.stringify(m.menu) })))
    .execute();
  if (seed.licences.length > 0) {
    await db
      .insertInto('licence')
      .values(seed.licences.map((licence, position) => ({ realm, id: licence.id, position, licence: JSON.stringify(licence) })))
      .execute();
  }
  await inBatches(seed.content, (batch) => insertContent(db, realm, batch));
  if (seed.buckets.length > 0) {
    await db
      .insertInto('bucket')
      .values(seed.buckets.map((b) => ({ realm, ...b, rule: JSON.stringify(b.rule) })))
      .execute();
  }
  await inBatches(seed.bucketItems, (batch) =>
    db
      .insertInto('bucket_item')
      .values(batch.map((i) => ({ realm, ...i })))
      .execute(),
  );
  if (seed.heroes.length > 0) {
    await db
      .insertInto('hero')
      .values(seed.heroes.map((h) => ({ realm, ...h })))
      .execute();
  }
}

async function insertContent(db: Kysely<Database>, realm: string, batch: readonly ContentSeed[]): Promise<void> {
  const rows = JSON.stringify(batch.map((c) => ({ realm, ...c })));
  await sql`
    insert into content (realm, id, type, title, titles, description, descriptions, parent_id, position, duration, start_date, end_date, artwork, media)
    select realm, id, type, title, titles, description, descriptions, parent_id, position, duration, start_date, end_date, artwork, media
    from json_to_recordset(${rows}::json) as x(
      realm text, id text, type text, title text, titles jsonb, description text, descriptions jsonb, parent_id text,
      position integer, duration integer, start_date timestamptz, end_date timestamptz, artwork text, media text
    )`.execute(db);
}
