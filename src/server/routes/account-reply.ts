// What every account route shares: who may open account pages, and how answers are sent.
import type { FastifyReply } from 'fastify';
import { HttpError } from '../errors.ts';
import type { AccountViewer } from '../services/account/index.ts';
import { childNotAllowed } from '../services/account/errors.ts';

/** Account answers are the viewer's own: never kept by a cache (the session routes' helper). */
export { sendPrivate } from './session-links.ts';

/** 403 childProfileNotAllowed for a token whose active profile is a child's (spec §6). */
export function adultOnly(viewer: AccountViewer): void {
  if (viewer.profileType === 'CHILD') throw childNotAllowed();
}

/**
 * Runs an action whose refusal may be a 429 (wrong PIN attempts, reset requests) and gives
 * that refusal its Retry-After header; the error handler keeps headers already set.
 */
export async function withRetryAfter<T>(reply: FastifyReply, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    const seconds = error instanceof HttpError && error.status === 429 ? error.details?.retryAfterSeconds : undefined;
    if (typeof seconds === 'number') void reply.header('retry-after', String(seconds));
    throw error;
  }
}
