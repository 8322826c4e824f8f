// What the session routes share: the caller (realm, language, where mailed links point) and
// answers that must never be stored by a cache (they carry tokens or account state).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HEADER } from '../../contracts/headers.ts';
import type { Caller } from '../services/auth/accounts.ts';

/**
 * Links in mail point into the app as the caller reaches it: on the realm's own host the app
 * is at '/', on a shared host under /realm/{name} (routes/app-shell.ts serves both).
 */
export async function callerOf(request: FastifyRequest): Promise<Caller> {
  const onHost = await request.server.services.realms.byHost(request.hostname);
  return {
    realm: request.realm,
    locale: request.locale,
    base: onHost?.realm === request.realm.realm ? '' : `/realm/${request.realm.realm}`,
  };
}

/** The solved captcha challenge the request carries (`x-challenge`), unparsed: services/captcha validates it. */
export function challengeAnswerOf(request: FastifyRequest): unknown {
  return request.headers[HEADER.challenge];
}

export function sendPrivate(reply: FastifyReply, value: unknown, status = 200): FastifyReply {
  return reply.status(status).header('cache-control', 'no-store').send(value);
}
