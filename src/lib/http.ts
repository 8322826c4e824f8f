// The one http client of the app (spec §7). Calls name an operation of the registry
// (contracts/operations.ts); params, query and body are typed from its schemas, every call
// carries accept, content type, the realm, api key, app id, app version, device id and language
// headers, answers are validated against the contract schemas, and failures come out as the
// typed errors of http-errors.ts. Transport only: no navigation, no reloads, no UI, no store —
// the caller says who is calling through `context` and `session` (lib/core wires both to the
// app's store). With a session it also:
// - sends `Authorization: Bearer {token}` (init: `Mixed {token} {refresh}`; see bearerFor),
// - reads `replacement-authorization`, `block-reason`, `x-request-id` and `date` on every answer,
// - refreshes an expired or refused token once (one refresh shared by concurrent calls) and
//   retries; a refused refresh ends the session,
// - answers a captcha challenge through the registered solver and retries once,
// - holds the viewer's calls while the session's tokens are being replaced (replacingSession).
import type { KyInstance } from 'ky';
import type { z } from 'zod';
import type { JsonOperationId, ResponseOf } from '../contracts/api.ts';
import { ANSWER_SCHEMAS } from '../contracts/answer-schemas.ts';
import { HEADER } from '../contracts/headers.ts';
import { OPERATIONS, operationPath, type HttpMethod } from '../contracts/operations.ts';
import { SERVED_FROM_CACHE } from '../contracts/worker-messages.ts';
import { ANSWER_CHECKS, type AnswerCheck } from './answer-checks.ts';
import { deviceId } from './device-id.ts';
import {
  EXPIRY_MARGIN_MS,
  authorizationValue,
  bearerFor,
  challengeId,
  isChallenge,
  isTokenExpired,
  isTokenRefused,
  type HeldTokens,
} from './http-auth.ts';
import { ApiRequestError, InvalidResponse, NetworkFailure, RequestTimeout } from './http-errors.ts';
import { EMPTY_CONTEXT, isHttpError, issuesOf, parseBody, requestHeaders, searchParams, toTypedError } from './http-wire.ts';

export { EXPIRY_MARGIN_MS, bearerFor, type AuthMode, type HeldTokens } from './http-auth.ts';
export { EMPTY_CONTEXT, type HttpContext } from './http-wire.ts';

import type { Http, HttpOptions, RawRequest, SentCall } from './http-types.ts';

export type { CallOptions, ChallengeRequest, Http, HttpOptions, HttpSession, RawRequest, SentCall } from './http-types.ts';

/** A prefetch's check: whatever answers is fine, nobody reads it. */
const anyAnswer: AnswerCheck = () => true;

export function createHttp(options: HttpOptions = {}): Http {
  const context = options.context ?? (() => EMPTY_CONTEXT);
  const storedLocale = options.storedLocale ?? (() => null);
  const device = options.deviceId ?? deviceId;
  const session = options.session;
  const now = options.now ?? Date.now;
  // ky is fetched with the first call, not with the app: a server-rendered page makes none
  // before it has hydrated, so its 9 KB stay off the start-up path (decision 0032).
  let client: Promise<KyInstance> | null = null;
  // A failed fetch of the chunk (offline, before the worker has it) is tried again next call.
  const kyClient = () =>
    (client ??= import('ky').then(
      ({ default: ky }) => createClient(ky),
      (error: unknown) => {
        client = null;
        throw error;
      },
    ));
  const createClient = (ky: KyInstance) =>
    ky.create({
      baseUrl: options.baseUrl ?? globalThis.location?.origin,
      timeout: options.timeoutMs ?? 10_000,
      // One quick retry smooths over a blip without making start-up wait long on a dead server.
      // Only reads: a write is retried by the caller, with its idempotency key, or not at all.
      retry: { limit: options.retryLimit ?? 1, methods: ['get'] },
      ...(options.fetch ? { fetch: options.fetch } : {}),
      hooks: {
        beforeRequest: [
          ({ request }) => {
            for (const [name, value] of Object.entries(requestHeaders(context(), storedLocale(), device())))
              request.headers.set(name, value);
          },
        ],
      },
    });

  /** Reads the response headers every answer may carry (spec §7), successful or not. */
  function readAnswer(response: Response): void {
    const cached = response.headers.get(SERVED_FROM_CACHE);
    if (cached !== 'stale') options.network?.(cached === null);
    // A saved copy's headers are as old as the copy: its date says nothing about the server's clock.
    if (!session || cached !== null) return;
    const date = response.headers.get('date');
    const serverTime = date ? Date.parse(date) : NaN;
    if (Number.isFinite(serverTime)) session.setClockOffsetMs(serverTime - now());
    const requestId = response.headers.get(HEADER.requestId);
    if (requestId) session.requestId?.(requestId);
    const replacement = response.headers.get(HEADER.replacementAuthorisation);
    const token = replacement?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (token && session.tokens()) session.replaceToken(token);
    const block = response.headers.get(HEADER.blockReason);
    if (block) session.blocked(block.trim());
  }

  const expiredByClock = (held: HeldTokens) => held.exp * 1000 - EXPIRY_MARGIN_MS <= now() + (session?.clockOffsetMs() ?? 0);

  let refreshing: Promise<void> | null = null;
  /** The replacement of the session under way (replacingSession), settled whatever its outcome. */
  let replacing: Promise<void> | null = null;
  const viewerRequests = new Set<AbortController>();
  /** Counts sign-outs: a call begun for a viewer before one is not sent after it. */
  let viewerGeneration = 0;

  /** Resolves once no replacement of the session is under way (one may follow another). */
  async function afterReplacement(): Promise<void> {
    for (let current = replacing; current; current = replacing === current ? null : replacing) await current;
  }

  /** One refresh at a time: concurrent callers share it. Rejects (and ends the session) when it fails. */
  function refreshOnce(): Promise<void> {
    refreshing ??= (async () => {
      const held = session?.tokens();
      if (!session || !held) throw new Error('No session to refresh');
      try {
        // Through `call`: its answer is checked by hand (answer-checks.ts), without loading zod.
        const tokens = await ownClient.call('tokenRefresh', { body: { refreshToken: held.refreshToken } });
        session.refreshed(tokens);
      } catch (error) {
        // Only a refusal ends the session: offline or a server hiccup says nothing about the token.
        if (error instanceof ApiRequestError && error.status < 500) session.refreshFailed();
        throw error;
      }
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function sendOnce<S extends z.ZodType>(
    method: HttpMethod,
    path: string,
    raw: RawRequest<S>,
    extraHeaders: Record<string, string>,
    begunFor: number | null,
  ): Promise<{ body: unknown; sentToken: string | null }> {
    const held = raw.as ?? session?.tokens() ?? null;
    const authorization = authorizationValue(raw.auth ?? 'bearer', held);
    const headers: Record<string, string> = { ...raw.headers, ...extraHeaders };
    if (authorization) headers[HEADER.authorization] = authorization;
    // A sign-out's own call (`as`) is not the viewer's any more: nothing may abandon it.
    // Begun for a viewer who has signed out since (it waited on a schema or a refresh): sent
    // now, it would go as someone else or as nobody and come back 401. Abandoned instead.
    if (begunFor !== null && begunFor !== viewerGeneration) throw new DOMException('The viewer signed out', 'AbortError');
    const forViewer = authorization && !raw.as ? new AbortController() : null;
    if (forViewer) viewerRequests.add(forViewer);
    const signal = forViewer ? (raw.signal ? AbortSignal.any([raw.signal, forViewer.signal]) : forViewer.signal) : raw.signal;
    // A write without a body still sends `{}`: every call carries a JSON content type (spec §7),
    // and a JSON content type with an empty body is a malformed request.
    const body = raw.body === undefined && method !== 'GET' ? {} : raw.body;
    try {
      const response = await (
        await kyClient()
      )(path, {
        method,
        headers,
        searchParams: searchParams(raw.query),
        signal,
        ...(body === undefined ? {} : { json: body }),
      });
      readAnswer(response);
      // 204 and friends: nothing to parse; the schema decides whether that is acceptable.
      const text = response.status === 204 ? '' : await response.text();
      return { body: text === '' ? undefined : parseBody(text), sentToken: authorization ? (held?.authorisationToken ?? null) : null };
    } catch (error) {
      if (isHttpError(error)) readAnswer(error.response);
      const typed = await toTypedError(path, error);
      if (typed instanceof NetworkFailure || typed instanceof RequestTimeout) options.network?.(false);
      if (typed instanceof ApiRequestError) typed.sentToken = authorization ? (held?.authorisationToken ?? null) : null;
      throw typed;
    } finally {
      if (forViewer) viewerRequests.delete(forViewer);
    }
  }

  /** `check`: the answer is checked by hand, and the schema is neither loaded nor used. */
  async function send<S extends z.ZodType>(
    method: HttpMethod,
    path: string,
    raw: RawRequest<S>,
    check?: AnswerCheck,
    own = false,
  ): Promise<z.output<S>> {
    const carriesViewer = session !== undefined && (raw.auth ?? 'bearer') !== 'none' && !raw.as;
    if (carriesViewer && !own && replacing) await afterReplacement();
    const schemaReady = check ? null : typeof raw.schema === 'function' ? raw.schema() : Promise.resolve(raw.schema);
    // Settled here so a failed request does not leave an unhandled rejection behind.
    schemaReady?.catch(() => {});
    const refreshable = session !== undefined && (raw.refreshable ?? true) && (raw.auth ?? 'bearer') !== 'none';
    let retriedToken = false;
    let challengeHeader: Record<string, string> = {};
    let challenged = false;

    const held = session?.tokens();
    const begunFor = held && (raw.auth ?? 'bearer') !== 'none' && !raw.as ? viewerGeneration : null;
    if (refreshable && held && expiredByClock(held)) {
      // Known to be expired by the server's clock: refresh before sending rather than after a 401.
      retriedToken = true;
      try {
        await refreshOnce();
      } catch (error) {
        // Refused: the session is over and the call would be refused too. Unreachable: send it
        // anyway — offline, the service worker may answer it from its cache.
        if (error instanceof ApiRequestError && error.status < 500) throw error;
      }
    }

    let body: unknown;
    for (;;) {
      try {
        body = (await sendOnce(method, path, raw, challengeHeader, begunFor)).body;
        break;
      } catch (error) {
        // Refused for tokens the session has replaced since it went (a new password revoking
        // them just before this was read): sent again with the ones held now. When a
        // replacement is under way, its outcome decides.
        if (carriesViewer && !own && !retriedToken && error instanceof ApiRequestError && error.status === 401 && error.sentToken) {
          if (replacing) await afterReplacement();
          const current = session?.tokens()?.authorisationToken;
          if (current && current !== error.sentToken) {
            retriedToken = true;
            continue;
          }
        }
        if (refreshable && !retriedToken && (isTokenExpired(error) || isTokenRefused(error)) && session?.tokens()) {
          retriedToken = true;
          const sent = (error as ApiRequestError).sentToken;
          // Another call may have refreshed meanwhile: then just retry with the new token.
          if (sent === session.tokens()?.authorisationToken) {
            try {
              await refreshOnce();
            } catch {
              throw error;
            }
          }
          continue;
        }
        if (!challenged && isChallenge(error)) {
          const solve = session?.challengeSolver();
          if (!solve) throw error;
          challenged = true;
          const id = challengeId(error);
          const value = await solve({ id, path, error });
          challengeHeader = { [HEADER.challenge]: JSON.stringify({ id, secrets: [{ type: 'CAPTCHA', value }] }) };
          continue;
        }
        throw error;
      }
    }
    if (!schemaReady) {
      if (check?.(body)) return body as z.output<S>;
      throw new InvalidResponse(path, ['(root): not the answer this call gives']);
    }
    const schema = await schemaReady;
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new InvalidResponse(path, issuesOf(parsed.error));
    return parsed.data;
  }

  function dispatch(id: JsonOperationId, given: unknown, check: AnswerCheck | undefined, own = false): Promise<unknown> {
    // Who is signed in once the session is replaced decides whether and how this call goes.
    if (!own && replacing && session?.tokens()) return afterReplacement().then(() => dispatch(id, given, check));
    const call = (given ?? {}) as SentCall;
    const operation = OPERATIONS[id];
    if (operation.method === 'GET' && check !== anyAnswer) options.read?.(id, call);
    const path = operationPath(id, (call.params ?? {}) as never);
    const schema = ANSWER_SCHEMAS[id] as () => Promise<z.ZodType>;
    if (session && 'auth' in operation && operation.auth && !session.tokens()) {
      // Only a signed-in viewer may make this call, and nobody is: the server's answer is
      // known (a 401), so it is not asked (a check begun just before a sign-out, say).
      const body = {
        status: 401,
        code: 'UNAUTHORIZED',
        message: 'Not signed in',
        messageKey: 'failedAuthentication',
        requestId: '',
      } as const;
      return Promise.reject(new ApiRequestError(path, 401, body));
    }
    const auth = bearerFor(id, session?.tokens()?.guest ?? false);
    const refreshable = id !== 'tokenRefresh' && id !== 'logout';
    return send(
      operation.method,
      path,
      {
        query: call.query,
        body: call.body,
        signal: call.signal,
        headers: call.headers,
        schema,
        auth,
        refreshable,
      },
      check,
      own,
    );
  }

  function clientFor(own: boolean): Http {
    return {
      request: (method, path, raw) => send(method, path, raw, undefined, own),
      abandonViewerRequests() {
        viewerGeneration += 1;
        for (const controller of viewerRequests) controller.abort();
        viewerRequests.clear();
      },
      call: (id, ...args) => dispatch(id, args[0], ANSWER_CHECKS[id], own) as Promise<ResponseOf<typeof id>>,
      prefetch: (id, ...args) => dispatch(id, args[0], anyAnswer, own),
      replacingSession(work) {
        // After the one under way, if any: each goes with the session the one before left.
        const run = (replacing ?? Promise.resolve()).then(() => work(ownClient));
        const settled = run.then(
          () => undefined,
          () => undefined,
        );
        replacing = settled;
        void settled.then(() => {
          if (replacing === settled) replacing = null;
        });
        return run;
      },
    };
  }

  const ownClient = clientFor(true);
  return clientFor(false);
}
