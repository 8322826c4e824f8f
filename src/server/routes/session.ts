// Signing in and out (spec §7): guest check-in, email and password, sign-up (and the PBR
// variant), token refresh, logout, password reset, email confirmation and magic links. Thin:
// the registry validates input, services/auth holds the rules. Routes that take guesses or
// cost a password hash are rate-limited per address and, where a body names an account, per
// account. Guest check-in is not: every first visit makes one, and a school or an office
// behind one address would be locked out. In realms with a CAPTCHA configuration, sign-up and
// the password and magic-link requests need a solved challenge, and sign-in does after repeated
// failures (services/captcha).
import type { FastifyInstance } from 'fastify';
import { optionalViewer } from '../plugins/auth.ts';
import { operation } from './operation.ts';
import { callerOf, challengeAnswerOf, sendPrivate } from './session-links.ts';

export default async function sessionRoutes(app: FastifyInstance): Promise<void> {
  const { accounts, tokens } = app.services.auth;
  const { captcha } = app.services;
  const { address, account } = app.authLimits;
  const limited = { preHandler: [address, account] };

  operation(app, 'guestCheckin', async ({ request, reply }) => {
    return sendPrivate(reply, await accounts.guestCheckin(await callerOf(request)));
  });

  operation(app, 'login', limited, async ({ request, reply, body }) => {
    const caller = await callerOf(request);
    const attempt = { email: body.email, address: request.ip };
    const signIn = () => accounts.login(caller, body.email, body.secret);
    return sendPrivate(reply, await captcha.signIn(request.realm, 'login', attempt, challengeAnswerOf(request), signIn));
  });

  operation(app, 'signupForm', async ({ request, reply }) => {
    return sendPrivate(reply, await accounts.signupForm(await callerOf(request)));
  });

  operation(app, 'signup', { preHandler: [address] }, async ({ request, reply, body }) => {
    const fields = body.meta_fields ?? {};
    const form = await accounts.signupForm(await callerOf(request));
    const known = new Set(form.fields.map((f) => f.fieldName));
    const tokensOut = await accounts.signup(await callerOf(request), {
      email: body.email,
      secret: body.secret,
      consentAnswers: body.consentAnswers,
      fields,
      fieldPath: (name) => `meta_fields.${name}`,
      unknownFields: Object.keys(fields).filter((name) => !known.has(name)),
      partitionData: body.partitionData,
      from: body.from,
      challenge: captcha.gate(request.realm, 'signup', challengeAnswerOf(request)),
    });
    return sendPrivate(reply, tokensOut);
  });

  // PBR: the profile fields sent directly, the country inside address (spec §5).
  operation(app, 'signupPbr', { preHandler: [address] }, async ({ request, reply, body }) => {
    const fields: Record<string, string | undefined> = {
      fullName: body.fullName,
      phoneNumber: body.phoneNumber,
      birthDate: body.birthDate,
      taxNumber: body.taxNumber,
      countryCode: body.address?.country,
    };
    const tokensOut = await accounts.signup(await callerOf(request), {
      email: body.email,
      secret: body.secret,
      consentAnswers: body.consentAnswers,
      fields,
      fieldPath: (name) => (name === 'countryCode' ? 'address.country' : name),
      unknownFields: [],
      partitionData: body.partitionData,
      challenge: captcha.gate(request.realm, 'signupPbr', challengeAnswerOf(request)),
    });
    return sendPrivate(reply, tokensOut);
  });

  operation(app, 'tokenRefresh', async ({ request, reply, body }) => {
    return sendPrivate(reply, await tokens.refresh(request.realm.realm, body.refreshToken));
  });

  operation(app, 'logout', async ({ reply, body, viewer }) => {
    await tokens.logout({ userId: viewer.userId, token: viewer.token, exp: viewer.claims.exp }, body.refreshToken, body.all ?? false);
    return sendPrivate(reply, { ok: true });
  });

  operation(app, 'passwordRequest', limited, async ({ request, reply, body }) => {
    const challenge = captcha.gate(request.realm, 'passwordRequest', challengeAnswerOf(request));
    await accounts.requestPasswordReset(await callerOf(request), body.email, challenge);
    return sendPrivate(reply, { ok: true });
  });

  operation(app, 'passwordReset', { preHandler: [address] }, async ({ request, reply, body }) => {
    await accounts.resetPassword(await callerOf(request), body.token, body.secret);
    return sendPrivate(reply, { ok: true });
  });

  // No token needed (the link is the proof); one that comes along names the session an email
  // change keeps.
  operation(app, 'confirmationVerify', async ({ request, reply, body }) => {
    const viewer = await optionalViewer(request);
    const confirming = viewer && { userId: viewer.userId, profileId: viewer.profileId, impersonatorId: viewer.claims.imp ?? null };
    return sendPrivate(reply, await accounts.confirm(await callerOf(request), body.confirmationToken, confirming));
  });

  operation(app, 'magicLinkRequest', limited, async ({ request, reply, body }) => {
    const challenge = captcha.gate(request.realm, 'magicLinkRequest', challengeAnswerOf(request));
    await accounts.requestMagicLink(await callerOf(request), body.email, body.from, challenge);
    return sendPrivate(reply, { ok: true });
  });

  operation(app, 'magicLinkVerify', { preHandler: [address] }, async ({ request, reply, body }) => {
    return sendPrivate(reply, await accounts.verifyMagicLink(await callerOf(request), body.token));
  });
}
