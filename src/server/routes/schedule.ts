// The schedule, EPG and upcoming list (public catalogue data, kept by the answer cache like
// section pages, until the next live event starts or ends) and fighter rankings.
import type { FastifyInstance } from 'fastify';
import { resolveLocale } from '../services/locale.ts';
import { PUBLIC_SHORT } from './http-cache.ts';
import { operation } from './operation.ts';
import { PUBLIC_ANSWER_ROUTE, sendPublicJson } from './public-cache.ts';

const publicSpec = { timed: true, cacheControl: PUBLIC_SHORT, vary: 'realm, accept-language' } as const;

export default async function scheduleRoutes(app: FastifyInstance): Promise<void> {
  const { schedule, fighters } = app.services;

  operation(app, 'schedule', PUBLIC_ANSWER_ROUTE, async ({ request, reply, query }) => {
    const { realm } = request;
    const locale = resolveLocale(realm, query.lk ?? request.locale);
    const from = new Date(query.from);
    const to = new Date(query.to);
    const spec = { ...publicSpec, operation: 'schedule' as const, realm, key: JSON.stringify([from.getTime(), to.getTime(), locale]) };
    return sendPublicJson(request, reply, spec, () => schedule.range(realm, { from, to, locale }));
  });

  operation(app, 'upcoming', PUBLIC_ANSWER_ROUTE, async ({ request, reply, query }) => {
    const { realm } = request;
    const locale = resolveLocale(realm, query.lk ?? request.locale);
    const page = query.p ?? 1;
    const spec = { ...publicSpec, operation: 'upcoming' as const, realm, key: JSON.stringify([page, locale]) };
    return sendPublicJson(request, reply, spec, () => schedule.upcoming(realm, { page, locale }));
  });

  operation(app, 'fighters', PUBLIC_ANSWER_ROUTE, async ({ request, reply, query }) => {
    const { realm } = request;
    const spec = {
      operation: 'fighters' as const,
      realm,
      key: JSON.stringify([query.category ?? null, query.offset ?? 0, query.limit ?? null]),
      cacheControl: PUBLIC_SHORT,
      vary: 'realm',
    };
    return sendPublicJson(request, reply, spec, () => fighters.rankings(realm.realm, query));
  });
}
