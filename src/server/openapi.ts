// The API described in OpenAPI 3.1, generated from the operation registry (operations.ts) and
// its schemas (api.ts): every registered operation appears here by construction. Pure: the
// openapi route builds it once and serves it.
import type { z } from 'zod';
import { API, WILDCARD_PARAM, type OperationSchemas } from '../contracts/api.ts';
import { apiError } from '../contracts/errors.ts';
import { DEVICE_ID_PATTERN, HEADER } from '../contracts/headers.ts';
import { OPERATIONS, OPERATION_IDS, type HttpMethod, type OperationId, type OperationInfo } from '../contracts/operations.ts';
import { OPERATION_SUMMARIES } from '../contracts/operation-docs.ts';
import { templatePath } from '../contracts/path-pattern.ts';
import { realmName } from '../contracts/realm.ts';
import { schemaObject, type SchemaComponents, type SchemaObject } from './openapi-schema.ts';

type Parameter = { name: string; in: 'path' | 'query' | 'header'; required: boolean; description?: string; schema: SchemaObject };
type Content = Record<string, { schema?: SchemaObject }>;
type Response = { description: string; content?: Content } | { $ref: string };

type OperationObject = {
  operationId: OperationId;
  summary: string;
  tags: string[];
  parameters?: Parameter[];
  requestBody?: { required: true; content: Content };
  responses: Record<string, Response>;
};

type Method = Lowercase<HttpMethod>;

export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string };
  tags: { name: string }[];
  paths: Record<string, Partial<Record<Method, OperationObject>>>;
  components: { schemas: SchemaComponents; responses: Record<string, Response> };
};

const ERROR_SCHEMA = 'ApiError';
const ERROR_RESPONSE = { $ref: '#/components/responses/Error' };

/** `/api/realm/:name` → `/api/realm/{name}`; a trailing `*` is the WILDCARD_PARAM parameter. */
export const openApiPath = (pattern: string) => templatePath(pattern, WILDCARD_PARAM);

export function buildOpenApi(info: { title: string; version: string }): OpenApiDocument {
  const schemas: SchemaComponents = { [ERROR_SCHEMA]: schemaObject(apiError, 'output', {}, ERROR_SCHEMA) };
  const paths: OpenApiDocument['paths'] = {};
  for (const id of OPERATION_IDS) {
    const op = OPERATIONS[id];
    const item = (paths[openApiPath(op.path)] ??= {});
    item[METHOD[op.method]] = operationObject(id, schemas);
  }
  return {
    openapi: '3.1.0',
    info,
    tags: [...new Set(OPERATION_IDS.map((id) => OPERATIONS[id].tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas,
      responses: {
        Error: {
          description: 'Any failure, in the one error shape (status, code, message, messageKey, details, requestId)',
          content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` } } },
        },
      },
    },
  };
}

function operationObject(id: OperationId, components: SchemaComponents): OperationObject {
  const op: OperationInfo = OPERATIONS[id];
  const api: OperationSchemas = API[id];
  const parameters = [
    ...fieldParameters(api.params, 'path', components, `${id}.params`),
    ...fieldParameters(api.query, 'query', components, `${id}.query`),
    ...(op.client ? clientHeaders(components) : []),
  ];
  const ok: Content = api.response
    ? { 'application/json': { schema: schemaObject(api.response, 'output', components, `${id}.response`) } }
    : { [api.produces ?? 'application/octet-stream']: {} };
  return {
    operationId: id,
    summary: OPERATION_SUMMARIES[id],
    tags: [op.tag],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(api.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: schemaObject(api.body, 'input', components, `${id}.body`) } },
          },
        }
      : {}),
    responses: { '200': { description: 'OK', content: ok }, default: ERROR_RESPONSE },
  };
}

/** One parameter per field of an object schema; path parameters are always required. */
function fieldParameters(schema: z.ZodType | undefined, where: 'path' | 'query', components: SchemaComponents, name: string): Parameter[] {
  if (!schema) return [];
  const json = schemaObject(schema, 'input', components, name);
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties ?? {}).map(([field, fieldSchema]) => ({
    name: field,
    in: where,
    required: where === 'path' || required.has(field),
    // JSON Schema allows `true` for "anything"; a Schema Object spells that `{}`.
    schema: typeof fieldSchema === 'boolean' ? {} : fieldSchema,
  }));
}

/** The spec's client headers (§7), checked by requireClient on `client` operations. */
function clientHeaders(components: SchemaComponents): Parameter[] {
  const text: SchemaObject = { type: 'string', minLength: 1 };
  return [
    {
      name: HEADER.realm,
      in: 'header',
      required: true,
      description: "The realm's name",
      schema: schemaObject(realmName, 'input', components, 'realm'),
    },
    { name: HEADER.apiKey, in: 'header', required: true, description: "The realm's API key", schema: text },
    { name: HEADER.appId, in: 'header', required: true, description: "The realm's app id", schema: text },
    {
      name: HEADER.deviceId,
      in: 'header',
      required: true,
      description: 'This device',
      schema: { type: 'string', pattern: DEVICE_ID_PATTERN.source },
    },
    {
      name: HEADER.language,
      in: 'header',
      required: false,
      description: "Preferred languages; the realm's best match is used, else its default",
      schema: { type: 'string' },
    },
  ];
}

const METHOD = { GET: 'get', POST: 'post', PUT: 'put', PATCH: 'patch', DELETE: 'delete' } as const satisfies Record<HttpMethod, Method>;
