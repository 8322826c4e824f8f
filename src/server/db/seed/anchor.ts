// Keeps the demo schedule current. Live and news dates are stored relative to an anchor day
// (UTC midnight, in the meta table); when the day changes, every dated row moves by the same
// whole number of days, so "on air" events (which span the anchor day plus a margin) are on air
// again, past events stay past and upcoming ones stay ahead, in the same order as seeded.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';

export const LIVE_ANCHOR_KEY = 'live_anchor';
const DAY_MS = 86_400_000;

/** UTC midnight of the day `now` falls on. */
export function anchorDay(now: Date): Date {
  return new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
}

/** 'YYYY-MM-DD' of a UTC day. */
export function dayKey(day: Date): string {
  return day.toISOString().slice(0, 10);
}

export async function readAnchor(db: Kysely<Database>): Promise<string | null> {
  const row = await db.selectFrom('meta').select('value').where('key', '=', LIVE_ANCHOR_KEY).executeTakeFirst();
  return row?.value ?? null;
}

/**
 * Moves the anchor to today's day and every dated row with it; returns the days moved.
 * Several server instances may race here: the anchor row is compared-and-set inside the
 * transaction, so only the one that moved it shifts the dates.
 */
export async function reanchorLiveEvents(db: Kysely<Database>, now: Date): Promise<number> {
  const want = dayKey(anchorDay(now));
  for (let attempt = 0; attempt < 3; attempt++) {
    const current = await readAnchor(db);
    if (current === null || current === want) return 0;
    const days = Math.round((Date.parse(want) - Date.parse(current)) / DAY_MS);
    const moved = await db.transaction().execute(async (trx) => {
      const claim = await trx
        .updateTable('meta')
        .set({ value: want })
        .where('key', '=', LIVE_ANCHOR_KEY)
        .where('value', '=', current)
        .executeTakeFirst();
      if (Number(claim.numUpdatedRows) === 0) return false;
      const shift = sql<Date>`make_interval(days => ${days}::int)`;
      await trx
        .updateTable('content')
        .set({ start_date: sql`start_date + ${shift}`, end_date: sql`end_date + ${shift}` })
        .where('start_date', 'is not', null)
        .execute();
      return true;
    });
    if (moved) return days;
  }
  return 0;
}
