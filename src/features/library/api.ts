// The library's calls: one item with its type's parts, and the news list.
import type { ContentType } from '../../contracts/content.ts';
import type { CardPage, ContentDetail } from '../../contracts/library.ts';
import type { ScreenContext } from '../../lib/core/index.ts';

/** Episodes, videos and news per page (the server's default, asked for explicitly so pages agree). */
export const PAGE_SIZE = 20;

/**
 * An unknown item, or one of another type than the route shows, is the server's 404: the
 * screen module turns it into the router's not-found (lib/core/not-found.ts).
 */
export function loadContent(
  core: ScreenContext,
  id: string,
  options: { type?: ContentType; page?: number },
  signal?: AbortSignal,
): Promise<ContentDetail> {
  const query = { lk: core.locale, p: options.page ?? 1, ipp: PAGE_SIZE, ...(options.type ? { type: options.type } : {}) };
  return core.http.call('contentDetail', { params: { id }, query, signal });
}

export function loadNews(core: ScreenContext, page: number, signal?: AbortSignal): Promise<CardPage> {
  return core.http.call('newsList', { query: { lk: core.locale, p: page, ipp: PAGE_SIZE }, signal });
}

/** `?p=` as a page number; anything else is the first page. */
export function pageParam(url: URL): number {
  const raw = url.searchParams.get('p') ?? '';
  const n = /^\d{1,5}$/.test(raw) ? Number(raw) : 1;
  return Math.max(1, n);
}
