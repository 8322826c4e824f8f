// Public answers — realm settings and directory, labels, menus, section pages and init for
// guests — come from the answer cache (lib/answer-cache.ts): checked against the realms'
// version counters, sent as the kept JSON bytes (or their kept br/gzip form) with the kept
// ETag. A route names what its answer depends on besides the realm (`key`); everything it
// reads to make the answer must be read inside `make`, after the counters were read, so an
// answer is never newer than the counters it is filed under are old.
//
// A hit is answered without waiting on anything (counters read recently, realm current,
// compressed form made): it is the path most requests take, and every await costs.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OperationId } from '../../contracts/operations.ts';
import type { RealmSettings } from '../../contracts/realm.ts';
import { bytesAnswer, singleAnswer, type Answer } from '../lib/answer-cache.ts';
import { acceptsGzip, COMPRESS_THRESHOLD, negotiateCoding } from '../lib/content-coding.ts';
import { etagMatches } from '../lib/etag.ts';
import { deflateParts, gzipSpliced, type DeflatedParts } from '../lib/gzip-splice.ts';
import { filled, ownBytes, templateOf, type Template } from '../lib/splice.ts';
import type { VersionSnapshot } from '../services/versions.ts';
import type { ReplaySpec } from './public-replay.ts';

export type PublicAnswer = {
  /** The operation answering: part of the key. */
  operation: OperationId;
  /** The realm the request was resolved to; null when the answer is made of every realm. */
  realm: RealmSettings | null;
  /** Everything else the answer depends on, normalised (the same key must mean the same bytes). */
  key: string;
  /** Follows the live schedule (catalogue pages): kept only until the next event starts or ends. */
  timed?: boolean;
  cacheControl: string;
  vary?: string;
  /** Send the ETag and answer If-None-Match (default true). */
  etag?: boolean;
  /**
   * The route has found that the request's Authorization names no viewer (a token expired or
   * not ours, which init ignores): the shared answer is the one to send despite the header.
   */
  forAnyone?: boolean;
};

/** Whether the request may be answered from, and into, the shared cache. */
const shared = (request: FastifyRequest, spec: PublicAnswer) => spec.forAnyone === true || request.headers.authorization === undefined;

/**
 * Route options for operations answering through sendPublicJson: they compress their own
 * answers (once per cached answer), so @fastify/compress's per-request hooks stay off them.
 */
export const PUBLIC_ANSWER_ROUTE = { compress: false, decompress: false } as const;

// The same key as the same string: a string keeps its hash once computed, so a kept key is
// looked up without hashing a long query again. Bounded, so keys made of arbitrary queries
// cannot grow it without end; past the bound it starts over.
const KEPT_KEYS = 4096;
const keptKeys = new Map<string, Map<string, string>>();
let keptCount = 0;

function cacheKey(spec: ReplaySpec): string {
  const scope = `${spec.operation}\u0000${spec.realm?.realm ?? ''}`;
  let byKey = keptKeys.get(spec.key);
  let key = byKey?.get(scope);
  if (key !== undefined) return key;
  if (keptCount >= KEPT_KEYS) {
    keptKeys.clear();
    keptCount = 0;
    byKey = undefined;
  }
  key = `${scope}\u0000${spec.key}`;
  if (!byKey) keptKeys.set(spec.key, (byKey = new Map()));
  byKey.set(scope, key);
  keptCount++;
  return key;
}
const scopeOf = (snapshot: VersionSnapshot, spec: ReplaySpec) => ({
  snapshot,
  realm: spec.realm?.realm ?? null,
  timed: spec.timed ?? false,
});

/** The kept answer for `spec`, when one is usable right now without a query (also for routes/public-replay.ts). */
export function keptAnswer(app: FastifyInstance, spec: ReplaySpec): Answer | undefined {
  const { answers, services } = app;
  if (!answers) return undefined;
  const snapshot = services.versions.peek();
  if (!snapshot || (spec.realm && !services.realms.isCurrent(spec.realm, snapshot.generation))) return undefined;
  return answers.peek(cacheKey(spec), scopeOf(snapshot, spec));
}

const hit = (request: FastifyRequest, spec: PublicAnswer) => (shared(request, spec) ? keptAnswer(request.server, spec) : undefined);

/** The shared answer for `spec`, whoever asks (the caller decides whether it may be sent as it is). */
async function sharedAnswer(request: FastifyRequest, spec: PublicAnswer, make: () => Promise<unknown>): Promise<Answer> {
  const { answers, services } = request.server;
  if (!answers) return singleAnswer(await make());
  const snapshot = services.versions.peek() ?? (await services.versions.current());
  // The request's realm was looked up before these counters were read. Unless it is the one
  // loaded for them, it may be older than they say: this one request goes without the cache.
  if (spec.realm && !services.realms.isCurrent(spec.realm, snapshot.generation)) {
    if ((await services.realms.byName(spec.realm.realm)) !== spec.realm) return singleAnswer(await make());
  }
  return answers.get(cacheKey(spec), scopeOf(snapshot, spec), make);
}

async function answerFor(request: FastifyRequest, spec: PublicAnswer, make: () => Promise<unknown>): Promise<Answer> {
  // A signed-in viewer's answers will be their own: never from, nor into, the shared cache.
  if (!shared(request, spec)) return singleAnswer(await make());
  return sharedAnswer(request, spec, make);
}

// Each kept answer is cut once for the members a viewer's answer replaces (lib/splice.ts), and
// its parts deflated once for the viewers whose browsers take gzip (lib/gzip-splice.ts).
type Cut = { template: Template; deflated?: DeflatedParts };
const cuts = new WeakMap<Answer, Cut>();

function cutOf(shared: Answer, members: readonly string[]): Cut {
  let cut = cuts.get(shared);
  if (!cut || cut.template.members.join() !== members.join()) {
    cut = { template: templateOf(shared.body, members) };
    cuts.set(shared, cut);
  }
  return cut;
}

/**
 * For a route that answers a signed-in viewer with the public answer plus their own top-level
 * `members` (init: their authentication and preferences): the shared part comes from the cache
 * like any public answer, `own` makes the members from the public values, and the viewer's
 * answer is sent with `spec`'s headers and never kept. Compressed, it is gzip spliced from the
 * kept parts deflated once; only a client refusing gzip has it compressed for itself.
 */
export async function sendWithOwnParts(
  request: FastifyRequest,
  reply: FastifyReply,
  spec: PublicAnswer,
  make: () => Promise<unknown>,
  members: readonly string[],
  own: (values: Readonly<Record<string, unknown>>) => Record<string, unknown>,
): Promise<FastifyReply> {
  const cut = cutOf(await sharedAnswer(request, spec, make), members);
  const { template } = cut;
  const mine = ownBytes(template, own(template.values));
  const size = template.parts.reduce((n, part) => n + part.length, 0) + mine.reduce((n, part) => n + part.length, 0);
  if (size >= COMPRESS_THRESHOLD && acceptsGzip(request.headers['accept-encoding'])) {
    cut.deflated ??= deflateParts(template.parts);
    void reply
      .header('cache-control', spec.cacheControl)
      .type('application/json; charset=utf-8')
      .header('vary', spec.vary ? `${spec.vary}, accept-encoding` : 'accept-encoding')
      .header('content-encoding', 'gzip');
    return reply.send(gzipSpliced(template.parts, cut.deflated, mine));
  }
  const answer = bytesAnswer(filled(template, mine));
  return sendNow(request, reply, answer, spec) ?? sendLater(request, reply, answer, spec);
}

/**
 * Sends `answer`; undefined when its compressed form is still being made (then `sendLater`),
 * unless `orPlain`: then the plain body goes instead. A kept answer sent whole (`kept`) is
 * recorded for replay (routes/public-replay.ts).
 */
function sendNow(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: Answer,
  spec: PublicAnswer,
  { orPlain = false, kept = false } = {},
): FastifyReply | undefined {
  const compressible = answer.body.length >= COMPRESS_THRESHOLD;
  let coding = compressible ? negotiateCoding(request.headers['accept-encoding']) : null;
  let encoded = coding ? answer.encodedNow(coding) : answer.body;
  if (!encoded && !orPlain) return undefined;
  if (!encoded) [coding, encoded] = [null, answer.body];
  void reply.header('cache-control', spec.cacheControl).type('application/json; charset=utf-8');
  const vary = compressible ? (spec.vary ? `${spec.vary}, accept-encoding` : 'accept-encoding') : spec.vary;
  if (vary) void reply.header('vary', vary);
  if (spec.etag !== false) {
    void reply.header('etag', answer.etag);
    if (etagMatches(request.headers['if-none-match'], answer.etag)) return reply.status(304).send();
  }
  if (coding) void reply.header('content-encoding', coding);
  if (kept) request.server.replay?.learn(request, reply, spec, answer, coding, encoded);
  return reply.send(encoded);
}

async function sendLater(request: FastifyRequest, reply: FastifyReply, answer: Answer, spec: PublicAnswer): Promise<FastifyReply> {
  const coding = negotiateCoding(request.headers['accept-encoding']);
  // Should compressing ever fail, the answer still goes, uncompressed.
  if (coding) await answer.encoded(coding).catch(() => undefined);
  return sendNow(request, reply, answer, spec, { orPlain: true }) ?? reply.send(answer.body);
}

export function sendPublicJson(
  request: FastifyRequest,
  reply: FastifyReply,
  spec: PublicAnswer,
  make: () => Promise<unknown>,
): FastifyReply | Promise<FastifyReply> {
  const kept = hit(request, spec);
  const sent = kept && sendNow(request, reply, kept, spec, { kept: true });
  if (sent) return sent;
  return answerFor(request, spec, make).then((answer) => sendNow(request, reply, answer, spec) ?? sendLater(request, reply, answer, spec));
}
