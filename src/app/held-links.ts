// A tap on a link in a part of a first visit that has not hydrated yet (<HydrateLater>: rails
// below the first screen, or any part before the browser's first idle moment) would be the
// browser's own navigation: a whole new page load, and on a player page a video that waits for
// a second tap, since the new document never saw the viewer's gesture. React cannot take such a
// click (the part is suspended on its gate), so the app does: in the capture phase, before the
// browser acts, a plain left click on a link to this app's own pages becomes the router's
// navigation. Hydrated parts are React's as usual; a modified click, a new tab, a download or a
// link off the app is left to the browser.
import { HELD_PART_ATTRIBUTE, isHeldBoundary } from '../lib/core/index.ts';

type Navigate = (to: string) => unknown;

/** The app path (below the basename) a click should be taken to, or null for the browser's own handling. */
export function heldLinkPath(event: MouseEvent, basename: string, isHeld: (id: string) => boolean = isHeldBoundary): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = event.target instanceof Element ? event.target : null;
  const link = target?.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const part = link.closest(`[${HELD_PART_ATTRIBUTE}]`);
  const id = part?.getAttribute(HELD_PART_ATTRIBUTE);
  if (!id || !isHeld(id)) return null;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin) return null;
  const base = basename.replace(/\/+$/, '');
  if (base && url.pathname !== base && !url.pathname.startsWith(`${base}/`)) return null;
  return `${url.pathname.slice(base.length) || '/'}${url.search}${url.hash}`;
}

/** Listens for such clicks on the page; returns the function that stops listening. */
export function followHeldLinks(navigate: Navigate, basename: string, isHeld: (id: string) => boolean = isHeldBoundary): () => void {
  const onClick = (event: MouseEvent) => {
    const path = heldLinkPath(event, basename, isHeld);
    if (path === null) return;
    event.preventDefault();
    void navigate(path);
  };
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}
