// The http client's types (lib/http.ts): what a call sends, what the client offers, and the
// session and options a caller gives it. Apart so the client's file holds only its behaviour.
import type { z } from 'zod';
import type { BodyOf, JsonOperationId, QueryOf, ResponseOf } from '../contracts/api.ts';
import type { HttpMethod, OperationParams, OperationPath } from '../contracts/operations.ts';
import type { HasParams } from '../contracts/path-pattern.ts';
import type { AuthTokens } from '../contracts/session.ts';
import type { AuthMode, HeldTokens } from './http-auth.ts';
import type { ApiRequestError } from './http-errors.ts';
import type { HttpContext, QueryInput } from './http-wire.ts';

/** What a challenge answer asks the solver for (spec §4: wait for a captcha token). */
export type ChallengeRequest = { id: string | null; path: string; error: ApiRequestError };

/** The session side of the client; the core implements it over the store, tests with plain objects. */
export type HttpSession = {
  tokens(): HeldTokens | null;
  /** Server clock minus this clock, in ms (from the `date` of earlier answers). */
  clockOffsetMs(): number;
  setClockOffsetMs(offset: number): void;
  /** A `replacement-authorization` answer: use this access token from now on. */
  replaceToken(token: string): void;
  refreshed(tokens: AuthTokens): void;
  /** The refresh failed: the session ends as `sessionExpired` (spec §4). */
  refreshFailed(): void;
  /** A `block-reason` answer (VPN). */
  blocked(reason: string): void;
  /** The `x-request-id` of the latest answer. */
  requestId?(id: string): void;
  /** The registered captcha solver, or null when none is (then a challenge is an error). */
  challengeSolver(): ((request: ChallengeRequest) => Promise<string>) | null;
};

type ParamsPart<Id extends JsonOperationId> =
  HasParams<OperationPath<Id>> extends true ? { params: OperationParams<Id> } : { params?: undefined };
type BodyPart<Id extends JsonOperationId> = BodyOf<Id> extends undefined ? { body?: undefined } : { body: BodyOf<Id> };

/** What a call sends: params when the path has any, a body when the operation takes one. */
export type CallOptions<Id extends JsonOperationId> = ParamsPart<Id> &
  BodyPart<Id> & {
    query?: QueryOf<Id>;
    signal?: AbortSignal;
    /** Headers an operation reads outside its schemas (a payment's Idempotency-Key). */
    headers?: Readonly<Record<string, string>>;
  };

/** A call's options as the client handles them, whatever the operation. */
export type SentCall = {
  params?: Record<string, string>;
  query?: QueryInput;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Readonly<Record<string, string>>;
};

type CallArgs<Id extends JsonOperationId> = object extends CallOptions<Id> ? [options?: CallOptions<Id>] : [options: CallOptions<Id>];

/** The untyped transport under `call`: tests and future operations use it directly. */
export type RawRequest<S extends z.ZodType> = {
  query?: QueryInput;
  body?: unknown;
  signal?: AbortSignal;
  /** The response schema, or a loader of it (keeps zod out of the first chunk). */
  schema: S | (() => Promise<S>);
  /** 'bearer' when omitted: a held token is sent. */
  auth?: AuthMode;
  /** False for the refresh and logout calls themselves: an expired token is not refreshed first. */
  refreshable?: boolean;
  /** Sent as these tokens instead of the session's: a sign-out, once the session is cleared. */
  as?: HeldTokens;
  /** Headers the operation reads outside its schemas (a payment's Idempotency-Key). */
  headers?: Readonly<Record<string, string>>;
};

export type Http = {
  call<Id extends JsonOperationId>(id: Id, ...args: CallArgs<Id>): Promise<ResponseOf<Id>>;
  /**
   * Sends a call as `call` does, its answer neither checked nor typed, and no schema loaded:
   * for the service worker to keep the answer when nobody reads it (app/keep-first-visit.ts).
   */
  prefetch<Id extends JsonOperationId>(id: Id, ...args: CallArgs<Id>): Promise<unknown>;
  request<S extends z.ZodType>(method: HttpMethod, path: string, options: RawRequest<S>): Promise<z.output<S>>;
  /**
   * Abandons every request in flight that carries the viewer's token: a sign-out calls this
   * first, so nothing asked for the departing viewer lands after the server has revoked it.
   */
  abandonViewerRequests(): void;
  /**
   * Runs `work`, a call that revokes the session's tokens (a new password, signing out
   * everywhere) with what takes their place (signing in with the answered tokens, clearing the
   * session), through `own`, the client its calls go by. Until it is over, every other call that
   * would carry the viewer's token waits, then goes with the session there is then: sent
   * meanwhile, it would go with a token the server is revoking and come back 401.
   */
  replacingSession<T>(work: (own: Http) => Promise<T>): Promise<T>;
};

export type HttpOptions = {
  fetch?: typeof fetch;
  context?: () => HttpContext;
  /** The locale the visitor chose earlier (localStorage), for the language header before start-up knows the active one. */
  storedLocale?: () => string | null;
  session?: HttpSession;
  deviceId?: () => string;
  baseUrl?: string;
  timeoutMs?: number;
  retryLimit?: number;
  /** Clock for tests. */
  now?: () => number;
  /**
   * Told, for each answer or failure, whether the network reached the server: true for any
   * answer the server gave (a 5xx included: the server is there, just unwell), false for a
   * network failure, a timeout, or the worker's saved copy given because the network failed.
   * Not told for aborted calls or copies the worker gives while refreshing behind.
   */
  network?: (reached: boolean) => void;
  /** Told of each read (GET) `call` sends, with the options it was given (lib/first-control.ts). */
  read?: (id: JsonOperationId, options: SentCall) => void;
};
