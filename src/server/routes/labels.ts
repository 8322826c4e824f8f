// labels: the realm's labels in a locale, with fallbacks (services/labels.ts).
import type { FastifyInstance } from 'fastify';
import { resolveLocale } from '../services/locale.ts';
import { PUBLIC_SHORT } from './http-cache.ts';
import { operation } from './operation.ts';
import { PUBLIC_ANSWER_ROUTE, sendPublicJson } from './public-cache.ts';

export default async function labelRoutes(app: FastifyInstance): Promise<void> {
  operation(app, 'labels', PUBLIC_ANSWER_ROUTE, async ({ request, reply, params }) => {
    // Keyed by the locale answered, not the one asked: pt, pt-BR and pt_BR share one copy.
    const locale = resolveLocale(request.realm, params.locale);
    // Shared caches must key on the realm header: the path alone is the same for every realm.
    return sendPublicJson(
      request,
      reply,
      { operation: 'labels', realm: request.realm, key: locale, cacheControl: PUBLIC_SHORT, vary: 'realm' },
      () => app.services.labels.forLocale(request.realm, locale),
    );
  });
}
