// Federated sign-in, the app's side (decision 0022). A realm's provider is an entry of its
// authenticationProviders with an openIdClientName (spec §3): that name is the app's client id
// at the provider. The provider is this server's built-in one, its issuer the realm's
// /api/idp path on the origin the app is reached on. Starting: the authorisation URL the
// browser is sent to, with the state, nonce and PKCE challenge the app made. Finishing: the
// code exchanged with the verifier, the ID token checked (id-token.ts), the account found,
// linked or made (links.ts), and the same token pair a password sign-in answers.
import type { ProviderAuthorizationBody, ProviderSigninBody } from '../../../contracts/federated.ts';
import { toLanguageTag } from '../../../contracts/locale.ts';
import type { RealmSettings } from '../../../contracts/realm.ts';
import type { AuthTokens } from '../../../contracts/session.ts';
import type { Db } from '../../db/index.ts';
import { HttpError } from '../../errors.ts';
import type { SessionUser, IssueOptions } from '../auth/tokens.ts';
import { idpPath } from '../idp/provider.ts';
import { IdTokenRefused, verifyIdToken } from './id-token.ts';
import { createAccountLinks, type SignedIn } from './links.ts';
import { ProviderFailure, discover, exchangeCode, publicKeys, type ProviderTransport } from './provider-client.ts';

/** What the ID token may carry and the app asks for. */
export const PROVIDER_SCOPE = 'openid email profile';

export type FederatedDeps = {
  db: Db;
  tokens: {
    loadUser(realm: string, id: string): Promise<SessionUser | undefined>;
    issue(user: SessionUser, options?: IssueOptions): Promise<AuthTokens>;
  };
  now: () => Date;
};

/** Where the request comes from and how the provider is reached from there. */
export type FederatedCaller = { realm: RealmSettings; origin: string; locale: string; transport: ProviderTransport };

type RealmProvider = { name: string; clientId: string; issuer: string; fields: readonly string[] };

function providerOf(caller: FederatedCaller, name: string): RealmProvider {
  const entry = caller.realm.authenticationProviders.find((p) => p.name === name && p.openIdClientName);
  if (!entry?.openIdClientName) {
    throw new HttpError(404, 'NOT_FOUND', `Realm '${caller.realm.realm}' has no identity provider '${name}'`, {
      messageKey: 'oidcSigninError',
    });
  }
  return { name, clientId: entry.openIdClientName, issuer: `${caller.origin}${idpPath(caller.realm.realm)}`, fields: entry.fields };
}

/** The app's callback must be on the app's own origin: the provider would send the code nowhere else anyway. */
function checkRedirect(caller: FederatedCaller, redirectUri: string): void {
  if (new URL(redirectUri).origin !== caller.origin) {
    throw new HttpError(400, 'VALIDATION', 'Invalid body: redirectUri: not on the origin of this app', {
      details: { where: 'body', fields: [{ field: 'redirectUri', problem: 'not on the origin of this app' }] },
    });
  }
}

/** A provider that cannot be read is the server's trouble; one that refused the code is the request's. */
function providerError(error: unknown): unknown {
  if (error instanceof IdTokenRefused) {
    return new HttpError(401, 'UNAUTHORIZED', error.message, { messageKey: 'oidcSigninError', details: { reason: error.reason } });
  }
  if (!(error instanceof ProviderFailure)) return error;
  if (error.refusal) {
    return new HttpError(400, 'BAD_REQUEST', error.message, { messageKey: 'oidcSigninError', details: { providerError: error.refusal } });
  }
  return new HttpError(502, 'INTERNAL', error.message, { messageKey: 'internal-error' });
}

export type FederatedSignIn = ReturnType<typeof createFederatedSignIn>;

export function createFederatedSignIn(deps: FederatedDeps) {
  const links = createAccountLinks(deps.db);

  return {
    async authorizationUrl(caller: FederatedCaller, body: ProviderAuthorizationBody): Promise<string> {
      const provider = providerOf(caller, body.provider);
      checkRedirect(caller, body.redirectUri);
      try {
        const config = await discover(caller.transport, provider.issuer);
        const url = new URL(config.authorization_endpoint);
        const params: Record<string, string> = {
          response_type: 'code',
          client_id: provider.clientId,
          redirect_uri: body.redirectUri,
          scope: PROVIDER_SCOPE,
          state: body.state,
          nonce: body.nonce,
          code_challenge: body.codeChallenge,
          code_challenge_method: 'S256',
          // The provider's page in the language the app is in.
          ui_locales: toLanguageTag(caller.locale),
          ...(body.prompt ? { prompt: body.prompt } : {}),
        };
        for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
        return url.toString();
      } catch (error) {
        throw providerError(error);
      }
    },

    async signIn(caller: FederatedCaller, signedIn: SignedIn, body: ProviderSigninBody): Promise<AuthTokens> {
      const provider = providerOf(caller, body.provider);
      checkRedirect(caller, body.redirectUri);
      let identity;
      try {
        const config = await discover(caller.transport, provider.issuer);
        const answer = await exchangeCode(caller.transport, config, {
          code: body.code,
          redirect_uri: body.redirectUri,
          client_id: provider.clientId,
          code_verifier: body.codeVerifier,
          state: body.state,
        });
        const keys = await publicKeys(caller.transport, config);
        identity = verifyIdToken(answer.id_token, {
          issuer: provider.issuer,
          audience: provider.clientId,
          nonce: body.nonce,
          keys,
          now: deps.now(),
        });
      } catch (error) {
        throw providerError(error);
      }
      const userId = await links.accountFor(caller.realm, provider, identity, signedIn, caller.locale);
      const user = await deps.tokens.loadUser(caller.realm.realm, userId);
      if (!user) throw new HttpError(401, 'UNAUTHORIZED', 'The linked account no longer exists', { messageKey: 'oidcSigninError' });
      return deps.tokens.issue(user);
    },

    unlink: links.unlink,
  };
}
