// Expired tokens, codes, PINs, referrals and captcha challenges, sign-in failures past their
// window and unreachable guest accounts are deleted at start-up and just after each UTC midnight
// (services/auth/cleanup.ts), so the accounts tables hold what can still be used. Deleting what
// is already dead is safe on every instance at once.
import type { FastifyInstance } from 'fastify';
import { runDailyAtUtcMidnight } from '../lib/daily.ts';
import { purgeExpired } from '../services/auth/cleanup.ts';

export async function startSessionCleanup(app: FastifyInstance, now: () => Date): Promise<void> {
  async function purge(): Promise<void> {
    const purged = await purgeExpired(app.db, now());
    if (Object.values(purged).some((n) => n > 0)) app.log.info({ purged }, 'expired sessions and tokens deleted');
  }
  await purge();
  const daily = runDailyAtUtcMidnight(purge, { now, onError: (err) => app.log.error({ err }, 'deleting expired sessions failed') });
  // onClose hooks run last-registered first, so this runs before the database closes.
  app.addHook('onClose', () => daily.stop());
}
