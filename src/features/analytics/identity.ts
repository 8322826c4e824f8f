// The customer-data library's identity calls (spec §4, §8): one request in flight at a time —
// a second call while one is pending is refused with the spec's message, not queued, since its
// answer could be overtaken by the first's — and only 200, 202 and 400 answers are read: 400's
// body is the server's refusal, returned to the caller; any other status raises an error.
import { ANALYTICS_USER_ID_PATTERN, IDENTITY_IN_FLIGHT_MESSAGE, type IdentityAction } from '../../contracts/analytics-constants.ts';
import { APP_ID, APP_VERSION, HEADER } from '../../contracts/headers.ts';
import { ANALYTICS_OPERATIONS } from '../../contracts/operations-analytics.ts';
import { REQUEST_TIMEOUT_MS } from '../../lib/analytics-queue/rules.ts';

/** spec §5: identity values are strings or null. */
export type KnownIdentities = { customerId?: string | null; email?: string | null };

export type IdentityResult =
  | { status: 200 | 202; mpid: string; loggedIn: boolean }
  /** The server refused the call's input; its error body as it came. */
  | { status: 400; refusal: unknown };

/** One HTTP exchange: the status and the parsed JSON body (null when there was none). */
export type IdentityTransport = (action: IdentityAction, body: unknown) => Promise<{ status: number; body: unknown }>;

export type IdentityClient = {
  request(action: IdentityAction, identities: KnownIdentities): Promise<IdentityResult>;
  readonly pending: boolean;
};

export class IdentityStatusError extends Error {
  readonly status: number;
  constructor(action: IdentityAction, status: number) {
    super(`The identity ${action} call answered ${status}`);
    this.status = status;
  }
}

function answerOf(action: IdentityAction, status: 200 | 202, body: unknown): IdentityResult {
  const value = (body ?? {}) as { mpid?: unknown; loggedIn?: unknown };
  // Zod stays out of this chunk: the two fields are checked by hand.
  if (typeof value.mpid !== 'string' || !ANALYTICS_USER_ID_PATTERN.test(value.mpid) || typeof value.loggedIn !== 'boolean')
    throw new Error(`The identity ${action} answer has no analytics user id`);
  return { status, mpid: value.mpid, loggedIn: value.loggedIn };
}

export function createIdentityClient(deviceId: string, transport: IdentityTransport): IdentityClient {
  let pending = false;
  return {
    get pending() {
      return pending;
    },
    async request(action, identities) {
      if (pending) throw new Error(IDENTITY_IN_FLIGHT_MESSAGE);
      pending = true;
      try {
        const { status, body } = await transport(action, { deviceId, knownIdentities: identities });
        if (status === 200 || status === 202) return answerOf(action, status, body);
        if (status === 400) return { status, refusal: body };
        throw new IdentityStatusError(action, status);
      } finally {
        pending = false;
      }
    },
  };
}

export type ClientHeaders = { realm: string; apiKey: string; deviceId: string };

export function clientHeaders(c: ClientHeaders): Record<string, string> {
  return {
    accept: 'application/json',
    [HEADER.realm]: c.realm,
    [HEADER.apiKey]: c.apiKey,
    [HEADER.appId]: APP_ID,
    [HEADER.appVersion]: APP_VERSION,
    [HEADER.deviceId]: c.deviceId,
  };
}

async function jsonOf(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
}

/** The identity calls over fetch: plain-text JSON like the batches (spec §7), the library's timeout. */
export function fetchIdentityTransport(origin: string, headers: ClientHeaders): IdentityTransport {
  return async (action, body) => {
    const path = ANALYTICS_OPERATIONS.analyticsIdentity.path.replace(':action', action);
    // A network failure or a timeout rejects: it is no answer to parse.
    const response = await fetch(new URL(path, origin), {
      method: 'POST',
      headers: { ...clientHeaders(headers), 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      credentials: 'omit',
      cache: 'no-store',
    });
    return { status: response.status, body: await jsonOf(response) };
  };
}

/** Spec §4 "config fetch": whether the realm collects at all. Rejects when there is no answer. */
export async function fetchAnalyticsEnabled(origin: string, headers: ClientHeaders): Promise<boolean> {
  const response = await fetch(new URL(ANALYTICS_OPERATIONS.analyticsConfig.path, origin), {
    headers: clientHeaders(headers),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    credentials: 'omit',
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`The analytics config answered ${response.status}`);
  const config = (await jsonOf(response)) as { enabled?: unknown } | null;
  if (typeof config?.enabled !== 'boolean') throw new Error('The analytics config has no enabled flag');
  return config.enabled;
}
