// Typed failures of the http client. Screens decide what to show from these; the client
// itself never navigates or reloads.
import type { ApiError } from '../contracts/errors.ts';

/** The server answered with a non-2xx status; `body` is the parsed ApiError when it sent one. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  readonly body: ApiError | null;
  readonly path: string;
  /** The answer's `x-request-id`, when it had one. */
  requestId: string | null = null;
  /** The access token the refused call carried (the client tells a stale token from a spent one). */
  sentToken: string | null = null;

  constructor(path: string, status: number, body: ApiError | null) {
    super(body ? `${status} ${body.code} from ${path}: ${body.message}` : `${status} from ${path}`);
    this.path = path;
    this.status = status;
    this.body = body;
  }
}

/** No response at all: offline, DNS, connection refused, CORS. */
export class NetworkFailure extends Error {
  override readonly name = 'NetworkFailure';
  readonly path: string;

  constructor(path: string, cause?: unknown) {
    super(`Network failure calling ${path}`, { cause });
    this.path = path;
  }
}

export class RequestTimeout extends Error {
  override readonly name = 'RequestTimeout';
  readonly path: string;

  constructor(path: string) {
    super(`Timed out calling ${path}`);
    this.path = path;
  }
}

/** The response arrived but does not match the contract schema. */
export class InvalidResponse extends Error {
  override readonly name = 'InvalidResponse';
  readonly path: string;
  readonly issues: readonly string[];

  constructor(path: string, issues: readonly string[]) {
    super(`Invalid response from ${path}: ${issues.join('; ')}`);
    this.path = path;
    this.issues = issues;
  }
}

export type HttpFailure = ApiRequestError | NetworkFailure | RequestTimeout | InvalidResponse;

/**
 * True when the failure says "the service is unreachable or broken" rather than "your request
 * was refused": network, timeout, 5xx and contract mismatches. Start-up shows Connection Failed
 * for these.
 */
export function isUnavailable(error: unknown): boolean {
  if (error instanceof ApiRequestError) return error.status >= 500;
  return error instanceof NetworkFailure || error instanceof RequestTimeout || error instanceof InvalidResponse;
}
