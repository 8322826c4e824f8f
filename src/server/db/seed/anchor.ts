// Keeps the demo realms' schedules current. A demo realm's live and news dates are stored
// relative to an anchor day (UTC midnight) in the meta table, one row per realm under
// live_anchor:{realm}. When the day changes, that realm's dated rows move by the same whole
// number of days, so "on air" events (which span the anchor day plus a margin) are on air
// again, past events stay past and upcoming ones stay ahead, in the same order as seeded.
// A realm without an anchor row is not a demo realm: its dates are never moved.
import { sql, type Kysely } from 'kysely';
import { bumpRealmVersions } from '../realm-version.ts';
import type { Database } from '../schema.ts';

const ANCHOR_PREFIX = 'live_anchor:';
const DAY_MS = 86_400_000;

/** The meta key holding a demo realm's anchor day ('YYYY-MM-DD'). */
export const liveAnchorKey = (realm: string): string => `${ANCHOR_PREFIX}${realm}`;

/** UTC midnight of the day `now` falls on. */
export function anchorDay(now: Date): Date {
  return new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
}

/** 'YYYY-MM-DD' of a UTC day. */
export function dayKey(day: Date): string {
  return day.toISOString().slice(0, 10);
}

/** The anchor day of each demo realm, by realm name. */
export async function readAnchors(db: Kysely<Database>): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('meta')
    .select(['key', 'value'])
    .where(sql<boolean>`starts_with(key, ${ANCHOR_PREFIX})`)
    .execute();
  return new Map(rows.map((row) => [row.key.slice(ANCHOR_PREFIX.length), row.value]));
}

async function readAnchor(db: Kysely<Database>, realm: string): Promise<string | null> {
  const row = await db.selectFrom('meta').select('value').where('key', '=', liveAnchorKey(realm)).executeTakeFirst();
  return row?.value ?? null;
}

/**
 * Moves one demo realm's anchor to the day `want` and its dated rows with it; returns the days
 * moved. Several server instances may race here: the anchor row is compared-and-set inside the
 * transaction that moves the dates, so only the instance that moved the anchor moves the dates.
 */
async function moveRealm(db: Kysely<Database>, realm: string, want: string): Promise<number> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const current = await readAnchor(db, realm);
    if (current === null || current === want) return 0;
    const days = Math.round((Date.parse(want) - Date.parse(current)) / DAY_MS);
    const moved = await db.transaction().execute(async (trx) => {
      const claim = await trx
        .updateTable('meta')
        .set({ value: want })
        .where('key', '=', liveAnchorKey(realm))
        .where('value', '=', current)
        .executeTakeFirst();
      if (Number(claim.numUpdatedRows) === 0) return false;
      const shift = sql<Date>`make_interval(days => ${days}::int)`;
      await trx
        .updateTable('content')
        .set({ start_date: sql`start_date + ${shift}`, end_date: sql`end_date + ${shift}` })
        .where('realm', '=', realm)
        .where('start_date', 'is not', null)
        .execute();
      // Cached pages of this realm were made with the old dates (decision 0013).
      await bumpRealmVersions(trx, [realm]);
      return true;
    });
    if (moved) return days;
  }
  return 0;
}

/**
 * Moves every demo realm's schedule to the UTC day `now` falls on. Returns the days each realm
 * was moved by this call; realms already on that day (or moved by another instance) are absent.
 */
export async function moveDemoSchedules(db: Kysely<Database>, now: Date): Promise<Record<string, number>> {
  const want = dayKey(anchorDay(now));
  const moved: Record<string, number> = {};
  for (const [realm, current] of await readAnchors(db)) {
    if (current === want) continue;
    const days = await moveRealm(db, realm, want);
    if (days !== 0) moved[realm] = days;
  }
  return moved;
}
