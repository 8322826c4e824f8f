// Document titles: "{page} - {main title}" with the spec's separator (§9). The main title is
// the realm's MAIN_TITLE, set once the realm is known.
import { useEffect } from 'react';

export const PAGE_TITLE_SEPARATOR = ' - ';

let mainTitle = '';

export function setMainTitle(title: string): void {
  mainTitle = title;
}

export function pageTitle(page: string | null, main: string = mainTitle): string {
  if (!page) return main;
  return main ? `${page}${PAGE_TITLE_SEPARATOR}${main}` : page;
}

/** Sets document.title while the calling screen is shown. */
export function usePageTitle(page: string | null): void {
  useEffect(() => {
    // The same title again is not free: the browser passes every change on to its own UI.
    const title = pageTitle(page);
    if (document.title !== title) document.title = title;
  }, [page]);
}
