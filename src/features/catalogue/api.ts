// The catalogue's calls. A section page is loaded by its screen's loader; home's first load is
// answered from the init payload start-up already holds (lib/core/primed.ts). That load sends
// no section request, yet coming back to home (Back, the logo) does: the request is then asked
// once through the worker, in idle time, so that it holds a copy for offline; and should it
// hold none, init's page is shown again rather than an error. Later pages of a section's rails
// and of one rail's items are fetched by the screen as the viewer asks.
import type { BrowseIndex, GridContentType, GridPage } from '../../contracts/browse.ts';
import type { Bucket, PageContent } from '../../contracts/content.ts';
import { gridPageSize, pageSizes } from '../../contracts/viewport.ts';
import { heldCopy, sectionKey, takePrimed, type ScreenContext } from '../../lib/core/index.ts';
import type { Http } from '../../lib/http.ts';
import { ApiRequestError, NetworkFailure, RequestTimeout } from '../../lib/http-errors.ts';
import { startWhenIdle } from '../../lib/main-thread.ts';

export const EMPTY_PAGE: PageContent = { heroes: [], buckets: [], bucketsPage: 1, bucketsTotalPages: 0 };

export async function loadSection(core: ScreenContext, name: string, signal?: AbortSignal): Promise<PageContent> {
  const key = sectionKey(name, core.locale);
  const query = { lk: core.locale, ...pageSizes(core.viewportWidth) };
  const primed = takePrimed<PageContent>(key);
  if (primed) {
    keptByTheWorker(core.http, name, query);
    return primed;
  }
  try {
    return await core.http.call('section', { params: { name }, query, signal });
  } catch (error) {
    // Unreachable, and the worker had no copy: the page init carried is as good as what was
    // on show a moment ago (a copy the worker holds is newer, and answered without failing).
    const held = error instanceof NetworkFailure || error instanceof RequestTimeout ? heldCopy<PageContent>(key) : undefined;
    if (held) return held;
    throw error;
  }
}

/**
 * Asks for a section page through the worker, the answer dropped: the worker keeps it under
 * the request's own key (realm, language, viewer), as the app's client sends it. Only where a
 * worker controls the page (a first visit is kept by app/keep-first-visit.ts) and online.
 */
function keptByTheWorker(http: Http, name: string, query: { lk: string; rpp: number; bpp: number; bspp: number }): void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller || !navigator.onLine) return;
  void startWhenIdle([() => http.prefetch('section', { params: { name }, query })]).then(([asked]) => asked?.catch(() => undefined));
}

/** Home with nothing on it is an empty page, not a missing one. */
export async function loadHome(core: ScreenContext, signal?: AbortSignal): Promise<PageContent> {
  try {
    return await loadSection(core, 'home', signal);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return EMPTY_PAGE;
    throw error;
  }
}

/** A later page of a section's rails (spec §7 `rpp`), for the viewer scrolling near the end. */
export function loadSectionRails(http: Http, name: string, locale: string, page: number, viewportWidth: number): Promise<PageContent> {
  return http.call('section', { params: { name }, query: { lk: locale, p: page, ...pageSizes(viewportWidth) } });
}

/** A rail's next page of items (spec §7 `bpp`), for its "more" control. */
export function loadRailPage(http: Http, section: string, id: string, locale: string, page: number, bpp: number): Promise<Bucket> {
  return http.call('bucketPage', { params: { name: section, id }, query: { lk: locale, p: page, bpp } });
}

export type GridSource = { bucket: string } | { type: GridContentType };

/** A grid page; the page size follows the viewport (spec §9). */
export function loadGrid(core: ScreenContext, source: GridSource, page: number, signal?: AbortSignal): Promise<GridPage> {
  return core.http.call('grid', { query: { lk: core.locale, ...source, p: page, rpp: gridPageSize(core.viewportWidth) }, signal });
}

export function loadReleases(core: ScreenContext, page: number, signal?: AbortSignal): Promise<GridPage> {
  return core.http.call('releases', { query: { lk: core.locale, p: page, rpp: gridPageSize(core.viewportWidth) }, signal });
}

export function loadBrowse(core: ScreenContext, signal?: AbortSignal): Promise<BrowseIndex> {
  return core.http.call('browse', { query: { lk: core.locale }, signal });
}
