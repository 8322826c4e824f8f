// Viewing profiles (realms with profile configuration ENABLED): list, add, rename, remove,
// and switch. A child profile may list the profiles and switch (the switch asks for the
// parental PIN when parental control is RESTRICTED); managing them is for adult profiles.
import type { FastifyInstance } from 'fastify';
import type { AccountService } from '../services/account/index.ts';
import { adultOnly, sendPrivate, withRetryAfter } from './account-reply.ts';
import { operation } from './operation.ts';

export default function registerProfileRoutes(app: FastifyInstance, account: AccountService): void {
  operation(app, 'profiles', async ({ request, reply, viewer }) => {
    return sendPrivate(reply, await account.profiles.list(viewer.userId, request.realm));
  });

  operation(app, 'profileCreate', async ({ request, reply, viewer, body }) => {
    adultOnly(viewer);
    return sendPrivate(reply, await account.profiles.create(viewer.userId, request.realm, body), 201);
  });

  operation(app, 'profileUpdate', async ({ request, reply, viewer, params, body }) => {
    adultOnly(viewer);
    return sendPrivate(reply, await account.profiles.update(viewer.userId, request.realm, params.id, body));
  });

  operation(app, 'profileDelete', async ({ request, reply, viewer, params }) => {
    adultOnly(viewer);
    await account.profiles.remove(viewer.userId, request.realm, params.id, viewer.profileId);
    return sendPrivate(reply, { ok: true });
  });

  operation(app, 'profileSelect', async ({ request, reply, viewer, params, body }) => {
    return sendPrivate(reply, await withRetryAfter(reply, () => account.selectProfile(viewer, request.realm, params.id, body.pin)));
  });
}
