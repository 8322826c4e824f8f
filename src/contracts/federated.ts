// Wire types of federated sign-in (decision 0022): the app's calls (start a provider's sign-in,
// finish it with the code the provider sent back, unlink a provider, spec §7) and the built-in
// demo OpenID Connect provider's endpoints under /api/idp/{realm} (OpenID Connect Core 1.0
// with PKCE, RFC 7636). Parameter names of the provider are the standards', not ours.
import { z } from 'zod';
import { opaqueToken } from './session.ts';
import { realmName } from './realm.ts';

/** A provider as the realm's authenticationProviders name it (spec §3), e.g. ID_PROVIDER. */
export const providerName = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'provider names are 1 to 64 letters, digits, dashes and underscores');

/** state and nonce: random values the app makes; printable URL-safe characters only. */
const flowValue = z
  .string()
  .min(16, 'at least 16 characters')
  .max(512, 'at most 512 characters')
  .regex(/^[A-Za-z0-9._~-]+$/, 'URL-safe characters only');

/** RFC 7636: the verifier is 43 to 128 unreserved characters; its S256 challenge 43 base64url ones. */
export const codeVerifier = z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/, 'a PKCE verifier of 43 to 128 characters');
export const codeChallenge = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'a base64url S256 challenge of 43 characters');

const redirectUri = z.url({ protocol: /^https?$/ }).max(1024);

// The app's side ------------------------------------------------------------------------

/** POST /api/v1/login/provider/authorization: where to send the browser to sign in at the provider. */
export const providerAuthorizationBody = z
  .object({
    provider: providerName,
    /** The app's callback (the login redirect route) on the origin the app runs on. */
    redirectUri,
    state: flowValue,
    nonce: flowValue,
    codeChallenge,
    /** 'none' when the app tries a sign-in the viewer did not ask for (auto-login, spec §4). */
    prompt: z.literal('none').optional(),
  })
  .strict();
export type ProviderAuthorizationBody = z.input<typeof providerAuthorizationBody>;
export const providerAuthorizationAnswer = z.object({ authorizationUrl: z.string() });

/** POST /api/v1/login/provider: the code the provider sent back, exchanged by the server. */
export const providerSigninBody = z
  .object({
    provider: providerName,
    code: opaqueToken,
    codeVerifier,
    redirectUri,
    nonce: flowValue,
    state: flowValue,
  })
  .strict();
export type ProviderSigninBody = z.input<typeof providerSigninBody>;

/** DELETE /api/v1/realm/authentication-providers/{id} (spec §7): the provider's name. */
export const providerParams = z.object({ id: providerName });

// The built-in provider --------------------------------------------------------------------

export const idpParams = z.object({ realm: realmName });

/**
 * The authorisation request (OpenID Connect Core §3.1.2.1), code flow with PKCE S256 only.
 * Unknown parameters are ignored, as the standard asks of a provider.
 */
export const idpAuthorizeQuery = z.object({
  response_type: z.literal('code'),
  client_id: z.string().min(1).max(128),
  redirect_uri: redirectUri,
  scope: z
    .string()
    .max(256)
    .refine((scope) => scope.split(' ').includes('openid'), 'the scope must include openid'),
  state: flowValue.optional(),
  nonce: flowValue.optional(),
  code_challenge: codeChallenge,
  code_challenge_method: z.literal('S256'),
  prompt: z.enum(['none', 'login']).optional(),
  ui_locales: z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_ -]*$/, 'language tags separated by spaces')
    .optional(),
});
export type IdpAuthorizeQuery = z.output<typeof idpAuthorizeQuery>;

/**
 * The provider's sign-in form, posted back with the request it was shown for. Empty or
 * malformed credentials are the form's to explain (spec §8 identity codes), not a 400.
 */
export const idpSignInForm = idpAuthorizeQuery.extend({
  email: z.string().max(254).default(''),
  password: z.string().max(256).default(''),
  action: z.enum(['signIn', 'cancel']).default('signIn'),
});

/** The token request (RFC 6749 §4.1.3 with RFC 7636's verifier); a public client, no secret. */
export const idpTokenBody = z.object({
  grant_type: z.literal('authorization_code'),
  code: opaqueToken,
  redirect_uri: redirectUri,
  client_id: z.string().min(1).max(128),
  code_verifier: codeVerifier,
  /** Optional: when given it must be the state the code was issued with. */
  state: flowValue.optional(),
});

/** The provider grants no API access: the ID token is all it answers. */
export const idpTokenAnswer = z.object({ id_token: z.string(), token_type: z.literal('N_A'), expires_in: z.number().int() });
export type IdpTokenAnswer = z.infer<typeof idpTokenAnswer>;

/** OpenID Connect Discovery 1.0 §3, the fields this provider has. */
export const idpConfiguration = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string(),
  token_endpoint: z.string(),
  jwks_uri: z.string(),
  response_types_supported: z.array(z.string()),
  subject_types_supported: z.array(z.string()),
  id_token_signing_alg_values_supported: z.array(z.string()),
  scopes_supported: z.array(z.string()),
  claims_supported: z.array(z.string()),
  code_challenge_methods_supported: z.array(z.string()),
  token_endpoint_auth_methods_supported: z.array(z.string()),
  prompt_values_supported: z.array(z.string()),
  ui_locales_supported: z.array(z.string()),
});
export type IdpConfiguration = z.infer<typeof idpConfiguration>;

/** A P-256 public key as a JWK (RFC 7517, 7518). */
export const publicJwk = z.object({
  kty: z.literal('EC'),
  crv: z.literal('P-256'),
  x: z.string(),
  y: z.string(),
  kid: z.string(),
  alg: z.literal('ES256'),
  use: z.literal('sig'),
});
export type PublicJwk = z.infer<typeof publicJwk>;
export const idpKeys = z.object({ keys: z.array(publicJwk) });
