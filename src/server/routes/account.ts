// The signed-in viewer's account (operations tagged `account`): details and missing details,
// the password, preferences and consent here; viewing profiles and parental control in account-*.ts. The
// registry's `auth` field has already checked the token and the level (guests are refused
// the `customer` ones); what a child profile may not open is decided here (spec §6: child
// profiles have no preferences or account items) — it may list profiles, switch (with the
// PIN when parental control asks for it), read whether parental control is on and check the
// PIN, nothing else.
import type { FastifyInstance } from 'fastify';
import { createAccountService, type AccountService } from '../services/account/index.ts';
import registerParentalRoutes from './account-parental.ts';
import registerProfileRoutes from './account-profiles.ts';
import { adultOnly, sendPrivate } from './account-reply.ts';
import { operation } from './operation.ts';
import { callerOf } from './session-links.ts';

export default async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { tokens } = app.services.auth;
  const account: AccountService = createAccountService({
    db: app.db,
    now: () => new Date(),
    tokens,
    mail: (message) => app.services.auth.outbox.send(message),
    emailChanges: app.services.auth.emailChanges,
  });

  operation(app, 'userProfile', async ({ reply, viewer }) => {
    adultOnly(viewer);
    return sendPrivate(reply, await account.details.get(viewer.userId));
  });

  operation(app, 'userProfileUpdate', async ({ request, reply, viewer, body }) => {
    adultOnly(viewer);
    const { base } = await callerOf(request);
    return sendPrivate(reply, await account.details.update(viewer.userId, { realm: request.realm, base }, body));
  });

  // Limited per address like the other routes that check a password: a stolen access token
  // must not become a way to guess the password it lacks.
  operation(app, 'passwordChange', { preHandler: [app.authLimits.address] }, async ({ request, reply, viewer, body }) => {
    adultOnly(viewer);
    const session = { userId: viewer.userId, profileId: viewer.profileId, impersonatorId: viewer.claims.imp ?? null };
    return sendPrivate(reply, await app.services.auth.changePassword(request.realm, session, body.currentSecret, body.secret));
  });

  // Partitions (decision 0042). The list is the realm's, the same for everyone.
  operation(app, 'partitions', async ({ request, reply }) =>
    sendPrivate(reply, { partitions: await app.services.auth.partitions.list(request.realm) }),
  );
  operation(app, 'userPartition', async ({ request, reply, viewer }) => {
    adultOnly(viewer);
    return sendPrivate(reply, { partition: await app.services.auth.partitions.current(request.realm, viewer.userId) });
  });
  operation(app, 'userPartitionUpdate', async ({ request, reply, viewer, body }) => {
    adultOnly(viewer);
    const session = { userId: viewer.userId, profileId: viewer.profileId, impersonatorId: viewer.claims.imp ?? null };
    return sendPrivate(reply, await app.services.auth.partitions.change(request.realm, session, body.partition));
  });

  operation(app, 'missingInformation', async ({ request, reply, viewer }) => {
    adultOnly(viewer);
    return sendPrivate(reply, await account.details.missing(viewer.userId, request.realm));
  });

  operation(app, 'preferences', async ({ reply, viewer }) => {
    adultOnly(viewer);
    return sendPrivate(reply, await account.preferences.read(viewer.userId));
  });

  operation(app, 'preferencesUpdate', async ({ request, reply, viewer, body }) => {
    adultOnly(viewer);
    return sendPrivate(reply, await account.preferences.update(viewer.userId, request.realm, body));
  });

  // Public: the sign-up form and the consent modal show the same prompts.
  operation(app, 'consentPrompts', async ({ request, reply }) => {
    return sendPrivate(reply, await account.consent.prompts(request.realm.realm));
  });

  operation(app, 'consentAnswers', async ({ request, reply, viewer, query }) => {
    adultOnly(viewer);
    return sendPrivate(reply, await account.consent.answers(viewer.userId, request.realm.realm, query.functionalPurposes));
  });

  operation(app, 'consentAnswersUpdate', async ({ request, reply, viewer, body }) => {
    adultOnly(viewer);
    return sendPrivate(reply, await account.consent.save(viewer.userId, request.realm.realm, body));
  });

  registerProfileRoutes(app, account);
  registerParentalRoutes(app, account);
}
