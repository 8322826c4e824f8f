// Legacy paths of spec §2 "Legacy redirects" that are no route of the table: old links keep
// working. Listed after the screens, so a screen with the same path wins.
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { screenContext } from '../lib/core/index.ts';
import { routePath } from '../lib/routes.ts';

type Target = (args: LoaderFunctionArgs) => string;

function to(target: Target): RouteObject['loader'] {
  return (args) => {
    throw redirect(target(args));
  };
}

const locale = ({ context }: LoaderFunctionArgs) => context.get(screenContext).locale;

/** Section names that were once their own pages, in every language the table translates. */
const SECTION_PAGES: ReadonlyArray<[string, 'news' | 'schedule']> = [
  ['news', 'news'],
  ['noticias', 'news'],
  ['schedule', 'schedule'],
  ['programacao', 'schedule'],
  ['programacion', 'schedule'],
];

export function legacyRoutes(): RouteObject[] {
  return [
    { path: 'live', loader: to((a) => routePath('liveEvents', { locale: locale(a) })) },
    { path: 'subscriptions', loader: to((a) => routePath('account', { locale: locale(a) })) },
    { path: 'partitions', loader: to((a) => routePath('account', { locale: locale(a), query: { section: 'partitions' } })) },
    // '/search' without the vendor engine: the search screen's `unavailable` (features/search/routes.ts).
    ...['section', 'secao', 'seccion'].flatMap((prefix) =>
      SECTION_PAGES.map(([name, route]) => ({ path: `${prefix}/${name}`, loader: to((a) => routePath(route, { locale: locale(a) })) })),
    ),
    {
      path: 'competicao/:id',
      loader: to((a) => routePath('section', { locale: locale(a), params: { name: a.params.id ?? '' } })),
    },
  ];
}
