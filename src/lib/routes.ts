// The one registry of route names and paths (spec §2 "Route names"). Screens and menus ask for
// a route by name; nothing else writes a path string. Each language may translate paths; the
// router registers every language's paths at once (so a link in the previous language still
// resolves after a switch) and hrefs are built in the active language. Parameters are typed
// from the patterns: a missing one is a compile error. Which routes a realm has at all
// (`routeAvailable`) and who may see them (lib/core/guard.ts) are decided from this table too.
import { languagePart } from '../contracts/locale.ts';
import { fillPath, paramNames, patternRegExp, type HasParams, type PathParams } from '../contracts/path-pattern.ts';
import type { RealmSettings } from '../contracts/realm.ts';

const BASE_TABLE = {
  root: '/',
  // Content (spec §2 first group).
  home: '/home',
  browse: '/browse',
  grid: '/grid',
  search: '/search',
  schedule: '/schedule',
  section: '/section/:name',
  plugin: '/plugin/:pluginId',
  playlist: '/playlist/:id',
  season: '/season/:id',
  series: '/series/:id',
  video: '/video/:id',
  live: '/live/:id',
  history: '/history',
  news: '/news',
  newsItem: '/news/:id',
  epg: '/epg',
  interstitial: '/interstitial/:id',
  releases: '/releases',
  fighters: '/fighters',
  multiView: '/multi-view',
  upcoming: '/upcoming',
  watchTogether: '/watch-together',
  // Session (second group).
  login: '/login',
  loginRedirect: '/login/redirect',
  // Sign-in with the federated identity provider: the login route with /gigya appended (spec §2).
  loginProvider: '/login/gigya',
  oidcLogin: '/login/oidc',
  loginRequestPassword: '/login/request-password',
  loginResetPassword: '/login/reset-password',
  loginMagicLink: '/login/magic-link',
  requestPassword: '/request-password',
  resetPassword: '/reset-password',
  signup: '/signup',
  tvLogin: '/tv',
  authorize: '/authorize',
  disconnected: '/disconnected',
  logout: '/logout',
  activateUser: '/activate/:id',
  confirmPinReset: '/confirm-pin-reset',
  emailConfirmation: '/email-confirmation',
  oauthApp: '/oauth/app',
  impersonate: '/impersonate',
  // Purchase (third group).
  purchase: '/purchase',
  pay: '/pay',
  paymentConfirmation: '/payment/confirmation',
  paymentUpdate: '/payment/update',
  paymentAuthorization: '/payment/authorization',
  licenceRedirect: '/licence-redirect',
  invoice: '/payment/invoice',
  gifts: '/gifts',
  giftRedemption: '/gifts/redeem',
  // Account (fourth group).
  account: '/account',
  preferences: '/preferences',
  profiles: '/profiles',
  liveEvents: '/live-events',
  favourites: '/favourites',
  myList: '/my-list',
  watchlists: '/watchlists',
  providers: '/providers',
  externalPage: '/page/:slug',
  member: '/member',
  // Administrators' previews of unpublished pages.
  preview: '/preview',
  previewSection: '/preview/section/:name',
  previewNavbar: '/preview/navbar',
  previewPlugin: '/preview/plugin/:pluginId',
  previewComposedPage: '/preview/page/:id',
  preview404: '/preview/404',
  previewCancellationPromo: '/preview/cancellation-promo',
} as const;

type BaseTable = typeof BASE_TABLE;
export type RouteName = keyof BaseTable;
export type RoutePattern<N extends RouteName> = BaseTable[N];
export type RouteParams<N extends RouteName> = PathParams<RoutePattern<N>>;

/** Translations of paths per language part; a route not listed keeps the base path. */
const LOCALISED: Readonly<Record<string, Partial<Record<RouteName, string>>>> = {
  pt: {
    browse: '/explorar',
    search: '/pesquisa',
    schedule: '/programacao',
    section: '/secao/:name',
    history: '/historico',
    news: '/noticias',
    newsItem: '/noticias/:id',
    releases: '/lancamentos',
    multiView: '/multi-visao',
    upcoming: '/em-breve',
    watchTogether: '/assistir-juntos',
    login: '/entrar',
    loginRedirect: '/entrar/redirecionar',
    loginProvider: '/entrar/gigya',
    oidcLogin: '/entrar/oidc',
    loginRequestPassword: '/entrar/recuperar-senha',
    loginResetPassword: '/entrar/redefinir-senha',
    loginMagicLink: '/entrar/link-magico',
    requestPassword: '/recuperar-senha',
    resetPassword: '/redefinir-senha',
    signup: '/cadastro',
    disconnected: '/desconectado',
    logout: '/sair',
    activateUser: '/ativar/:id',
    confirmPinReset: '/confirmar-redefinicao-pin',
    emailConfirmation: '/confirmacao-email',
    purchase: '/comprar',
    pay: '/pagar',
    paymentConfirmation: '/pagamento/confirmacao',
    paymentUpdate: '/pagamento/atualizar',
    paymentAuthorization: '/pagamento/autorizacao',
    invoice: '/pagamento/fatura',
    gifts: '/presentes',
    giftRedemption: '/presentes/resgatar',
    account: '/conta',
    preferences: '/preferencias',
    profiles: '/perfis',
    liveEvents: '/eventos-ao-vivo',
    favourites: '/favoritos',
    myList: '/minha-lista',
    watchlists: '/listas',
    providers: '/provedores',
    externalPage: '/pagina/:slug',
    member: '/membro',
  },
  es: {
    browse: '/explorar',
    search: '/buscar',
    schedule: '/programacion',
    section: '/seccion/:name',
    history: '/historial',
    news: '/noticias',
    newsItem: '/noticias/:id',
    releases: '/estrenos',
    multiView: '/multi-vista',
    upcoming: '/proximamente',
    watchTogether: '/ver-juntos',
    login: '/iniciar-sesion',
    loginRedirect: '/iniciar-sesion/redirigir',
    loginProvider: '/iniciar-sesion/gigya',
    oidcLogin: '/iniciar-sesion/oidc',
    loginRequestPassword: '/iniciar-sesion/recuperar-contrasena',
    loginResetPassword: '/iniciar-sesion/restablecer-contrasena',
    loginMagicLink: '/iniciar-sesion/enlace-magico',
    requestPassword: '/recuperar-contrasena',
    resetPassword: '/restablecer-contrasena',
    signup: '/registro',
    disconnected: '/desconectado',
    logout: '/cerrar-sesion',
    activateUser: '/activar/:id',
    confirmPinReset: '/confirmar-restablecimiento-pin',
    emailConfirmation: '/confirmacion-correo',
    purchase: '/comprar',
    pay: '/pagar',
    paymentConfirmation: '/pago/confirmacion',
    paymentUpdate: '/pago/actualizar',
    paymentAuthorization: '/pago/autorizacion',
    invoice: '/pago/factura',
    gifts: '/regalos',
    giftRedemption: '/regalos/canjear',
    account: '/cuenta',
    preferences: '/preferencias',
    profiles: '/perfiles',
    liveEvents: '/eventos-en-vivo',
    favourites: '/favoritos',
    myList: '/mi-lista',
    watchlists: '/listas',
    providers: '/proveedores',
    externalPage: '/pagina/:slug',
    member: '/miembro',
  },
};

export const ROUTE_NAMES = Object.keys(BASE_TABLE) as RouteName[];

/** The path pattern of a route in a language, with its leading slash ("/video/:id"). */
export function routeTemplate(name: RouteName, locale?: string | null): string {
  return (locale ? LOCALISED[languagePart(locale)]?.[name] : undefined) ?? BASE_TABLE[name];
}

/**
 * Every distinct pattern of a route across languages, relative ("video/:id"), for the router:
 * every language's, or only those of `languages` (language parts: "pt"). A realm's router
 * registers its own languages' paths only: creating a router ranks every route it is given, a
 * task that grows with their number, on every first visit.
 */
export function routePatterns(name: RouteName, languages?: readonly string[]): string[] {
  const tables = Object.entries(LOCALISED)
    .filter(([language]) => !languages || languages.includes(language))
    .map(([, table]) => table);
  const all = [BASE_TABLE[name], ...tables.map((table) => table[name])];
  return [...new Set(all.filter((p): p is string => p !== undefined))].map((p) => p.replace(/^\//, ''));
}

/** Language parts with translated paths (for tests and the path translation on a switch). */
export const LOCALISED_LANGUAGES = Object.keys(LOCALISED);

/** Routes without parameters: the ones a menu can name by string. */
export type PlainRouteName = { [N in RouteName]: HasParams<RoutePattern<N>> extends true ? never : N }[RouteName];

type ParamsOption<N extends RouteName> = HasParams<RoutePattern<N>> extends true ? { params: RouteParams<N> } : { params?: undefined };

export type RouteOptions<N extends RouteName> = ParamsOption<N> & {
  query?: Readonly<Record<string, string>>;
  hash?: string;
  locale?: string | null;
};

/** Options are optional exactly when the route takes no parameters. */
export type RouteArgs<N extends RouteName> =
  HasParams<RoutePattern<N>> extends true ? [options: RouteOptions<N>] : [options?: RouteOptions<N>];

/** A router path (inside the basename): "/video/abc?x=1#y", in the options' language. */
export function routePath<N extends RouteName>(name: N, ...[options]: RouteArgs<N>): string {
  const opts = (options ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, string>;
    hash?: string;
    locale?: string | null;
  };
  const path = fillPath(routeTemplate(name, opts.locale), (opts.params ?? {}) as never);
  const query = opts.query ? new URLSearchParams(opts.query).toString() : '';
  return `${path}${query ? `?${query}` : ''}${opts.hash ? `#${opts.hash}` : ''}`;
}

/** The path of a route that takes no parameters, or null when it needs some (menus name routes by string). */
export function plainRoutePath(name: string, locale?: string | null): string | null {
  if (!(ROUTE_NAMES as readonly string[]).includes(name)) return null;
  const template = routeTemplate(name as RouteName, locale);
  return paramNames(template).length === 0 ? template : null;
}

export type RouteMatch = { name: RouteName; params: Record<string, string> };

/** Which route a router path is, in any language. */
export function matchRoute(pathname: string): RouteMatch | null {
  for (const name of ROUTE_NAMES) {
    for (const pattern of routePatterns(name)) {
      const template = `/${pattern}`;
      if (!patternRegExp(template).test(pathname)) continue;
      const names = paramNames(template);
      const values = pathname.split('/').filter((_, i) => template.split('/')[i]?.startsWith(':'));
      return { name, params: Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(values[i] ?? '')])) };
    }
  }
  return null;
}

/** The same screen's path in another language; unknown paths are kept as they are. */
export function translatePath(pathname: string, locale: string): string {
  const match = matchRoute(pathname);
  if (!match) return pathname;
  return fillPath(routeTemplate(match.name, locale), match.params as never);
}

/** "/realm/{name}" for the path-prefix form; "" when the realm comes from the host. */
export function realmBase(prefixRealm: string | null): string {
  return prefixRealm ? `/realm/${encodeURIComponent(prefixRealm)}` : '';
}

/** A full href for this page's origin, including the realm prefix when there is one. */
export function buildHref<N extends RouteName>(base: string, name: N, ...args: RouteArgs<N>): string {
  const path = routePath(name, ...args);
  if (!base) return path;
  return path === '/' ? `${base}/` : `${base}${path}`;
}

/** What decides whether a realm has a route at all (spec §2's conditions on the route names). */
export type RouteRealm = Pick<
  RealmSettings,
  | 'contentSearchEngine'
  | 'hasLive'
  | 'scheduleSection'
  | 'epgMatrix'
  | 'multiViewAllowed'
  | 'guestsAllowed'
  | 'allowGuestSchedule'
  | 'allowSelfregistration'
  | 'pinLoginEnabled'
  | 'gifting'
  | 'watchlistsEnabled'
  | 'magicLinkLoginEnabled'
  | 'customizations'
  | 'authenticationProviders'
>;

export type RouteConditions = {
  /** The views of the realm's menu items (fighters exists only with a 'Fighters' item). */
  menuViews: readonly string[];
  /** OIDC login is for non-production builds only. */
  production: boolean;
};

/**
 * Whether the realm has this route (spec §2). A route a realm does not have is a not-found
 * page, whoever asks. Two conditions name settings the realm contract does not model
 * directly; they are read from `customizations`: `reactive` (watch together) and
 * `favouritesListMode` (my list).
 */
export function routeAvailable(name: RouteName, realm: RouteRealm, conditions: RouteConditions): boolean {
  switch (name) {
    case 'search':
      return realm.contentSearchEngine === 'VESPER';
    case 'schedule':
      // The menu hides the item without the schedule section (spec §2); the page goes with it.
      return realm.hasLive && realm.scheduleSection === 'ENABLED';
    case 'epg':
      return realm.epgMatrix === 'ENABLED';
    case 'fighters':
      return conditions.menuViews.includes('Fighters');
    case 'multiView':
      return realm.multiViewAllowed;
    case 'upcoming':
      return realm.guestsAllowed && realm.allowGuestSchedule;
    case 'watchTogether':
      return realm.customizations.reactive === 'ENABLED';
    case 'oidcLogin':
      return !conditions.production;
    case 'signup':
      return realm.allowSelfregistration;
    case 'tvLogin':
      return realm.pinLoginEnabled;
    case 'loginMagicLink':
      return realm.magicLinkLoginEnabled;
    case 'gifts':
    case 'giftRedemption':
      return realm.gifting === 'ENABLED';
    case 'favourites':
      return !realm.watchlistsEnabled;
    case 'myList':
      return (realm.customizations.favouritesListMode ?? 'ENABLED') !== 'DISABLED';
    case 'watchlists':
      return realm.watchlistsEnabled;
    case 'loginProvider':
    case 'member':
      return realm.authenticationProviders.length > 0;
    default:
      return true;
  }
}

/** Admin preview routes: the only pages that may be shown inside another site's frame (spec §8). */
export const PREVIEW_ROUTES: readonly RouteName[] = [
  'preview',
  'previewSection',
  'previewNavbar',
  'previewPlugin',
  'previewComposedPage',
  'preview404',
  'previewCancellationPromo',
];
