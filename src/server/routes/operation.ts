// Registers an API operation from the registry: the method and path of operations.ts, the
// client-header check when the operation asks for it, and params, query and body parsed with
// the operation's schemas from api.ts (parseInput, so a failure is the spec's 400 naming each
// field). A route file then holds only what the operation does; its handler still answers
// through the reply (cache headers, ETags, files), so each route keeps its own HTTP behaviour.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { API, WILDCARD_PARAM, type Api, type OperationSchemas } from '../../contracts/api.ts';
import { OPERATIONS, type OperationId } from '../../contracts/operations.ts';
import { parseInput } from '../errors.ts';
import { requireClient } from '../plugins/client.ts';

type Parsed<Id extends OperationId, K extends 'params' | 'query' | 'body'> = Api[Id] extends {
  readonly [P in K]: infer S extends z.ZodType;
}
  ? z.output<S>
  : undefined;

export type OperationInput<Id extends OperationId> = {
  request: FastifyRequest;
  reply: FastifyReply;
  params: Parsed<Id, 'params'>;
  query: Parsed<Id, 'query'>;
  body: Parsed<Id, 'body'>;
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
  const schemas: OperationSchemas = API[id];
  const preHandler = client ? [requireClient, ...[options.preHandler ?? []].flat()] : options.preHandler;
  app.route({
    ...options,
    ...(preHandler ? { preHandler } : {}),
    method,
    url: path,
    // Parsed here rather than in a preValidation hook, which would run before the client-header
    // check: a request with bad headers hears about its headers first, as before.
    handler: async (request, reply) => {
      const params = schemas.params && parseInput(schemas.params, namedParams(request.params), 'params');
      const query = schemas.query && parseInput(schemas.query, request.query, 'query');
      const body = schemas.body && parseInput(schemas.body, request.body, 'body');
      // Each value was parsed by API[id]'s own schema, so it has the type Parsed<Id, …> names;
      // TypeScript cannot follow a generic id into API, hence this one cast.
      return handler({ request, reply, params, query, body } as OperationInput<Id>);
    },
  });
}

/** Fastify calls a trailing wildcard `*`; schemas and their errors call it WILDCARD_PARAM. */
function namedParams(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || !('*' in raw)) return raw;
  const { '*': wildcard, ...named } = raw;
  return { ...named, [WILDCARD_PARAM]: wildcard };
}
