// Attempts on sign-in and recovery routes are limited per client address and per account
// (@fastify/rate-limit, in memory per instance): a guesser is slowed whether it tries many
// passwords for one account from many addresses or many accounts from one. Over the limit:
// 429 in the spec's error shape (tooManyAttempts) with Retry-After. Limits come from the config (tests lower them).
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HEADER } from '../../contracts/headers.ts';
import { HttpError } from '../errors.ts';

export type AuthLimits = {
  /** Per client address, across every limited route. */
  address: preHandlerAsyncHookHandler;
  /** Per realm and email named in the body (login, reset, magic link, OAuth credentials). */
  account: preHandlerAsyncHookHandler;
};

declare module 'fastify' {
  interface FastifyInstance {
    authLimits: AuthLimits;
  }
}

/** The account a request body names, lower-cased, or null (the body is not validated yet). */
function accountOf(request: FastifyRequest): string | null {
  const body = request.body;
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  const credentials = record.credentials;
  const email =
    typeof record.email === 'string'
      ? record.email
      : typeof credentials === 'object' && credentials !== null
        ? (credentials as Record<string, unknown>).id
        : null;
  if (typeof email !== 'string') return null;
  const normalised = email.trim().toLowerCase();
  return normalised && normalised.length <= 254 ? normalised : null;
}

// The viewer is told to wait, and for how long (tooManyAttempts; details.retryAfterSeconds, as
// the account's own limits answer): the generic error would read as "try again now".
const refusal = (_request: FastifyRequest, context: { after: string; ttl: number }) =>
  new HttpError(429, 'RATE_LIMITED', `Too many attempts: try again in ${context.after}`, {
    messageKey: 'tooManyAttempts',
    details: { retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)) },
  });

export async function registerAuthLimits(app: FastifyInstance): Promise<void> {
  const { addressMax, accountMax, windowS } = app.config.rateLimit;
  const limits: Partial<AuthLimits> = {};
  // Two registrations: a request passes each plugin instance's check once, so one instance
  // could not apply both limits to one request.
  await app.register(async (scope) => {
    await scope.register(rateLimit, { global: false });
    limits.address = scope.rateLimit({ max: addressMax, timeWindow: windowS * 1000, hook: 'preHandler', errorResponseBuilder: refusal });
  });
  await app.register(async (scope) => {
    await scope.register(rateLimit, { global: false });
    limits.account = scope.rateLimit({
      max: accountMax,
      timeWindow: windowS * 1000,
      hook: 'preHandler',
      keyGenerator: (request) => `${String(request.headers[HEADER.realm])}|${accountOf(request) ?? ''}`,
      // A body naming no account is refused by validation anyway; only the address limit applies.
      allowList: (request) => accountOf(request) === null,
      errorResponseBuilder: refusal,
    });
  });
  if (!limits.address || !limits.account) throw new Error('rate limits were not set up');
  app.decorate('authLimits', { address: limits.address, account: limits.account });
}
