// The one http client of the app (spec §7): every API call carries the realm, api key, app id,
// app version, device id and language headers, answers are validated against the contract
// schemas, and failures come out as the typed errors of http-errors.ts. Transport only: no
// navigation, no reloads, no UI.
import ky, { HTTPError, NetworkError, TimeoutError, type KyInstance } from 'ky';
import { atom } from 'jotai';
import type { z } from 'zod';
import { APP_ID, APP_VERSION, HEADER } from '../contracts/headers.ts';
import { deviceId } from './device-id.ts';
import { ApiRequestError, InvalidResponse, NetworkFailure, RequestTimeout } from './http-errors.ts';
import { toLanguageTag } from './locale-tag.ts';
import { store } from './store.ts';

export type HttpContext = {
  /** Realm name for the Realm header; null before the realm is known. */
  realm: string | null;
  /** realm.appSettings.apiKey; null before the realm is known. */
  apiKey: string | null;
  /** Active locale (en_US form); sent as Accept-Language. */
  locale: string | null;
};

/** What the next request says about who is calling; set by the realm boot and locale switch. */
export const httpContextAtom = atom<HttpContext>({ realm: null, apiKey: null, locale: null });

export type QueryValue = string | number | boolean | undefined;

export type GetOptions = {
  searchParams?: Record<string, QueryValue>;
  signal?: AbortSignal;
};

/**
 * A schema, or a loader of one. Loaders keep zod and the contract schemas out of the first
 * chunk: they download while the request is in flight.
 */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

export type Http = {
  getJson<S extends z.ZodType>(path: string, schema: SchemaSource<S>, options?: GetOptions): Promise<z.output<S>>;
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

function cleanQuery(params: Record<string, QueryValue> | undefined): Record<string, string | number | boolean> | undefined {
  if (!params) return undefined;
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(params)) if (value !== undefined) out[key] = value;
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

export function createHttp(options: HttpOptions = {}): Http {
  const context = options.context ?? (() => store.get(httpContextAtom));
  const device = options.deviceId ?? deviceId;
  const client: KyInstance = ky.create({
    baseUrl: options.baseUrl ?? globalThis.location?.origin,
    timeout: options.timeoutMs ?? 10_000,
    // One quick retry smooths over a blip without making start-up wait long on a dead server.
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

  return {
    async getJson(path, source, getOptions = {}) {
      const schemaReady = typeof source === 'function' ? source() : Promise.resolve(source);
      // Settled here so a failed request does not leave an unhandled rejection behind.
      schemaReady.catch(() => {});
      let body: unknown;
      try {
        const response = await client.get(path, { searchParams: cleanQuery(getOptions.searchParams), signal: getOptions.signal });
        body = await response.json();
      } catch (error) {
        if (error instanceof SyntaxError) throw new InvalidResponse(path, ['(root): body is not JSON']);
        throw await toTypedError(path, error);
      }
      const schema = await schemaReady;
      const parsed = schema.safeParse(body);
      if (!parsed.success) throw new InvalidResponse(path, issuesOf(parsed.error));
      return parsed.data;
    },
  };
}

export const http = createHttp();
