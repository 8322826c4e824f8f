// Replayed public answers: a GET identical to one the app has already answered from the answer
// cache (routes/public-cache.ts) is answered again before Fastify routes it — the same status,
// the same headers but its own x-request-id, and the kept bytes — as long as the kept answer is
// still the one the cache holds. The route, its client-header check, its parsers and its hooks
// ran for the request that taught the answer, and everything they read is either matched here
// or checked again, so they would do the same again. A guest's realm, labels, menu and
// catalogue pages take this path; it costs about half of going through the framework
// (decision 0067).
//
// What "identical" means: the same method and URL, and the same value for every header except
// those no public answer reads (IGNORED_REQUEST_HEADERS) and those checked per request (the
// device id, the request id). A request with Authorization is never replayed: whether it names
// a viewer is the route's to decide. Anything else differing is a different recording (a miss).
//
// A hook that refuses some callers of a public read (a rate limit, say) would be skipped by a
// replay: it must check here too, as the device id is, or keep its routes out of replays.
import { createServer, type IncomingMessage, type ServerOptions, type ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerFactory } from 'fastify';
import { DEVICE_ID_PATTERN, HEADER } from '../../contracts/headers.ts';
import { OPERATIONS, type OperationId, type OperationInfo } from '../../contracts/operations.ts';
import type { RealmSettings } from '../../contracts/realm.ts';
import type { Answer } from '../lib/answer-cache.ts';
import type { Coding } from '../lib/content-coding.ts';
import { guardsContent } from './operation.ts';

/**
 * Request headers no public answer depends on: read only by the server-rendered pages
 * (render/, routes/app-shell.ts) or by nothing. A test holds the server's code to this.
 */
export const IGNORED_REQUEST_HEADERS: ReadonlySet<string> = new Set([
  'connection',
  'keep-alive',
  'accept',
  'user-agent',
  'referer',
  'cookie',
  'priority',
  'dnt',
  'sec-gpc',
  'sec-fetch-site',
  'sec-fetch-mode',
  'sec-fetch-dest',
  'sec-fetch-user',
  'sec-ch-ua',
  'sec-ch-ua-mobile',
  'sec-ch-ua-platform',
  'sec-ch-viewport-width',
]);

/** What the route told the cache about its answer (PublicAnswer's part), enough to ask the cache again. */
export type ReplaySpec = { operation: OperationId; realm: RealmSettings | null; key: string; timed?: boolean };

/** How a request header takes part in a replay. */
const Part = {
  /** Must have the value the recorded request had. */
  Matched: 0,
  Ignored: 1,
  /** Checked on every replay rather than matched: they differ from one caller to the next. */
  DeviceId: 2,
  RequestId: 3,
  /** Never replayed: whether a token names a viewer is the route's to decide. */
  Refused: 4,
} as const;
type Part = (typeof Part)[keyof typeof Part];

const PART_BY_NAME = new Map<string, Part>([
  [HEADER.deviceId, Part.DeviceId],
  [HEADER.requestId, Part.RequestId],
  [HEADER.authorization, Part.Refused],
]);

// Header names as sent (their case kept) are few per client: each is worked out once. Bounded,
// since names come from requests.
const partOfRaw = new Map<string, Part>();

function partOf(rawName: string): Part {
  let part = partOfRaw.get(rawName);
  if (part !== undefined) return part;
  const name = rawName.toLowerCase();
  part = PART_BY_NAME.get(name) ?? (IGNORED_REQUEST_HEADERS.has(name) ? Part.Ignored : Part.Matched);
  if (partOfRaw.size < 256) partOfRaw.set(rawName, part);
  return part;
}

/** A request as a replay sees it: the matched headers in order (name as sent, value), and the checked ones. */
type Seen = { matched: string[]; deviceId: string | undefined; requestId: string | undefined };

/**
 * Reads the raw headers once (the parsed `headers` object is made on first use, and a replay
 * never needs it); undefined for a request never replayed.
 */
function see(req: IncomingMessage): Seen | undefined {
  if (req.method !== 'GET') return undefined;
  const raw = req.rawHeaders;
  const seen: Seen = { matched: [], deviceId: undefined, requestId: undefined };
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i] as string;
    const value = raw[i + 1] as string;
    switch (partOf(name)) {
      case Part.Matched:
        seen.matched.push(name, value);
        break;
      case Part.DeviceId:
        // Twice is a value the route refuses: let it.
        if (seen.deviceId !== undefined) return undefined;
        seen.deviceId = value;
        break;
      case Part.RequestId:
        if (seen.requestId !== undefined) return undefined;
        seen.requestId = value;
        break;
      case Part.Refused:
        return undefined;
    }
  }
  return seen;
}

const sameHeaders = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value, i) => value === b[i]);

/** What a replay sends, and what it checks before. */
type Recording = {
  matched: string[];
  spec: ReplaySpec;
  answer: Answer;
  coding: Coding | null;
  /** Name, value, name, value…: every header sent but x-request-id and content-length. */
  headers: string[];
  needsDevice: boolean;
  /** Refused to VPN addresses on this realm (plugins/vpn.ts): an address is not matched. */
  vpnGuarded: boolean;
};

export type ReplayOptions = {
  /** The request id for an answer, from the caller's x-request-id if any, as the app makes it (genReqId). */
  requestId: (given: string | undefined) => string;
  /** The answer the cache holds now for a recording's spec (undefined: not without asking). */
  keptAnswer: (app: FastifyInstance, spec: ReplaySpec) => Answer | undefined;
  /** Recordings kept at most; past it, recording starts over. */
  max?: number;
};

export type Replay = {
  /** Answers `req` from a recording; false when the app must answer it. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /** Records the 200 about to be sent for `request`, once the reply has gone out whole. */
  learn(request: FastifyRequest, reply: FastifyReply, spec: ReplaySpec, answer: Answer, coding: Coding | null, sent: Buffer): void;
  /** The app whose cache and settings replays are checked against; nothing is replayed before. */
  attach(app: FastifyInstance): void;
  stats(): { recordings: number; replayed: number };
};

function headerList(headers: Record<string, unknown>): string[] {
  const list: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (name === 'content-length' || name === HEADER.requestId || value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) list.push(name, String(one));
  }
  return list;
}

export function createReplay(options: ReplayOptions): Replay {
  const max = options.max ?? 1024;
  // By URL, then by the matched headers (a URL is asked with few sets of headers).
  const recordings = new Map<string, Recording[]>();
  let count = 0;
  let app: FastifyInstance | null = null;
  let replayed = 0;

  const find = (url: string, matched: readonly string[]) => recordings.get(url)?.find((r) => sameHeaders(r.matched, matched));

  function forget(url: string, recording: Recording): void {
    const left = (recordings.get(url) ?? []).filter((r) => r !== recording);
    count -= 1;
    if (left.length > 0) recordings.set(url, left);
    else recordings.delete(url);
  }

  return {
    attach(to) {
      app = to;
    },
    serve(req, res) {
      if (!app || count === 0) return false;
      const url = req.url ?? '';
      if (!recordings.has(url)) return false;
      const seen = see(req);
      const recording = seen && find(url, seen.matched);
      if (!seen || !recording) return false;
      // The route would refuse these with a 400 or a 403: let it.
      if (recording.needsDevice && (seen.deviceId === undefined || !DEVICE_ID_PATTERN.test(seen.deviceId))) return false;
      if (recording.vpnGuarded && app.config.vpnAddresses.size > 0) return false;
      // Still the answer the cache holds, by identity: a new version of the realm's data, a
      // live event starting, the realm reloaded, a counter not read lately, and it is not.
      const answer = options.keptAnswer(app, recording.spec);
      if (answer !== recording.answer) {
        forget(url, recording);
        return false;
      }
      // The compressed form may have been replaced by a smaller one since (same JSON, same tag).
      const body = recording.coding ? answer.encodedNow(recording.coding) : answer.body;
      if (!body) return false;
      res.writeHead(200, [
        ...recording.headers,
        HEADER.requestId,
        options.requestId(seen.requestId),
        'content-length',
        String(body.length),
      ]);
      res.end(body);
      replayed++;
      return true;
    },
    learn(request, reply, spec, answer, coding, sent) {
      if (!app) return;
      const url = request.raw.url ?? '';
      const seen = see(request.raw);
      if (!seen) return;
      const known = find(url, seen.matched);
      if (known?.answer === answer) return;
      const operation: OperationInfo = OPERATIONS[spec.operation];
      reply.raw.once('finish', () => {
        // Only a whole 200 with exactly the kept bytes: an onSend hook that changed the body
        // would not be replayed.
        if (reply.statusCode !== 200 || reply.getHeader('content-length') !== String(sent.length)) return;
        const stale = find(url, seen.matched);
        if (stale) forget(url, stale);
        if (count >= max) {
          recordings.clear();
          count = 0;
        }
        const recording: Recording = {
          matched: seen.matched,
          spec,
          answer,
          coding,
          headers: headerList(reply.getHeaders()),
          needsDevice: operation.client,
          vpnGuarded: guardsContent(operation) && spec.realm?.vpnAllowed !== true,
        };
        recordings.set(url, [...(recordings.get(url) ?? []), recording]);
        count += 1;
      });
    },
    stats: () => ({ recordings: count, replayed }),
  };
}

/**
 * Fastify's own HTTP server (its timeouts as it sets them), with `replay` asked first. Fastify's
 * `serverFactory` option; app.inject does not pass through it.
 */
export function replayingServer(replay: Replay): FastifyServerFactory {
  return (handler, opts) => {
    const server = createServer((opts.http ?? {}) as ServerOptions, (req, res) => {
      if (!replay.serve(req, res)) handler(req, res);
    });
    server.keepAliveTimeout = Number(opts.keepAliveTimeout);
    server.requestTimeout = Number(opts.requestTimeout);
    server.setTimeout(Number(opts.connectionTimeout));
    if (Number(opts.maxRequestsPerSocket) > 0) server.maxRequestsPerSocket = Number(opts.maxRequestsPerSocket);
    return server;
  };
}
