// Renews the subscriptions whose period has ended (services/commerce/renewals.ts): at start-up
// and then every minute, so a renewal happens within a minute of its period's end. Every
// instance may run it: a subscription being renewed elsewhere is locked and skipped.
import type { FastifyInstance } from 'fastify';

const EVERY_MS = 60_000;

export async function startSubscriptionRenewal(app: FastifyInstance): Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const renew = async () => {
    const outcomes = await app.services.commerce.renewals.renewDue();
    for (const o of outcomes)
      app.log.info({ renewal: o }, o.status === 'RENEWED' ? 'subscription renewed' : 'subscription ended at renewal');
  };
  const tick = () => {
    running = renew().catch((err: unknown) => app.log.error({ err }, 'renewing subscriptions failed'));
  };
  tick();
  await running;
  const timer = setInterval(tick, EVERY_MS);
  timer.unref();
  // Before the database closes (onClose hooks run last-registered first): no renewal cut off.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
