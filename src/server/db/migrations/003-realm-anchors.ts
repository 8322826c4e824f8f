// The demo schedule's anchor day moves from one row for the whole database ('live_anchor') to
// one row per demo realm ('live_anchor:{realm}', db/seed/anchor.ts), so only demo realms have
// their dates moved; before, every realm's dates moved with the one row. The realms that keep
// moving are the ones the demo seed (version 1) made, listed here as they were then.
import { sql, type Kysely } from 'kysely';

const SEEDED_REALMS = ['arena', 'cinema', 'club'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into meta (key, value)
    select 'live_anchor:' || realm.name, legacy.value
    from meta legacy cross join realm
    where legacy.key = 'live_anchor' and realm.name in (${sql.join(SEEDED_REALMS)})
    on conflict (key) do nothing`.execute(db);
  await sql`delete from meta where key = 'live_anchor'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Back to one row: the realms were seeded together, so their anchors agree.
  await sql`
    insert into meta (key, value)
    select 'live_anchor', max(value) from meta where starts_with(key, 'live_anchor:')
    having count(*) > 0
    on conflict (key) do nothing`.execute(db);
  await sql`delete from meta where starts_with(key, 'live_anchor:')`.execute(db);
}
