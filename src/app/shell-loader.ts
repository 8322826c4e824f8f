// The shell's loader runs before any screen's, on the server and in the browser. It acts on the
// query parameters of spec §2 that apply anywhere: `pwrt` forces the reset-password page,
// `esrefid`/`esclkid` record a referral (browser only), and auto-login sends a guest to the one
// provider flagged autoLogin unless the provider answered `error=interaction_required`.
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { appQuery, http, screenContext, storeReferral, type ScreenContext } from '../lib/core/index.ts';
import { matchRoute, routePath } from '../lib/routes.ts';

function routerPath(url: URL, basename: string | undefined): string {
  const base = basename && basename !== '/' ? basename.replace(/\/$/, '') : '';
  return base && url.pathname.startsWith(base) ? url.pathname.slice(base.length) || '/' : url.pathname;
}

/** Spec §4: with exactly one provider flagged autoLogin and a guest viewer. */
export function autoLoginProvider(core: Pick<ScreenContext, 'realm' | 'viewer'>, interactionRequired: boolean): string | null {
  if (interactionRequired || core.viewer.role !== 'GUEST') return null;
  const flagged = core.realm.authenticationProviders.filter((p) => p.autoLogin);
  return flagged.length === 1 ? (flagged[0]?.name ?? null) : null;
}

let referralSent: string | null = null;

function recordReferral(core: ScreenContext, esrefid: string, esclkid: string | null): void {
  const key = `${core.realm.realm}:${esrefid}:${esclkid ?? ''}`;
  if (referralSent === key) return;
  referralSent = key;
  void http
    .call('referralSession', { body: esclkid ? { referralExid: esrefid, clickId: esclkid } : { referralExid: esrefid } })
    .then(storeReferral, () => {
      // A referral that cannot be recorded must not stop the visit.
      referralSent = null;
    });
}

export function shellLoader({ request, context }: LoaderFunctionArgs): null {
  const core = context.get(screenContext);
  const url = new URL(request.url);
  const query = appQuery(url);
  const path = routerPath(url, core.basename);
  const here = matchRoute(path)?.name;
  if (query.pwrt && here !== 'loginResetPassword') {
    throw redirect(routePath('loginResetPassword', { locale: core.locale, query: { token: query.pwrt } }));
  }
  if (core.serverRender) return null;
  if (query.esrefid) recordReferral(core, query.esrefid, query.esclkid);
  const provider = autoLoginProvider(core, query.interactionRequired);
  if (provider && here !== 'loginProvider') {
    throw redirect(routePath('loginProvider', { locale: core.locale, query: { from: `${path}${url.search}` } }));
  }
  return null;
}
