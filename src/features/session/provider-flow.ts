// The browser's half of federated sign-in (decision 0022): one attempt's secrets — the state
// that ties the provider's answer to this tab, the nonce the ID token must carry and the PKCE
// verifier — made with the platform's random source, kept in sessionStorage (this tab only,
// gone with it) and taken back exactly once when the provider sends the viewer to the login
// redirect route. The server never sees the state or verifier before the answer comes back;
// the provider never sees the verifier at all. Pure apart from storage and crypto.
import type { RealmSettings } from '../../contracts/realm.ts';
import type { Role } from '../../lib/core/index.ts';
import { routePath } from '../../lib/routes.ts';

/** An attempt not finished within this is forgotten (the provider's code lives two minutes). */
export const ATTEMPT_TTL_MS = 10 * 60_000;

export type ProviderAttempt = {
  provider: string;
  state: string;
  nonce: string;
  verifier: string;
  redirectUri: string;
  /** Where the viewer goes once signed in (already a path of this app, or null). */
  from: string | null;
  startedAt: number;
};

type Provider = RealmSettings['authenticationProviders'][number];

const storageKey = (realm: string) => `provider-signin:${realm}`;

/** The realm's OpenID Connect provider: the one entry with a client name (spec §3), or null. */
export function realmProvider(realm: Pick<RealmSettings, 'authenticationProviders'>): Provider | null {
  return realm.authenticationProviders.find((p) => p.openIdClientName) ?? null;
}

/**
 * Spec §4 auto-login: a guest, the realm's one provider flagged autoLogin, and the provider has
 * not answered error=interaction_required. The viewer did not ask, so the provider is asked to
 * answer without showing anything (prompt=none).
 */
export function silentSignIn(
  realm: Pick<RealmSettings, 'authenticationProviders'>,
  provider: Provider,
  role: Role,
  interactionRequired: boolean,
): boolean {
  const flagged = realm.authenticationProviders.filter((p) => p.autoLogin);
  return !interactionRequired && role === 'GUEST' && flagged.length === 1 && flagged[0]?.name === provider.name;
}

/** The app's callback on this origin: the login redirect route's base path, which every language's router knows. */
export function providerCallbackUri(origin: string, basename: string): string {
  return `${origin}${basename.replace(/\/+$/, '')}${routePath('loginRedirect')}`;
}

function base64url(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** 32 random bytes, base64url: 43 characters, a valid PKCE verifier, state or nonce. */
export function randomValue(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

/** RFC 7636 S256: base64url(SHA-256(verifier)). */
export async function challengeOf(verifier: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
}

/** A new attempt, kept for this tab (replacing any earlier one), and the challenge to send. */
export async function beginAttempt(
  realm: string,
  input: Pick<ProviderAttempt, 'provider' | 'redirectUri' | 'from'>,
  now = Date.now(),
): Promise<{ attempt: ProviderAttempt; challenge: string }> {
  const attempt: ProviderAttempt = { ...input, state: randomValue(), nonce: randomValue(), verifier: randomValue(), startedAt: now };
  // Throws when storage is refused: without it the answer could not be checked, so no attempt.
  sessionStorage.setItem(storageKey(realm), JSON.stringify(attempt));
  return { attempt, challenge: await challengeOf(attempt.verifier) };
}

function isAttempt(value: unknown): value is ProviderAttempt {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const text = (name: string) => typeof v[name] === 'string' && (v[name] as string).length > 0;
  return (
    ['provider', 'state', 'nonce', 'verifier', 'redirectUri'].every(text) &&
    (v.from === null || typeof v.from === 'string') &&
    typeof v.startedAt === 'number'
  );
}

/**
 * The attempt the provider's answer belongs to, or null: none kept, another state (an answer
 * this tab did not ask for), or too old. Whatever the outcome the kept attempt is gone, so an
 * answer is never used twice.
 */
export function takeAttempt(realm: string, state: string | null, now = Date.now()): ProviderAttempt | null {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(storageKey(realm));
    sessionStorage.removeItem(storageKey(realm));
  } catch {
    return null;
  }
  if (!raw || !state) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isAttempt(parsed) || parsed.state !== state) return null;
  if (now - parsed.startedAt > ATTEMPT_TTL_MS || now < parsed.startedAt) return null;
  return parsed;
}

/** What the provider's answer at the login redirect route says to do. */
export type ProviderAnswer =
  | { kind: 'code'; code: string; attempt: ProviderAttempt }
  /** The provider cannot sign in without the viewer: back to `to`, marked so auto-login does not try again. */
  | { kind: 'interactionRequired'; to: string }
  | { kind: 'refused'; reason: 'cancelled' | 'failed'; from: string | null };

/** `path` with error=interaction_required added (spec §2 query parameters, §4 auto-login). */
export function withInteractionRequired(path: string): string {
  const url = new URL(path, 'http://app.invalid');
  url.searchParams.set('error', 'interaction_required');
  return `${url.pathname}${url.search}${url.hash}`;
}

export function readProviderAnswer(query: URLSearchParams, attempt: ProviderAttempt | null, defaultTarget: string): ProviderAnswer {
  const error = query.get('error');
  const code = query.get('code');
  if (error === 'interaction_required') return { kind: 'interactionRequired', to: withInteractionRequired(attempt?.from ?? defaultTarget) };
  if (!attempt) return { kind: 'refused', reason: 'failed', from: null };
  if (error === 'access_denied') return { kind: 'refused', reason: 'cancelled', from: attempt.from };
  if (error || !code) return { kind: 'refused', reason: 'failed', from: attempt.from };
  return { kind: 'code', code, attempt };
}
