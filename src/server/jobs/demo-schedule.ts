// The demo realms' live schedule follows the calendar (db/seed/anchor.ts): moved to today at
// start-up, then just after each UTC midnight while the server runs, and only with
// DEMO_SCHEDULE on (config.ts). Requests never write dates: a GET stays a read.
import type { FastifyInstance } from 'fastify';
import { moveDemoSchedules } from '../db/seed/anchor.ts';
import { runDailyAtUtcMidnight } from '../lib/daily.ts';

export async function startDemoSchedule(app: FastifyInstance, now: () => Date): Promise<void> {
  async function move(): Promise<void> {
    const moved = await moveDemoSchedules(app.db, now());
    if (Object.keys(moved).length === 0) return;
    // The move bumped those realms' versions with the dates; cached pages here go at once
    // (other instances drop theirs within CACHE_CHECK_MS).
    app.services.versions.expire();
    app.log.info({ days: moved }, 'demo schedule moved to today');
  }

  // Before the server answers anything, so the first page already shows today's events.
  await move();
  const daily = runDailyAtUtcMidnight(move, {
    now,
    onError: (err) => app.log.error({ err }, 'moving the demo schedule failed'),
  });
  // onClose hooks run last-registered first, so this runs before the database closes.
  app.addHook('onClose', () => daily.stop());
}
