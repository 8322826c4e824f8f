// Federated sign-in, the app's calls (decision 0022): where to send the browser for a realm's
// identity provider, finishing the sign-in with the code it sent back, and unlinking a
// provider from the account (spec §7 DELETE /realm/authentication-providers/{id}). The
// provider is this server's own, reached in-process through Fastify's inject (the same
// routes, validation and error shape a remote caller gets, without a network hop), on the
// origin the app's request came in on so that its issuer is the one the browser saw. No
// other address is ever fetched on a request's say.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { optionalViewer } from '../plugins/auth.ts';
import { createFederatedSignIn, type FederatedCaller } from '../services/federated/index.ts';
import { ProviderFailure, type ProviderTransport } from '../services/federated/provider-client.ts';
import { adultOnly } from './account-reply.ts';
import { operation } from './operation.ts';
import { requestOrigin } from './request-origin.ts';
import { sendPrivate } from './session-links.ts';

function inProcess(app: FastifyInstance, origin: string): ProviderTransport {
  const base = new URL(origin);
  return async ({ method, url, form }) => {
    const target = new URL(url);
    if (target.origin !== base.origin || !target.pathname.startsWith('/api/idp/')) {
      throw new ProviderFailure(`Not this server's identity provider: ${target.origin}${target.pathname}`);
    }
    const res = await app.inject({
      method,
      url: `${target.pathname}${target.search}`,
      headers: {
        accept: 'application/json',
        host: base.host,
        // Read only when the server trusts a proxy; then they keep the browser's scheme and host.
        'x-forwarded-host': base.host,
        'x-forwarded-proto': base.protocol.replace(/:$/, ''),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
    let body: unknown;
    try {
      body = res.json();
    } catch {
      body = undefined;
    }
    return { status: res.statusCode, body };
  };
}

export default async function sessionFederatedRoutes(app: FastifyInstance): Promise<void> {
  const federated = createFederatedSignIn({ db: app.db, tokens: app.services.auth.tokens, now: () => new Date() });
  const { address, account } = app.authLimits;

  const callerOf = (request: FastifyRequest): FederatedCaller => {
    const origin = requestOrigin(request);
    return { realm: request.realm, origin, locale: request.locale, transport: inProcess(app, origin) };
  };

  operation(app, 'providerAuthorization', async ({ request, reply, body }) => {
    return sendPrivate(reply, { authorizationUrl: await federated.authorizationUrl(callerOf(request), body) });
  });

  // Limited like the password sign-in. A signed-in customer (an adult profile) links the
  // identity to their account; a guest, or nobody, signs in.
  operation(app, 'providerSignin', { preHandler: [address, account] }, async ({ request, reply, body }) => {
    const viewer = await optionalViewer(request);
    if (viewer && !viewer.isGuest) adultOnly(viewer);
    const signedIn = viewer ? { userId: viewer.userId, isGuest: viewer.isGuest } : null;
    return sendPrivate(reply, await federated.signIn(callerOf(request), signedIn, body));
  });

  operation(app, 'authenticationProviderDelete', async ({ request, reply, params, viewer }) => {
    adultOnly(viewer);
    await federated.unlink(request.realm.realm, viewer.userId, params.id);
    return sendPrivate(reply, { ok: true });
  });
}
