// Signing in elsewhere (spec §7): a TV with a PIN, an app through the /authorize code flow
// with PKCE, an administrator as a user (impersonation); accounts awaiting activation; and
// referral records. Limited per address where something can be guessed (a PIN) or a password
// is checked; one-time tokens, codes and activation ids are 122 to 256 random bits.
import type { FastifyInstance } from 'fastify';
import { optionalViewer } from '../plugins/auth.ts';
import { operation } from './operation.ts';
import { challengeAnswerOf, sendPrivate } from './session-links.ts';

export default async function sessionDeviceRoutes(app: FastifyInstance): Promise<void> {
  const { tvPin, oauth, operator } = app.services.auth;
  const { address, account } = app.authLimits;

  operation(app, 'tvPinIssue', { preHandler: [address] }, async ({ request, reply }) => {
    return sendPrivate(reply, await tvPin.issue(request.realm));
  });

  // Not address-limited: a TV polls every few seconds for ten minutes. The poll token is a
  // 256-bit secret, so there is nothing to guess.
  operation(app, 'tvPinPoll', async ({ request, reply, body }) => {
    return sendPrivate(reply, await tvPin.poll(request.realm, body.pollToken));
  });

  operation(app, 'tvPinAuthorize', { preHandler: [address] }, async ({ request, reply, body, viewer }) => {
    await tvPin.authorize(request.realm, viewer.userId, body.pin);
    return sendPrivate(reply, { ok: true });
  });

  // A password sign-in like login: the realm's captcha asks after repeated failures.
  operation(app, 'oauthCode', { preHandler: [address, account] }, async ({ request, reply, body }) => {
    const attempt = { email: body.credentials.id, address: request.ip };
    const signIn = () =>
      oauth.code(request.realm, {
        clientId: body.client_id,
        redirectUrl: body.redirect_url,
        state: body.state,
        codeChallenge: body.code_challenge,
        email: body.credentials.id,
        secret: body.credentials.secret,
      });
    const answer = await app.services.captcha.signIn(request.realm, 'oauthCode', attempt, challengeAnswerOf(request), signIn);
    return sendPrivate(reply, answer);
  });

  operation(app, 'oauthToken', async ({ request, reply, body }) => {
    const answer = await oauth.token(request.realm, {
      code: body.code,
      codeVerifier: body.code_verifier,
      clientId: body.client_id,
      redirectUrl: body.redirect_url,
    });
    return sendPrivate(reply, answer);
  });

  operation(app, 'impersonationToken', async ({ request, reply, body, viewer }) => {
    return sendPrivate(reply, await operator.impersonationToken(request.realm.realm, viewer.userId, body));
  });

  operation(app, 'impersonate', async ({ request, reply, query }) => {
    return sendPrivate(reply, await operator.impersonate(request.realm.realm, query.token));
  });

  operation(app, 'pendingActivation', async ({ request, reply, params }) => {
    return sendPrivate(reply, await operator.pendingActivation(request.realm.realm, params.id));
  });

  operation(app, 'pendingActivationEntitlement', async ({ request, reply, params }) => {
    return sendPrivate(reply, await operator.entitlement(request.realm.realm, params.id));
  });

  operation(app, 'pendingActivationActivate', async ({ request, reply, params }) => {
    return sendPrivate(reply, await operator.activate(request.realm.realm, params.id));
  });

  operation(app, 'pendingActivationDelete', async ({ request, reply, params }) => {
    await operator.withdraw(request.realm.realm, params.id);
    return sendPrivate(reply, { ok: true });
  });

  operation(app, 'referralSession', async ({ request, reply, body }) => {
    const viewer = await optionalViewer(request);
    const record = await operator.referral(request.realm.realm, {
      referralExid: body.referralExid,
      clickId: body.clickId,
      userId: viewer?.userId ?? null,
      deviceId: request.deviceId,
    });
    return sendPrivate(reply, record, 201);
  });
}
