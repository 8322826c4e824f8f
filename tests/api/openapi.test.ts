// /api/openapi.json: generated from the operation registry and its schemas, so it lists exactly
// the routes the server registered, with their parameters, client headers and answers.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { z } from 'zod';
import { HEADER } from '../../src/contracts/headers.ts';
import { OPERATIONS, OPERATION_IDS, type OperationId } from '../../src/contracts/operations.ts';
import { apiPath } from '../../src/contracts/paths.ts';
import { openApiPath, type OpenApiDocument } from '../../src/server/openapi.ts';
import { schemaObject, type SchemaComponents } from '../../src/server/openapi-schema.ts';
import { PUBLIC_SHORT } from '../../src/server/routes/http-cache.ts';
import { startHarness, type Harness } from './harness.ts';

const APP_SHELL = ['/', '/*'];
const CLIENT_HEADERS = [HEADER.realm, HEADER.apiKey, HEADER.appId, HEADER.deviceId];

let h: Harness;
let doc: OpenApiDocument;
let etag: string;

beforeAll(async () => {
  h = await startHarness({ seed: false });
  const res = await h.inject({ url: apiPath.openapi() });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['cache-control']).toBe(PUBLIC_SHORT);
  etag = String(res.headers.etag);
  // Parsed from the bytes sent: the test reads what a tool reading the URL would.
  doc = JSON.parse(res.body) as OpenApiDocument;
});

afterAll(async () => {
  await h.close();
});

function operation(id: OperationId) {
  const op = OPERATIONS[id];
  const item = doc.paths[openApiPath(op.path)] ?? {};
  const found = Object.entries(item).find(([method]) => method === op.method.toLowerCase())?.[1];
  if (!found) throw new Error(`${id} is not in the document`);
  return found;
}

test('it revalidates by ETag like the realm data', async () => {
  expect(etag).toMatch(/^"/);
  const again = await h.inject({ url: apiPath.openapi(), headers: { 'if-none-match': etag } });
  expect(again.statusCode).toBe(304);
});

test('an OpenAPI 3.1 document with one path item per registered route, with its method', () => {
  expect(doc.openapi).toBe('3.1.0');
  expect(doc.info.title).toBeTruthy();
  const expected = new Map<string, Set<string>>();
  for (const route of h.routes) {
    if (route.method === 'HEAD' || route.method === 'OPTIONS' || APP_SHELL.includes(route.url)) continue;
    const path = openApiPath(route.url);
    expected.set(path, (expected.get(path) ?? new Set()).add(route.method.toLowerCase()));
  }
  expect(Object.keys(doc.paths).sort()).toEqual([...expected.keys()].sort());
  for (const [path, methods] of expected) expect(new Set(Object.keys(doc.paths[path] ?? {})), path).toEqual(methods);
  const ids = Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
  expect(ids.sort()).toEqual([...OPERATION_IDS].sort());
});

test('JSON operations answer a schema, others their content type, and failures the error shape', () => {
  for (const id of OPERATION_IDS) {
    const ok = operation(id).responses['200'];
    const content = ok && 'content' in ok ? ok.content : undefined;
    const json = content?.['application/json'];
    if (id === 'openapi' || !json) expect(Object.keys(content ?? {}), id).toHaveLength(1);
    else expect(json.schema, id).toEqual(expect.objectContaining({ type: expect.any(String) }));
    expect(operation(id).responses.default, id).toEqual({ $ref: '#/components/responses/Error' });
  }
  expect(operation('init').responses['200']).toHaveProperty(['content', 'application/json', 'schema', 'properties', 'labels']);
  expect(operation('font').responses['200']).toEqual({ description: 'OK', content: { 'font/woff2': {} } });
  expect(doc.components.schemas['ApiError']).toHaveProperty(['properties', 'messageKey']);
});

test("init's query parameters and section's path parameter are listed, each with whether it is required", () => {
  expect(operation('init').parameters).toContainEqual(
    expect.objectContaining({
      name: 'rpp',
      in: 'query',
      required: false,
      schema: expect.objectContaining({ type: 'integer', maximum: 50 }),
    }),
  );
  expect(operation('section').parameters).toContainEqual(expect.objectContaining({ name: 'name', in: 'path', required: true }));
  expect(operation('section').parameters).toContainEqual(expect.objectContaining({ name: 'p', in: 'query', required: false }));
  expect(operation('realmByHost').parameters).toContainEqual(expect.objectContaining({ name: 'host', in: 'query', required: true }));
  // A default makes a field optional for the caller.
  expect(operation('menu').parameters).toContainEqual(expect.objectContaining({ name: 'deviceType', in: 'query', required: false }));
  // The media wildcard is a path parameter of its own name.
  expect(openApiPath(OPERATIONS.media.path)).toBe('/api/media/{asset}/{file}');
  expect(operation('media').parameters?.map((p) => `${p.in}:${p.name}`)).toEqual(['path:asset', 'path:file']);
});

test('client operations list the client headers as required header parameters, public ones do not', () => {
  for (const id of OPERATION_IDS) {
    const headers = (operation(id).parameters ?? []).filter((p) => p.in === 'header');
    const required = headers.filter((p) => p.required).map((p) => p.name);
    expect(required, id).toEqual(OPERATIONS[id].client ? CLIENT_HEADERS : []);
  }
});

test('every $ref in the document resolves', () => {
  const refs: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value !== 'object' || value === null) return;
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') refs.push(inner);
      else collect(inner);
    }
  };
  collect(doc);
  expect(refs.length).toBeGreaterThan(0);
  for (const ref of refs) {
    expect(ref, ref).toMatch(/^#\//);
    const target = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((at, key) => (typeof at === 'object' && at !== null ? Reflect.get(at, key) : undefined), doc);
    expect(target, ref).toBeTypeOf('object');
  }
});

test("a recursive schema's definitions move to components, where the document's refs can reach them", () => {
  type Node = { name: string; children: Node[] };
  const node: z.ZodType<Node> = z.object({ name: z.string(), children: z.array(z.lazy(() => node)) });
  const components: SchemaComponents = {};
  const schema = schemaObject(z.object({ root: node }), 'output', components, 'tree');
  expect(schema).not.toHaveProperty('$defs');
  const names = Object.keys(components);
  expect(names).toHaveLength(1);
  expect(JSON.stringify(schema)).toContain(`"#/components/schemas/${names[0] ?? ''}"`);
  expect(JSON.stringify(components)).not.toContain('#/$defs/');
});
