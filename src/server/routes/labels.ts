// labels: the realm's labels in a locale, with fallbacks (services/labels.ts).
import type { FastifyInstance } from 'fastify';
import { PUBLIC_SHORT, sendCacheableJson } from './http-cache.ts';
import { operation } from './operation.ts';

export default async function labelRoutes(app: FastifyInstance): Promise<void> {
  operation(app, 'labels', async ({ request, reply, params }) => {
    const labels = await app.services.labels.forLocale(request.realm, params.locale);
    // Shared caches must key on the realm header: the path alone is the same for every realm.
    return sendCacheableJson(request, reply, labels, { cacheControl: PUBLIC_SHORT, vary: 'realm' });
  });
}
