// Registers an API operation from the registry: the method and path of operations.ts, the
// client-header check when the operation asks for it, and params, query and body parsed with
// the operation's schemas from api.ts (parseInput, so a failure is the spec's 400 naming each
// field). A route file then holds only what the operation does; its handler still answers
// through the reply (cache headers, ETags, files), so each route keeps its own HTTP behaviour.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { API, WILDCARD_PARAM, type Api, type OperationSchemas } from '../../contracts/api.ts';
import { OPERATIONS, type OperationId, type OperationInfo } from '../../contracts/operations.ts';
import { parseInput } from '../errors.ts';
import { requireViewer, type Viewer } from '../plugins/auth.ts';
import { requireClient } from '../plugins/client.ts';
import { refuseVpn } from '../plugins/vpn.ts';

type Parsed<Id extends OperationId, K extends 'params' | 'query' | 'body'> = Api[Id] extends {
  readonly [P in K]: infer S extends z.ZodType;
}
  ? z.output<S>
  : undefined;

export type OperationInput<Id extends OperationId> = {
  request: FastifyRequest;
  reply: FastifyReply;
  /** Shared by requests with the same parameters (paramsParser): read it, never change it. */
  params: Readonly<Parsed<Id, 'params'>>;
  /** Shared by requests with the same query string (queryParser): read it, never change it. */
  query: Readonly<Parsed<Id, 'query'>>;
  body: Parsed<Id, 'body'>;
  /** The caller's verified token, for operations whose registry entry has `auth` (plugins/auth.ts). */
  viewer: (typeof OPERATIONS)[Id] extends { readonly auth: string } ? Viewer : undefined;
};

export type OperationHandler<Id extends OperationId> = (input: OperationInput<Id>) => Promise<FastifyReply>;

/**
 * `operation(app, id, handler)`, or `operation(app, id, options, handler)` for route options
 * such as `{ compress: false }`; a preHandler given there runs after the client-header check.
 */
export function operation<Id extends OperationId>(
  app: FastifyInstance,
  id: Id,
  ...rest: [handler: OperationHandler<Id>] | [options: RouteShorthandOptions, handler: OperationHandler<Id>]
): void {
  const [options, handler] = rest.length === 1 ? [{}, rest[0]] : rest;
  const { method, path, client } = OPERATIONS[id];
  const auth: OperationInfo['auth'] = 'auth' in OPERATIONS[id] ? OPERATIONS[id].auth : undefined;
  const schemas: OperationSchemas = API[id];
  // The client-header check comes first. It runs inside the handler unless the route has
  // preHandlers of its own (then it is the first of them): a hook costs every request a
  // promise and a pass through Fastify's hook runner, a few percent of a cached answer.
  const checkInHandler = client && !options.preHandler;
  const guarded = guardsContent(OPERATIONS[id]);
  const preHandler = client && options.preHandler ? [clientHook, ...[options.preHandler].flat()] : options.preHandler;
  const parseQuery = schemas.query && queryParser(schemas.query);
  const parseParams = schemas.params && paramsParser(schemas.params);
  app.route({
    ...options,
    ...(preHandler ? { preHandler } : {}),
    method,
    url: path,
    // Parsed here rather than in a preValidation hook, which would run before the client-header
    // check: a request with bad headers hears about its headers first, as before.
    // Not an async function: when nothing has to be waited for (the realm known, no token to
    // check) the handler's own promise is returned as it is, without a second one wrapping it.
    handler: (request, reply) => {
      const answer = (viewer: Viewer | undefined) => {
        const params = parseParams?.(request);
        const query = parseQuery?.(request);
        const body = schemas.body && parseInput(schemas.body, request.body, 'body');
        // Each value was parsed by API[id]'s own schema, so it has the type Parsed<Id, …> names;
        // TypeScript cannot follow a generic id into API, hence this one cast.
        return handler({ request, reply, params, query, body, viewer } as OperationInput<Id>);
      };
      const identify = () => {
        if (guarded) refuseVpn(request);
        // Who is asking comes before what they ask: a bad token hears about its token first.
        return auth ? requireViewer(request, auth, reply).then(answer) : answer(undefined);
      };
      try {
        // Waited for only when it had to look the realm up.
        const checking = checkInHandler ? requireClient(request) : undefined;
        return checking ? checking.then(identify) : identify();
      } catch (error) {
        // A check or parse that throws rejects, as it did from an async handler.
        return Promise.reject(error as Error);
      }
    },
  });
}

/** Content is what a realm's VPN rule protects (spec §5); realm data and sessions stay open. */
export const guardsContent = (info: OperationInfo): boolean => info.client && info.tag === 'catalogue';

async function clientHook(request: FastifyRequest): Promise<void> {
  await requireClient(request);
}

/**
 * The query validated, kept by the parsed object: Fastify's query parser (lib/query-memo.ts)
 * hands the same frozen object to every request with the same query string, and the same
 * object always validates to the same value. A query that fails is not kept (it throws).
 */
function queryParser(schema: z.ZodType): (request: FastifyRequest) => unknown {
  const memo = new WeakMap<object, unknown>();
  return (request) => {
    const raw = request.query;
    if (typeof raw !== 'object' || raw === null) return parseInput(schema, raw, 'query');
    if (memo.has(raw)) return memo.get(raw);
    const parsed = parseInput(schema, raw, 'query');
    memo.set(raw, parsed);
    return parsed;
  };
}

const PARAMS_MEMO_MAX = 512;

/**
 * The path parameters validated, kept by their values (a section name, a locale): the same
 * values always validate to the same result. Bounded: parameters come from requests.
 */
function paramsParser(schema: z.ZodType): (request: FastifyRequest) => unknown {
  const memo = new Map<string, unknown>();
  return (request) => {
    const raw = namedParams(request.params);
    const key = typeof raw === 'object' && raw !== null ? JSON.stringify(Object.values(raw)) : '';
    if (memo.has(key)) return memo.get(key);
    const parsed = parseInput(schema, raw, 'params');
    if (key.length <= 256) {
      if (memo.size >= PARAMS_MEMO_MAX) memo.clear();
      memo.set(key, parsed);
    }
    return parsed;
  };
}

/** Fastify calls a trailing wildcard `*`; schemas and their errors call it WILDCARD_PARAM. */
function namedParams(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || !('*' in raw)) return raw;
  const { '*': wildcard, ...named } = raw;
  return { ...named, [WILDCARD_PARAM]: wildcard };
}
