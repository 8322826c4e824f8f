// What the http client (http.ts) writes and reads on the wire, apart from its flow: the spec's
// request headers (§7), query strings, answer bodies and failures as the typed errors of
// http-errors.ts.
import type { HTTPError } from 'ky';
import type { z } from 'zod';
import { APP_ID, APP_VERSION, HEADER } from '../contracts/headers.ts';
import { toLanguageTag } from '../contracts/locale.ts';
import { ApiRequestError, NetworkFailure, RequestTimeout } from './http-errors.ts';

export type HttpContext = {
  /** Realm name for the Realm header; null before the realm is known. */
  realm: string | null;
  /** realm.appSettings.apiKey; null before the realm is known. */
  apiKey: string | null;
  /** Active locale (en_US form); sent as Accept-Language. */
  locale: string | null;
};

export const EMPTY_CONTEXT: HttpContext = { realm: null, apiKey: null, locale: null };

export type QueryInput = Readonly<Record<string, unknown>> | undefined;

export function requestHeaders(context: HttpContext, storedLocale: string | null, device: string): Record<string, string> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'content-type': 'application/json',
    [HEADER.appId]: APP_ID,
    [HEADER.appVersion]: APP_VERSION,
    [HEADER.deviceId]: device,
  };
  if (context.realm) headers[HEADER.realm] = context.realm;
  if (context.apiKey) headers[HEADER.apiKey] = context.apiKey;
  const language = context.locale ?? storedLocale ?? (typeof navigator === 'undefined' ? null : navigator.language);
  if (language) headers[HEADER.language] = toLanguageTag(language);
  return headers;
}

export function searchParams(query: QueryInput): Record<string, string> | undefined {
  if (!query) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    out[key] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return out;
}

export function issuesOf(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
}

/** Spec §8: a body that does not parse is an empty object. */
export function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return {};
  }
}

// ky's errors told apart by name, not by class: ky itself is loaded with the first call
// (http.ts), and a class import here would bring it back onto the start-up path.
const kyError = (error: unknown, name: string): boolean => error instanceof Error && error.name === name;

export function isHttpError(error: unknown): error is HTTPError {
  return kyError(error, 'HTTPError') && (error as { response?: unknown }).response instanceof Response;
}

export async function toTypedError(path: string, error: unknown): Promise<unknown> {
  if (isHttpError(error)) {
    const { apiError } = await import('../contracts/errors.ts');
    // ky leaves `data` undefined (or text) when the body is not JSON: an empty object (spec §8).
    const data: unknown = typeof error.data === 'object' && error.data !== null ? error.data : {};
    const parsed = apiError.safeParse(data);
    const failure = new ApiRequestError(path, error.response.status, parsed.success ? parsed.data : null);
    failure.requestId = error.response.headers.get(HEADER.requestId);
    return failure;
  }
  if (kyError(error, 'TimeoutError')) return new RequestTimeout(path);
  if (kyError(error, 'NetworkError')) return new NetworkFailure(path, error);
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  // Runtimes ky does not recognise report network failures as a bare TypeError from fetch.
  if (error instanceof TypeError) return new NetworkFailure(path, error);
  return error;
}
