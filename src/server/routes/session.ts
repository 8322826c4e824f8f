// Signing in and out (spec §7): guest check-in, email and password, sign-up (and the PBR
// variant), token refresh, logout, password reset, email confirmation and magic links. Thin:
// the registry validates input, services/auth holds the rules. Routes that take guesses or
// cost a password hash are rate-limited per address and, where a body names an account, per
// account. Guest check-in is not: every first visit makes one, and a school or an office
// behind one address would be locked out.
import type { FastifyInstance } from 'fastify';
import { operation } from './operation.ts';
import { callerOf, sendPrivate } from './session-links.ts';

export default async function sessionRoutes(app: FastifyInstance): Promise<void> {
  const { accounts, tokens } = app.services.auth;
  const { address, account } = app.authLimits;
  const limited = { preHandler: [address, account] };

  operation(app, 'guestCheckin', async ({ request, reply }) => {
    return sendPrivate(reply, await accounts.guestCheckin(await callerOf(request)));
  });

  operation(app, 'login', limited, async ({ request, reply, body }) => {
    return sendPrivate(reply, await accounts.login(await callerOf(request), body.email, body.secret));
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
      from: body.from,
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
    await accounts.requestPasswordReset(await callerOf(request), body.email);
    return sendPrivate(reply, { ok: true });
  });

  operation(app, 'passwordReset', { preHandler: [address] }, async ({ request, reply, body }) => {
    await accounts.resetPassword(await callerOf(request), body.token, body.secret);
    return sendPrivate(reply, { ok: true });
  });

  operation(app, 'confirmationVerify', async ({ request, reply, body }) => {
    await accounts.confirm(await callerOf(request), body.confirmationToken);
    return sendPrivate(reply, { ok: true });
  });

  operation(app, 'magicLinkRequest', limited, async ({ request, reply, body }) => {
    await accounts.requestMagicLink(await callerOf(request), body.email, body.from);
    return sendPrivate(reply, { ok: true });
  });

  operation(app, 'magicLinkVerify', { preHandler: [address] }, async ({ request, reply, body }) => {
    return sendPrivate(reply, await accounts.verifyMagicLink(await callerOf(request), body.token));
  });
}
