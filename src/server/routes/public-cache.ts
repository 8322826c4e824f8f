// Public answers — realm settings and directory, labels, menus, section pages and init for
// guests — come from the answer cache (lib/answer-cache.ts): checked against the realms'
// version counters, sent as the kept JSON bytes (or their kept br/gzip form) with the kept
// ETag. A route names what its answer depends on besides the realm (`key`); everything it
// reads to make the answer must be read inside `make`, after the counters were read, so an
// answer is never newer than the counters it is filed under are old.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RealmSettings } from '../../contracts/realm.ts';
import { singleAnswer, type Answer } from '../lib/answer-cache.ts';
import { COMPRESS_THRESHOLD, negotiateCoding } from '../lib/content-coding.ts';
import { etagMatches } from '../lib/etag.ts';

export type PublicAnswer = {
  /** The realm the request was resolved to; null when the answer is made of every realm. */
  realm: RealmSettings | null;
  /** Everything else the answer depends on, normalised (the same key must mean the same bytes). */
  key: readonly unknown[];
  /** Follows the live schedule (catalogue pages): kept only until the next event starts or ends. */
  timed?: boolean;
  cacheControl: string;
  vary?: string;
  /** Send the ETag and answer If-None-Match (default true). */
  etag?: boolean;
};

async function answerFor(
  request: FastifyRequest,
  spec: PublicAnswer,
  make: () => Promise<unknown>,
): Promise<{ answer: Answer; kept: boolean }> {
  const { answers, services } = request.server;
  // A signed-in viewer's answers will be their own: never from, nor into, the shared cache.
  if (!answers || request.headers.authorization !== undefined) return { answer: singleAnswer(await make()), kept: false };
  const snapshot = await services.versions.current();
  // The request's realm was looked up before these counters were read. If the realms have been
  // reloaded since, it may be older than they say: this one request goes without the cache.
  if (spec.realm && (await services.realms.byName(spec.realm.realm)) !== spec.realm) {
    return { answer: singleAnswer(await make()), kept: false };
  }
  const key = JSON.stringify([request.routeOptions.url, spec.realm?.realm ?? null, ...spec.key]);
  const answer = await answers.get(key, { snapshot, realm: spec.realm?.realm ?? null, timed: spec.timed ?? false }, make);
  return { answer, kept: true };
}

export async function sendPublicJson(
  request: FastifyRequest,
  reply: FastifyReply,
  spec: PublicAnswer,
  make: () => Promise<unknown>,
): Promise<FastifyReply> {
  const { answer, kept } = await answerFor(request, spec, make);
  const compressible = answer.body.length >= COMPRESS_THRESHOLD;
  const vary = [spec.vary, compressible ? 'accept-encoding' : undefined].filter(Boolean).join(', ');
  void reply.header('cache-control', spec.cacheControl).type('application/json; charset=utf-8');
  if (vary) void reply.header('vary', vary);
  if (spec.etag !== false) {
    void reply.header('etag', answer.etag);
    if (etagMatches(request.headers['if-none-match'], answer.etag)) return reply.status(304).send();
  }
  // An answer made for this request alone is left to @fastify/compress (per request, cheaper settings).
  const coding = kept && compressible ? negotiateCoding(request.headers['accept-encoding']) : null;
  if (!coding) return reply.send(answer.body);
  return reply.header('content-encoding', coding).send(await answer.encoded(coding));
}
