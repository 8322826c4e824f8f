// The one http client of the app (spec §7). Calls name an operation of the registry
// (contracts/operations.ts); params, query and body are typed from its schemas, every call
// carries the realm, api key, app id, app version, device id and language headers, answers are
// validated against the contract schemas, and failures come out as the typed errors of
// http-errors.ts. Transport only: no navigation, no reloads, no UI, no store — the caller
// says who is calling through `context` (lib/core wires it to the app's store).
import ky, { HTTPError, NetworkError, TimeoutError, type KyInstance } from 'ky';
import type { z } from 'zod';
import type { BodyOf, JsonOperationId, QueryOf, ResponseOf } from '../contracts/api.ts';
import { APP_ID, APP_VERSION, HEADER } from '../contracts/headers.ts';
import { toLanguageTag } from '../contracts/locale.ts';
import { OPERATIONS, operationPath, type HttpMethod, type OperationParams, type OperationPath } from '../contracts/operations.ts';
import type { HasParams } from '../contracts/path-pattern.ts';
import { deviceId } from './device-id.ts';
import { ApiRequestError, InvalidResponse, NetworkFailure, RequestTimeout } from './http-errors.ts';

export type HttpContext = {
  /** Realm name for the Realm header; null before the realm is known. */
  realm: string | null;
  /** realm.appSettings.apiKey; null before the realm is known. */
  apiKey: string | null;
  /** Active locale (en_US form); sent as Accept-Language. */
  locale: string | null;
};

export const EMPTY_CONTEXT: HttpContext = { realm: null, apiKey: null, locale: null };

type QueryInput = Readonly<Record<string, unknown>> | undefined;

type ParamsPart<Id extends JsonOperationId> =
  HasParams<OperationPath<Id>> extends true ? { params: OperationParams<Id> } : { params?: undefined };
type BodyPart<Id extends JsonOperationId> = BodyOf<Id> extends undefined ? { body?: undefined } : { body: BodyOf<Id> };

/** What a call sends: params when the path has any, a body when the operation takes one. */
export type CallOptions<Id extends JsonOperationId> = ParamsPart<Id> &
  BodyPart<Id> & {
    query?: QueryOf<Id>;
    signal?: AbortSignal;
  };

type CallArgs<Id extends JsonOperationId> = object extends CallOptions<Id> ? [options?: CallOptions<Id>] : [options: CallOptions<Id>];

/** The untyped transport under `call`: tests and future operations use it directly. */
export type RawRequest<S extends z.ZodType> = {
  query?: QueryInput;
  body?: unknown;
  signal?: AbortSignal;
  /** The response schema, or a loader of it (keeps zod out of the first chunk). */
  schema: S | (() => Promise<S>);
};

export type Http = {
  call<Id extends JsonOperationId>(id: Id, ...args: CallArgs<Id>): Promise<ResponseOf<Id>>;
  request<S extends z.ZodType>(method: HttpMethod, path: string, options: RawRequest<S>): Promise<z.output<S>>;
};

export type HttpOptions = {
  fetch?: typeof fetch;
  context?: () => HttpContext;
  deviceId?: () => string;
  baseUrl?: string;
  timeoutMs?: number;
  retryLimit?: number;
};

function requestHeaders(context: HttpContext, device: string): Record<string, string> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    [HEADER.appId]: APP_ID,
    [HEADER.appVersion]: APP_VERSION,
    [HEADER.deviceId]: device,
  };
  if (context.realm) headers[HEADER.realm] = context.realm;
  if (context.apiKey) headers[HEADER.apiKey] = context.apiKey;
  const language = context.locale ?? (typeof navigator === 'undefined' ? null : navigator.language);
  if (language) headers[HEADER.language] = toLanguageTag(language);
  return headers;
}

function searchParams(query: QueryInput): Record<string, string> | undefined {
  if (!query) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    out[key] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return out;
}

function issuesOf(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
}

async function toTypedError(path: string, error: unknown): Promise<unknown> {
  if (error instanceof HTTPError) {
    const { apiError } = await import('../contracts/errors.ts');
    const parsed = apiError.safeParse(error.data);
    return new ApiRequestError(path, error.response.status, parsed.success ? parsed.data : null);
  }
  if (error instanceof TimeoutError) return new RequestTimeout(path);
  if (error instanceof NetworkError) return new NetworkFailure(path, error);
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  // Runtimes ky does not recognise report network failures as a bare TypeError from fetch.
  if (error instanceof TypeError) return new NetworkFailure(path, error);
  return error;
}

const apiSchemas = () => import('../contracts/api.ts').then((m) => m.API);

export function createHttp(options: HttpOptions = {}): Http {
  const context = options.context ?? (() => EMPTY_CONTEXT);
  const device = options.deviceId ?? deviceId;
  const client: KyInstance = ky.create({
    baseUrl: options.baseUrl ?? globalThis.location?.origin,
    timeout: options.timeoutMs ?? 10_000,
    // One quick retry smooths over a blip without making start-up wait long on a dead server.
    // Only reads: a write is retried by the caller, with its idempotency key, or not at all.
    retry: { limit: options.retryLimit ?? 1, methods: ['get'] },
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        ({ request }) => {
          for (const [name, value] of Object.entries(requestHeaders(context(), device()))) request.headers.set(name, value);
        },
      ],
    },
  });

  async function request<S extends z.ZodType>(method: HttpMethod, path: string, raw: RawRequest<S>): Promise<z.output<S>> {
    const schemaReady = typeof raw.schema === 'function' ? raw.schema() : Promise.resolve(raw.schema);
    // Settled here so a failed request does not leave an unhandled rejection behind.
    schemaReady.catch(() => {});
    let body: unknown;
    try {
      const response = await client(path, {
        method,
        searchParams: searchParams(raw.query),
        signal: raw.signal,
        ...(raw.body === undefined ? {} : { json: raw.body }),
      });
      // 204 and friends: nothing to parse; the schema decides whether that is acceptable.
      body = response.status === 204 || response.headers.get('content-length') === '0' ? undefined : await response.json();
    } catch (error) {
      if (error instanceof SyntaxError) throw new InvalidResponse(path, ['(root): body is not JSON']);
      throw await toTypedError(path, error);
    }
    const schema = await schemaReady;
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new InvalidResponse(path, issuesOf(parsed.error));
    return parsed.data;
  }

  return {
    request,
    call(id, ...args) {
      const call = (args[0] ?? {}) as { params?: Record<string, string>; query?: QueryInput; body?: unknown; signal?: AbortSignal };
      const operation = OPERATIONS[id];
      const path = operationPath(id, (call.params ?? {}) as never);
      const schema = () => apiSchemas().then((api) => api[id].response as z.ZodType);
      return request(operation.method, path, { query: call.query, body: call.body, signal: call.signal, schema }) as Promise<
        ResponseOf<typeof id>
      >;
    },
  };
}
