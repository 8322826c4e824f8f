// The session screens' calls. Loaders pass their context's client; actions on a screen pass
// the core's. Only the http client is called here (architecture: loaders call api.ts).
import type { ResponseOf } from '../../contracts/api.ts';
import type { AuthTokens, ConfirmationAnswer, OauthCodeBody, SignupForm } from '../../contracts/session.ts';
import type { ProviderAuthorizationBody, ProviderSigninBody } from '../../contracts/federated.ts';
import type { Http } from '../../lib/http.ts';
import type { SignupRequest } from './signup-schema.ts';

export function login(http: Http, email: string, password: string, signal?: AbortSignal): Promise<AuthTokens> {
  return http.call('login', { body: { email, secret: password }, signal });
}

export function loadSignupForm(http: Http, signal?: AbortSignal): Promise<SignupForm> {
  return http.call('signupForm', { signal });
}

export function signup(http: Http, request: SignupRequest, signal?: AbortSignal): Promise<AuthTokens> {
  return request.operation === 'signup'
    ? http.call('signup', { body: request.body, signal })
    : http.call('signupPbr', { body: request.body, signal });
}

export async function requestPassword(http: Http, email: string, signal?: AbortSignal): Promise<void> {
  await http.call('passwordRequest', { body: { email }, signal });
}

export async function resetPassword(http: Http, token: string, password: string, signal?: AbortSignal): Promise<void> {
  await http.call('passwordReset', { body: { token, secret: password }, signal });
}

export function verifyConfirmation(http: Http, token: string, signal?: AbortSignal): Promise<ConfirmationAnswer> {
  return http.call('confirmationVerify', { body: { confirmationToken: token }, signal });
}

export type PendingActivation = ResponseOf<'pendingActivation'>;

export function loadPendingActivation(http: Http, id: string, signal?: AbortSignal): Promise<PendingActivation> {
  return http.call('pendingActivation', { params: { id }, signal });
}

export function activate(http: Http, id: string, signal?: AbortSignal): Promise<AuthTokens> {
  return http.call('pendingActivationActivate', { params: { id }, signal });
}

export async function authorizeTvPin(http: Http, pin: string, signal?: AbortSignal): Promise<void> {
  await http.call('tvPinAuthorize', { body: { pin }, signal });
}

export async function oauthCode(http: Http, body: OauthCodeBody, signal?: AbortSignal): Promise<string> {
  const answer = await http.call('oauthCode', { body, signal });
  return answer.redirectUrl;
}

export async function requestMagicLink(http: Http, email: string, from: string | null, signal?: AbortSignal): Promise<void> {
  await http.call('magicLinkRequest', { body: { email, ...(from ? { from } : {}) }, signal });
}

export function verifyMagicLink(http: Http, token: string, signal?: AbortSignal): Promise<AuthTokens> {
  return http.call('magicLinkVerify', { body: { token }, signal });
}

export type ImpersonationAnswer = ResponseOf<'impersonate'>;

export function impersonate(http: Http, token: string, signal?: AbortSignal): Promise<ImpersonationAnswer> {
  return http.call('impersonate', { query: { token }, signal });
}

/** Where to send the browser to sign in at the realm's identity provider. */
export async function providerAuthorization(http: Http, body: ProviderAuthorizationBody, signal?: AbortSignal): Promise<string> {
  const answer = await http.call('providerAuthorization', { body, signal });
  return answer.authorizationUrl;
}

/** Finishes a provider's sign-in with the code it sent back (signed in as a customer, it links the provider). */
export function providerSignin(http: Http, body: ProviderSigninBody, signal?: AbortSignal): Promise<AuthTokens> {
  return http.call('providerSignin', { body, signal });
}
