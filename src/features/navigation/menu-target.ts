// Where a menu item goes (spec §2 "Menu item targets"). Internal targets are router paths from
// the route registry; outbound links leave the app in a new tab.
import type { MenuItem } from '../../contracts/menu.ts';
import type { RealmSettings } from '../../contracts/realm.ts';
import type { HashMarker } from '../../lib/core/index.ts';
import { plainRoutePath, routePath, type PlainRouteName } from '../../lib/routes.ts';

export type MenuTarget =
  | { kind: 'internal'; to: string }
  | { kind: 'external'; href: string }
  /** Opens an overlay over the current page through its hash marker (the profile switcher). */
  | { kind: 'marker'; marker: HashMarker }
  | { kind: 'none' };

export type TargetRealm = Pick<RealmSettings, 'contentSearchEngine' | 'profileConfiguration'>;

export type TargetContext = {
  realm: TargetRealm;
  locale?: string | null;
  /** The current router path (preferences with profiles stays on it). */
  currentPath?: string;
};

const OWN_ROUTE_SECTIONS: Readonly<Record<string, PlainRouteName>> = { home: 'home', browse: 'browse', schedule: 'schedule' };

const VIEW_ROUTES: Readonly<Record<string, PlainRouteName>> = {
  HOME: 'home',
  BROWSE: 'browse',
  SCHEDULE: 'schedule',
  NEWS: 'news',
  ACCOUNT: 'account',
  LOGOUT: 'logout',
  LIVE_EVENTS: 'liveEvents',
  LIVENOW: 'liveEvents',
};

function viewTarget(view: string, ctx: TargetContext): string {
  const locale = ctx.locale;
  const upper = view.toUpperCase();
  if (upper === 'SEARCH') {
    // Only the vendor engine has a search page; otherwise search is an overlay over home.
    return ctx.realm.contentSearchEngine === 'VESPER' ? routePath('search', { locale }) : routePath('home', { locale, hash: 'search' });
  }
  if (upper === 'PREFERENCES') {
    if (ctx.realm.profileConfiguration.status !== 'NONE' && ctx.currentPath) {
      const [path] = ctx.currentPath.split(/[?#]/);
      return `${path ?? '/'}?preferences=true`;
    }
    return routePath('account', { locale, query: { section: 'preferences' } });
  }
  const known = VIEW_ROUTES[upper];
  if (known) return routePath(known, { locale });
  const lower = view.toLowerCase();
  // A route that needs parameters cannot be a menu view: those fall back to the plain path.
  return plainRoutePath(lower, locale) ?? `/${lower}`;
}

export function menuItemTarget(item: MenuItem, ctx: TargetContext): MenuTarget {
  const { data } = item;
  const locale = ctx.locale;
  switch (item.type) {
    case 'OUTBOUND_LINK':
      return data.outboundLink ? { kind: 'external', href: data.outboundLink } : { kind: 'none' };
    case 'PLUGIN_LINK':
      return data.pluginId
        ? { kind: 'internal', to: routePath('plugin', { locale, params: { pluginId: data.pluginId } }) }
        : { kind: 'none' };
    case 'SECTION': {
      const section = data.section;
      if (!section) return { kind: 'none' };
      const own = OWN_ROUTE_SECTIONS[section.toLowerCase()];
      return { kind: 'internal', to: own ? routePath(own, { locale }) : routePath('section', { locale, params: { name: section } }) };
    }
    case 'VIEW':
      if (!data.view) return { kind: 'none' };
      // Spec §2: account shows the profile switcher when profile configuration is not NONE.
      if (data.view.toUpperCase() === 'ACCOUNT' && ctx.realm.profileConfiguration.status !== 'NONE') {
        return { kind: 'marker', marker: 'profiles' };
      }
      return { kind: 'internal', to: viewTarget(data.view, ctx) };
  }
}

/** The default menu target (where "/" leads): the first HOME item, else the first internal item, else home. */
export function defaultMenuTarget(items: readonly MenuItem[], ctx: TargetContext): string {
  const home = items.find((i) => i.type === 'VIEW' && i.data.view?.toUpperCase() === 'HOME');
  if (home) {
    const target = menuItemTarget(home, ctx);
    if (target.kind === 'internal') return target.to;
  }
  for (const item of items) {
    const target = menuItemTarget(item, ctx);
    if (target.kind === 'internal') return target.to;
  }
  return routePath('home', { locale: ctx.locale });
}
