// openapi: this API in OpenAPI 3.1 (src/server/openapi.ts). The document only changes with a
// deployment, so it is built once, on first request, and served like the realm data: public,
// short-lived, revalidated by ETag.
import type { FastifyInstance } from 'fastify';
import pkg from '../../../package.json' with { type: 'json' };
import { buildOpenApi, type OpenApiDocument } from '../openapi.ts';
import { PUBLIC_SHORT, sendCacheableJson } from './http-cache.ts';
import { operation } from './operation.ts';

export default async function openApiRoutes(app: FastifyInstance): Promise<void> {
  let document: OpenApiDocument | null = null;
  operation(app, 'openapi', async ({ request, reply }) => {
    document ??= buildOpenApi({ title: `${pkg.name} API`, version: pkg.version });
    return sendCacheableJson(request, reply, document, { cacheControl: PUBLIC_SHORT });
  });
}
