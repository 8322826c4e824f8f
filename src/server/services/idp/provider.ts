// The built-in demo OpenID Connect provider (decision 0022): authorisation code flow with PKCE
// S256 for public clients. Its identities are its own (idp_identity), not the app's accounts.
// A code is one-use, lives two minutes and is bound to the client, the redirect URI, the
// state and nonce it was asked with, the PKCE challenge and the issuer it was made under; the
// token endpoint answers a signed ID token for it. The provider keeps no sign-in session of
// its own, so it can never answer without the viewer: `prompt=none` is answered with
// error=interaction_required (spec §4), which is what stops the app's auto-login.
import { createHash, randomUUID } from 'node:crypto';
import type { IdpAuthorizeQuery, IdpConfiguration, IdpTokenAnswer, PublicJwk } from '../../../contracts/federated.ts';
import { EMAIL_PATTERN } from '../../../contracts/session.ts';
import type { Db } from '../../db/index.ts';
import { HttpError } from '../../errors.ts';
import { signEs256Jwt } from '../../lib/es256-jwt.ts';
import { hashSecret, newSecret } from '../auth/secrets.ts';
import type { IdpKeys } from './keys.ts';
import './tables.ts';

export const IDP_CODE_TTL_S = 120;
export const ID_TOKEN_TTL_S = 300;

/** Where a realm's provider lives; its issuer is this path on the origin it is reached on. */
export const idpPath = (realm: string) => `/api/idp/${realm}`;

/** The spec's identity codes (§8) the sign-in form can meet. */
export type SignInProblem = 'invalid-credential' | 'missing-password' | 'invalid-email';

export type SignInOutcome = { redirect: string } | { problem: SignInProblem };

export type TokenRequest = { code: string; redirectUri: string; clientId: string; codeVerifier: string; state?: string | undefined };

export type IdentityProviderDeps = {
  db: Db;
  keys: IdpKeys;
  /** One scrypt whether or not the identity exists (services/auth/password.ts passwordChecker). */
  checkPassword(secret: string, stored: string | null | undefined): Promise<boolean>;
  now: () => Date;
};

/** A refusal the token endpoint answers, with OAuth's error code beside the spec's shape. */
function tokenRefused(status: number, code: 'NO_OAUTH_CODE_FOUND' | 'BAD_REQUEST', error: string, message: string): HttpError {
  return new HttpError(status, code, message, { messageKey: 'oidcSigninError', details: { error } });
}

const badRequest = (field: string, problem: string, message: string) =>
  new HttpError(400, 'BAD_REQUEST', message, { messageKey: 'oidcSigninError', details: { fields: [{ field, problem }] } });

export type IdentityProvider = ReturnType<typeof createIdentityProvider>;

export function createIdentityProvider(deps: IdentityProviderDeps) {
  const { db, keys, now } = deps;

  /** Whether the realm runs a provider at all (it has a registered client). */
  async function hasProvider(realm: string): Promise<boolean> {
    const row = await db.selectFrom('idp_client').select('client_id').where('realm', '=', realm).executeTakeFirst();
    return row !== undefined;
  }

  /**
   * The registered client a request names, after checking its redirect URI: on the provider's
   * own origin, one of the client's paths, no query or fragment. Refused with a 400 (never a
   * redirect): a code or an error must not travel to an address nobody registered. The caller
   * has checked that the realm runs a provider (hasProvider).
   */
  async function checkClient(
    realm: string,
    issuer: string,
    request: { client_id: string; redirect_uri: string },
  ): Promise<{ name: string }> {
    const client = await db
      .selectFrom('idp_client')
      .select(['name', 'redirect_paths'])
      .where('realm', '=', realm)
      .where('client_id', '=', request.client_id)
      .executeTakeFirst();
    if (!client) throw badRequest('client_id', 'unknownClient', 'This client is not registered with the provider');
    const target = new URL(request.redirect_uri);
    const registered =
      target.origin === new URL(issuer).origin &&
      target.search === '' &&
      target.hash === '' &&
      client.redirect_paths.includes(target.pathname);
    if (!registered) throw badRequest('redirect_uri', 'unknownRedirectUri', 'This redirect URI is not registered for the client');
    return { name: client.name };
  }

  /** The client's redirect URI with the answer's parameters and the request's state. */
  function answer(request: Pick<IdpAuthorizeQuery, 'redirect_uri' | 'state'>, params: Record<string, string>): string {
    const url = new URL(request.redirect_uri);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    if (request.state !== undefined) url.searchParams.set('state', request.state);
    return url.toString();
  }

  async function signIn(
    realm: string,
    issuer: string,
    request: IdpAuthorizeQuery,
    email: string,
    password: string,
  ): Promise<SignInOutcome> {
    const login = email.trim().toLowerCase();
    if (!login || !EMAIL_PATTERN.test(login)) return { problem: 'invalid-email' };
    if (!password) return { problem: 'missing-password' };
    const identity = await db
      .selectFrom('idp_identity')
      .select(['id', 'password_hash'])
      .where('realm', '=', realm)
      .where('email', '=', login)
      .executeTakeFirst();
    const ok = await deps.checkPassword(password, identity?.password_hash);
    if (!identity || !ok) return { problem: 'invalid-credential' };
    const code = newSecret();
    const at = now();
    await db
      .insertInto('idp_code')
      .values({
        code_hash: hashSecret(code),
        realm,
        client_id: request.client_id,
        redirect_uri: request.redirect_uri,
        state: request.state ?? null,
        nonce: request.nonce ?? null,
        code_challenge: request.code_challenge,
        identity_id: identity.id,
        issuer,
        auth_time: at,
        expires_at: new Date(at.getTime() + IDP_CODE_TTL_S * 1000),
      })
      .execute();
    return { redirect: answer(request, { code }) };
  }

  async function token(realm: string, issuer: string, request: TokenRequest): Promise<IdpTokenAnswer> {
    const at = now();
    // Used on the first try, whatever its outcome: a code is never tried twice.
    const row = await db
      .updateTable('idp_code')
      .set({ used_at: at })
      .where('code_hash', '=', hashSecret(request.code))
      .where('realm', '=', realm)
      .where('used_at', 'is', null)
      .where('expires_at', '>', at)
      .returning(['client_id', 'redirect_uri', 'state', 'nonce', 'code_challenge', 'identity_id', 'issuer', 'auth_time'])
      .executeTakeFirst();
    const bound =
      row &&
      row.client_id === request.clientId &&
      row.redirect_uri === request.redirectUri &&
      row.issuer === issuer &&
      (request.state === undefined || request.state === row.state);
    if (!row || !bound)
      throw tokenRefused(400, 'NO_OAUTH_CODE_FOUND', 'invalid_grant', 'No such code: unknown, used, expired or issued for another request');
    const challenge = createHash('sha256').update(request.codeVerifier).digest('base64url');
    if (challenge !== row.code_challenge) {
      throw tokenRefused(400, 'BAD_REQUEST', 'invalid_grant', 'The code verifier does not match the code challenge');
    }
    const identity = await db
      .selectFrom('idp_identity')
      .select(['id', 'email', 'email_verified', 'name'])
      .where('id', '=', row.identity_id)
      .executeTakeFirst();
    if (!identity) throw tokenRefused(400, 'NO_OAUTH_CODE_FOUND', 'invalid_grant', 'The identity of this code no longer exists');
    const iat = Math.floor(at.getTime() / 1000);
    const claims = {
      iss: issuer,
      sub: identity.id,
      aud: row.client_id,
      iat,
      exp: iat + ID_TOKEN_TTL_S,
      auth_time: Math.floor(new Date(row.auth_time).getTime() / 1000),
      ...(row.nonce === null ? {} : { nonce: row.nonce }),
      email: identity.email,
      email_verified: identity.email_verified,
      name: identity.name,
      jti: randomUUID(),
    };
    return { id_token: signEs256Jwt(claims, await keys.keyFor(realm)), token_type: 'N_A', expires_in: ID_TOKEN_TTL_S };
  }

  function configuration(issuer: string, locales: readonly string[]): IdpConfiguration {
    return {
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['ES256'],
      scopes_supported: ['openid', 'email', 'profile'],
      claims_supported: ['iss', 'sub', 'aud', 'iat', 'exp', 'auth_time', 'nonce', 'email', 'email_verified', 'name'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['none'],
      prompt_values_supported: ['none', 'login'],
      ui_locales_supported: [...locales],
    };
  }

  async function publicKeys(realm: string): Promise<PublicJwk[]> {
    return [(await keys.keyFor(realm)).publicJwk];
  }

  return { hasProvider, checkClient, answer, signIn, token, configuration, publicKeys };
}
