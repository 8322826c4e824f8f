// Fakes for the http client's tests (lib/http.ts): a fetch answered by a handler, a plain
// session, tokens and answers in the API's shapes. Only tests import this module.
import { z } from 'zod';
import type { AuthTokens } from '../../contracts/session.ts';
import { createHttp, type HeldTokens, type HttpContext, type HttpSession } from '../http.ts';
import { tokenFor } from './tokens.ts';

export const thing = z.object({ name: z.string() });
export const context: HttpContext = { realm: 'arena', apiKey: 'arena-web-key', locale: null };
export const NOW = Date.parse('2026-11-23T12:00:00Z');

export type Handler = (request: Request, body: string) => Response | Promise<Response>;

export function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

export function apiError(status: number, code: string, messageKey = 'generic', details?: Record<string, unknown>) {
  return json({ status, code, message: code, messageKey, requestId: 'r-1', ...(details ? { details } : {}) }, status);
}

export class FakeSession implements HttpSession {
  held: HeldTokens | null;
  offset = 0;
  refreshedWith: AuthTokens[] = [];
  failedRefreshes = 0;
  blocks: string[] = [];
  requestIds: string[] = [];
  solver: ((r: { id: string | null }) => Promise<string>) | null = null;

  constructor(held: HeldTokens | null) {
    this.held = held;
  }
  tokens() {
    return this.held;
  }
  clockOffsetMs() {
    return this.offset;
  }
  setClockOffsetMs(offset: number) {
    this.offset = offset;
  }
  replaceToken(token: string) {
    if (this.held) this.held = { ...this.held, authorisationToken: token };
  }
  refreshed(tokens: AuthTokens) {
    this.refreshedWith.push(tokens);
    this.held = { ...tokens, guest: false };
  }
  refreshFailed() {
    this.failedRefreshes += 1;
    this.held = null;
  }
  blocked(reason: string) {
    this.blocks.push(reason);
  }
  requestId(id: string) {
    this.requestIds.push(id);
  }
  challengeSolver() {
    return this.solver;
  }
}

export function held(expSeconds = NOW / 1000 + 900, guest = false, token = tokenFor({ exp: expSeconds, gue: guest })): HeldTokens {
  return { authorisationToken: token, refreshToken: 'refresh-token-0001', exp: expSeconds, guest };
}

export function setup(
  handler: Handler,
  session: HttpSession | undefined,
  extra: { storedLocale?: string | null; locale?: string | null } = {},
) {
  const requests: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    return handler(request, await request.clone().text());
  };
  const http = createHttp({
    fetch: fetch as typeof globalThis.fetch,
    context: () => ({ ...context, locale: extra.locale ?? null }),
    storedLocale: () => extra.storedLocale ?? null,
    deviceId: () => 'device-0001',
    baseUrl: 'http://arena.localhost:8080',
    retryLimit: 0,
    now: () => NOW,
    ...(session ? { session } : {}),
  });
  return { http, requests };
}

export const path = (r: Request | undefined) => new URL(r?.url ?? 'http://x').pathname;
