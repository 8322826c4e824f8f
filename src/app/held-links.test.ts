// @vitest-environment jsdom
import { afterEach, expect, test, vi } from 'vitest';
import { followHeldLinks, heldLinkPath } from './held-links.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A page with a held part (r1), a hydrated one (r2) and a link outside both. */
function page(): void {
  document.body.innerHTML = `
    <div data-hydrate-later="r1">
      <a id="card" href="/realm/arena/video/v1?from=home#top"><span id="title">A film</span></a>
      <a id="blank" href="/realm/arena/video/v2" target="_blank">New tab</a>
      <a id="file" href="/realm/arena/guide.pdf" download>Guide</a>
      <a id="away" href="https://elsewhere.example/video/v3">Elsewhere</a>
      <a id="other-realm" href="/realm/cinema/video/v4">Cinema</a>
    </div>
    <div data-hydrate-later="r2"><a id="hydrated" href="/realm/arena/video/v5">Hydrated</a></div>
    <a id="outside" href="/realm/arena/schedule">Schedule</a>`;
}

const held = (id: string) => id === 'r1';

/** Dispatches a click; answers whether it reached the page's end already prevented (then stops jsdom following it). */
function clickOn(id: string, init: MouseEventInit = {}): { defaultPrevented: boolean } {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  let prevented = false;
  const last = (e: Event) => {
    prevented = e.defaultPrevented;
    e.preventDefault();
  };
  window.addEventListener('click', last);
  document.getElementById(id)?.dispatchEvent(event);
  window.removeEventListener('click', last);
  return { defaultPrevented: prevented };
}

test('a plain click on a link to the app in a held part gives its path below the basename', () => {
  page();
  const seen: Array<string | null> = [];
  const listener = (event: MouseEvent) => seen.push(heldLinkPath(event, '/realm/arena/', held));
  document.addEventListener('click', listener, true);
  clickOn('title');
  clickOn('hydrated');
  clickOn('outside');
  clickOn('title', { ctrlKey: true });
  clickOn('title', { button: 1 });
  clickOn('blank');
  clickOn('file');
  clickOn('away');
  clickOn('other-realm');
  document.removeEventListener('click', listener, true);
  expect(seen).toEqual(['/video/v1?from=home#top', null, null, null, null, null, null, null, null]);
});

test('without a basename (a realm on its own host) the whole path is the app path', () => {
  page();
  let path: string | null = null;
  const listener = (event: MouseEvent) => (path = heldLinkPath(event, '', held));
  document.addEventListener('click', listener, true);
  clickOn('other-realm');
  document.removeEventListener('click', listener, true);
  expect(path).toBe('/realm/cinema/video/v4');
});

test('the listener stops the browser following the link and hands the path to the router, until stopped', () => {
  page();
  const navigate = vi.fn();
  const stop = followHeldLinks(navigate, '/realm/arena', held);
  const taken = clickOn('title');
  expect(taken.defaultPrevented).toBe(true);
  expect(navigate).toHaveBeenCalledWith('/video/v1?from=home#top');
  // A hydrated part's link is React's: neither prevented nor navigated here.
  expect(clickOn('hydrated').defaultPrevented).toBe(false);
  expect(navigate).toHaveBeenCalledTimes(1);
  stop();
  expect(clickOn('title').defaultPrevented).toBe(false);
  expect(navigate).toHaveBeenCalledTimes(1);
});

test('with no part held (a client render, or every part hydrated) no click is taken', () => {
  page();
  const navigate = vi.fn();
  const stop = followHeldLinks(navigate, '/realm/arena');
  expect(clickOn('title').defaultPrevented).toBe(false);
  expect(navigate).not.toHaveBeenCalled();
  stop();
});
