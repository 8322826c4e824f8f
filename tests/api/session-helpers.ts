// What the session API tests share: calling an operation of the registry over HTTP (inject)
// with the client headers and an optional bearer, reading the spec's error shape, signing in
// with the demo accounts, and reading the development outbox.
import type { LightMyRequestResponse } from 'fastify';
import { apiError, type ApiError } from '../../src/contracts/errors.ts';
import { OPERATIONS, operationPath, type OperationId, type OperationParams } from '../../src/contracts/operations.ts';
import { authTokens, type AuthTokens, type OutboxMessage } from '../../src/contracts/session.ts';
import type { Harness } from './harness.ts';

export type CallOptions<Id extends OperationId> = {
  params?: OperationParams<Id>;
  query?: Record<string, string>;
  body?: unknown;
  /** `Bearer …`, `Mixed … …`, or anything else to send as Authorization. */
  authorization?: string;
  token?: string;
  headers?: Record<string, string>;
};

export async function call<Id extends OperationId>(
  h: Harness,
  realm: string,
  id: Id,
  options: CallOptions<Id> = {},
): Promise<LightMyRequestResponse> {
  const { method } = OPERATIONS[id];
  const path = operationPath(id, (options.params ?? {}) as OperationParams<Id>);
  const query = options.query ? `?${new URLSearchParams(options.query).toString()}` : '';
  const authorization = options.authorization ?? (options.token ? `Bearer ${options.token}` : undefined);
  return h.inject({
    method,
    url: path + query,
    headers: {
      ...(OPERATIONS[id].client ? await h.clientHeaders(realm) : {}),
      ...(authorization ? { authorization } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }),
  });
}

/** The error body, checked against the spec's shape. */
export function errorOf(res: LightMyRequestResponse): ApiError {
  return apiError.parse(res.json());
}

/** status, code and messageKey of an error answer, for one-line expectations. */
export function refusal(res: LightMyRequestResponse): { status: number; code: string; messageKey: string } {
  const e = errorOf(res);
  return { status: res.statusCode, code: e.code, messageKey: e.messageKey };
}

export function tokensOf(res: LightMyRequestResponse): AuthTokens {
  if (res.statusCode !== 200) throw new Error(`expected tokens, got ${res.statusCode}: ${res.body}`);
  return authTokens.parse(res.json());
}

export async function login(h: Harness, realm: string, email: string, secret: string): Promise<AuthTokens> {
  return tokensOf(await call(h, realm, 'login', { body: { email, secret } }));
}

export const demoViewer = (h: Harness, realm: string) => login(h, realm, `viewer@${realm}.example`, 'demo-pass-1');
export const demoAdmin = (h: Harness, realm: string) => login(h, realm, `admin@${realm}.example`, 'demo-admin-1');

/** The newest outbox message to `to`, read through the development outbox API. */
export async function lastMail(h: Harness, realm: string, to: string): Promise<OutboxMessage | undefined> {
  const res = await call(h, realm, 'outbox', { query: { realm, to } });
  return (res.json() as OutboxMessage[])[0];
}

/** The token query parameter of a mailed link. */
export function linkToken(message: OutboxMessage | undefined): string {
  const link = message?.link;
  if (!link) throw new Error('no link in the message');
  const token = new URL(link, 'http://app.invalid').searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

/** The claims of an access token, unverified (what the app reads). */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Limits high enough that a test file's own requests never meet them. */
export const NO_LIMITS = { rateLimit: { addressMax: 100_000, accountMax: 100_000, windowS: 60 } };

let counter = 0;
/** An email no other test uses. */
export const freshEmail = (prefix = 'new') => `${prefix}-${process.pid}-${Date.now().toString(36)}-${counter++}@test.example`;
