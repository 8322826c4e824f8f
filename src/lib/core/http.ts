// The app's http client, bound to the store: every call says which realm, key and language
// the page currently has, and carries the session's token (lib/http.ts has the rules). Start-up
// and the language switch set the context atom; the session functions keep the tokens.
import type { AuthTokens } from '../../contracts/session.ts';
import { BLOCK_REASON_VPN } from '../../contracts/headers.ts';
import { noteRead } from '../first-control.ts';
import { EMPTY_CONTEXT, createHttp, type ChallengeRequest, type HeldTokens, type HttpContext } from '../http.ts';
import { reportNetwork } from './online.ts';
import { applyTokens, clearSession, sessionAtom } from './session.ts';
import { atom, store, useAtomValue } from './store.ts';

export const httpContextAtom = atom<HttpContext>(EMPTY_CONTEXT);

/** Server clock minus this clock, in ms, from the `date` of the latest answer. */
export const clockOffsetAtom = atom(0);

/** Why the API refuses this visitor (`block-reason`); 'VPN' shows the VPN message. */
export const blockReasonAtom = atom<string | null>(null);

let lastRequestId: string | null = null;

/** The `x-request-id` of the latest answer (support and error reports quote it). */
export function latestRequestId(): string | null {
  return lastRequestId;
}

/** Now by the server's clock (ms): token expiry is judged with it, not the device's clock. */
export function serverNow(): number {
  return Date.now() + store.get(clockOffsetAtom);
}

export type ChallengeSolver = (request: ChallengeRequest) => Promise<string>;
let challengeSolver: ChallengeSolver | null = null;

/**
 * The captcha feature registers how to get a token for a challenge answer (spec §4): the client
 * waits for it and retries once with the solved challenge. Without a solver a challenge is an
 * error like any other. Returns a function that unregisters it.
 */
export function registerChallengeSolver(solver: ChallengeSolver): () => void {
  challengeSolver = solver;
  return () => {
    if (challengeSolver === solver) challengeSolver = null;
  };
}

function heldTokens(): HeldTokens | null {
  const { tokens, claims } = store.get(sessionAtom);
  // Claims are null for a token of another realm: then only the realm header goes (spec §5).
  if (!tokens || !claims) return null;
  return { ...tokens, guest: claims.gue };
}

function realmName(): string | null {
  return store.get(httpContextAtom).realm;
}

function readStoredLocale(): string | null {
  try {
    return localStorage.getItem('locale');
  } catch {
    return null;
  }
}

export const http = createHttp({
  context: () => store.get(httpContextAtom),
  storedLocale: readStoredLocale,
  network: reportNetwork,
  read: noteRead,
  session: {
    tokens: heldTokens,
    clockOffsetMs: () => store.get(clockOffsetAtom),
    setClockOffsetMs: (offset) => store.set(clockOffsetAtom, offset),
    replaceToken(token) {
      const held = store.get(sessionAtom).tokens;
      const realm = realmName();
      if (!held || !realm) return;
      const exp = decodeExp(token) ?? held.exp;
      applyTokens({ ...held, authorisationToken: token, exp }, realm);
    },
    refreshed(tokens: AuthTokens) {
      const realm = realmName();
      if (realm) applyTokens(tokens, realm);
    },
    refreshFailed: () => void clearSession('sessionExpired'),
    blocked: (reason) => store.set(blockReasonAtom, reason.toUpperCase() === BLOCK_REASON_VPN ? BLOCK_REASON_VPN : reason),
    requestId(id) {
      lastRequestId = id;
    },
    challengeSolver: () => challengeSolver,
  },
});

function decodeExp(token: string): number | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const value = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof value.exp === 'number' ? value.exp : null;
  } catch {
    return null;
  }
}

export function useBlockReason(): string | null {
  return useAtomValue(blockReasonAtom);
}

export function dismissBlock(): void {
  store.set(blockReasonAtom, null);
}
