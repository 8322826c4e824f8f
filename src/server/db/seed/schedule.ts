// The demo's EPG channels and fighter rankings (migration 016), once per database under their
// own marker, so a database seeded before they existed gets them on its next start. Realms with
// live events get channels, and each live event a channel free at its start (the first one, a
// new one when all are busy), so no channel shows two programmes at once; the demo schedule job
// moves every date by the same whole days, which keeps that true. Arena, the realm with a
// Fighters menu item, gets rankings in every category of spec §3.
import { FIGHTER_CATEGORIES } from '../../../contracts/schedule.ts';
import { createRng } from '../../lib/rng.ts';
import type { Db } from '../index.ts';
import { toDate } from '../../services/cards.ts';
import { claimSeedMarker } from './claim.ts';

export const SCHEDULE_SEED_KEY = 'demo_schedule_channels';
export const FIGHTERS_REALM = 'arena';
/** Fighters ranked per category: more than the five shown, so "show more" has something to do. */
export const FIGHTERS_PER_CATEGORY = 12;

const FIRST = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elena', 'Felipe', 'Gabi', 'Hugo', 'Iris', 'João', 'Kai', 'Luna', 'Marco', 'Nina'];
const LAST = ['Silva', 'Costa', 'Moreno', 'Okafor', 'Tanaka', 'Novak', 'Reyes', 'Santos', 'Kowalski', 'Ferreira', 'Lima', 'Duarte'];

type Event = { id: string; start: number; end: number };

/** Channel index per event: the first channel whose last programme ended by the event's start. */
export function assignChannels(events: readonly Event[]): Map<string, number> {
  const busyUntil: number[] = [];
  const assigned = new Map<string, number>();
  for (const event of [...events].sort((a, b) => a.start - b.start || a.id.localeCompare(b.id))) {
    let channel = busyUntil.findIndex((until) => until <= event.start);
    if (channel === -1) channel = busyUntil.push(event.end) - 1;
    else busyUntil[channel] = event.end;
    assigned.set(event.id, channel);
  }
  return assigned;
}

export async function seedDemoSchedule(db: Db): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const realms = await trx.selectFrom('realm').select('name').execute();
    if (realms.length === 0) return false;
    if (!(await claimSeedMarker(trx, SCHEDULE_SEED_KEY, { version: 1 }))) return false;
    for (const { name: realm } of realms) {
      const rows = await trx
        .selectFrom('content')
        .select(['id', 'start_date', 'end_date'])
        .where('realm', '=', realm)
        .where('type', '=', 'LIVE_EVENT')
        .where('start_date', 'is not', null)
        .where('end_date', 'is not', null)
        .execute();
      const events = rows.map((r) => ({ id: r.id, start: toDate(r.start_date)?.getTime() ?? 0, end: toDate(r.end_date)?.getTime() ?? 0 }));
      if (events.length === 0) continue;
      const assigned = assignChannels(events);
      const count = Math.max(...assigned.values()) + 1;
      const channelId = (n: number) => `${realm}-channel-${n + 1}`;
      await trx
        .insertInto('live_channel')
        .values(Array.from({ length: count }, (_, n) => ({ realm, id: channelId(n), name: `Channel ${n + 1}`, position: n })))
        .execute();
      const links = [...assigned].map(([contentId, n]) => ({ realm, content_id: contentId, channel_id: channelId(n) }));
      for (let i = 0; i < links.length; i += 500)
        await trx
          .insertInto('channel_event')
          .values(links.slice(i, i + 500))
          .execute();
    }
    if (realms.some((r) => r.name === FIGHTERS_REALM)) {
      const rng = createRng(`${FIGHTERS_REALM}-fighters`);
      const fighters = FIGHTER_CATEGORIES.flatMap((category) =>
        Array.from({ length: FIGHTERS_PER_CATEGORY }, (_, i) => {
          const wins = rng.int(8, 30);
          return {
            realm: FIGHTERS_REALM,
            id: `${FIGHTERS_REALM}-fighter-${category}-${i + 1}`,
            category,
            rank: i + 1,
            name: `${rng.pick(FIRST)} ${rng.pick(LAST)}`,
            record: `${wins}-${rng.int(0, 8)}-${rng.int(0, 2)}`,
            artwork: `${FIGHTERS_REALM}-fighter-${category}-${i + 1}`,
          };
        }),
      );
      await trx.insertInto('fighter').values(fighters).execute();
    }
    return true;
  });
}
