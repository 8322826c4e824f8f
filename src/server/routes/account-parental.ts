// Parental control: the status and whether a PIN is set (a child profile may read these: its
// profile switcher needs to know whether leaving asks for the PIN, and may check the PIN),
// setting or changing the PIN and status, and the mailed reset code (adult profiles only).
import type { FastifyInstance } from 'fastify';
import type { AccountService } from '../services/account/index.ts';
import { adultOnly, sendPrivate, withRetryAfter } from './account-reply.ts';
import { operation } from './operation.ts';
import { callerOf } from './session-links.ts';

export default function registerParentalRoutes(app: FastifyInstance, account: AccountService): void {
  operation(app, 'parentalControl', async ({ reply, viewer }) => {
    return sendPrivate(reply, await account.parental.state(viewer.userId));
  });

  operation(app, 'parentalControlUpdate', async ({ reply, viewer, body }) => {
    adultOnly(viewer);
    return sendPrivate(reply, await withRetryAfter(reply, () => account.parental.update(viewer.userId, body)));
  });

  operation(app, 'parentalControlVerify', async ({ reply, viewer, body }) => {
    await withRetryAfter(reply, () => account.parental.verify(viewer.userId, body.pin));
    return sendPrivate(reply, { ok: true });
  });

  operation(app, 'parentalControlResetRequest', async ({ request, reply, viewer }) => {
    adultOnly(viewer);
    const { base } = await callerOf(request);
    await withRetryAfter(reply, () => account.requestPinReset(viewer, request.realm, base));
    return sendPrivate(reply, { ok: true });
  });
}
