// HTTP caching for slow-changing JSON: a strong ETag over the exact bytes sent, 304 on a
// matching If-None-Match, and a short public max-age with a long stale-while-revalidate so the
// app and the service worker can start from cache. Realm data goes through the answer cache
// (public-cache.ts), which keeps the bytes and tag; sendCacheableJson makes them per request.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches, etagOf } from '../lib/etag.ts';

export const PUBLIC_SHORT = 'public, max-age=60, stale-while-revalidate=86400';
export const PRIVATE_NO_CACHE = 'private, no-cache';

export type CacheOptions = { cacheControl: string; vary?: string };

export function sendCacheableJson(request: FastifyRequest, reply: FastifyReply, value: unknown, options: CacheOptions): FastifyReply {
  const body = JSON.stringify(value);
  const etag = etagOf(body);
  void reply.header('cache-control', options.cacheControl).header('etag', etag);
  if (options.vary) void reply.header('vary', options.vary);
  if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}
