// The catalogue's calls. A section page is loaded by its screen's loader; home's first load is
// answered from the init payload start-up already holds (lib/core/primed.ts).
import type { PageContent } from '../../contracts/content.ts';
import { sectionKey, takePrimed, type ScreenContext } from '../../lib/core/index.ts';
import { ApiRequestError } from '../../lib/http-errors.ts';
import { pageSizes } from '../../contracts/viewport.ts';

export const EMPTY_PAGE: PageContent = { heroes: [], buckets: [], bucketsPage: 1, bucketsTotalPages: 0 };

export async function loadSection(core: ScreenContext, name: string, signal?: AbortSignal): Promise<PageContent> {
  const primed = takePrimed<PageContent>(sectionKey(name, core.locale));
  if (primed) return primed;
  return core.http.call('section', { params: { name }, query: { lk: core.locale, ...pageSizes(core.viewportWidth) }, signal });
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
