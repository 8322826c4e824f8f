// The emotion cache of every render, server and browser. Emotion's default runs each rule
// through stylis's prefixer, which writes vendor variants for browsers long gone
// (display:-webkit-box and -ms-flexbox for every flex box, -webkit-transition, -moz-placeholder):
// a quarter of a page's critical CSS, parsed before the first paint, and work at every insert.
// The browsers this app supports need a prefix for two properties only; those keep theirs.
// The server and the browser must use the same cache options: hydration adopts the server's
// styles by class name, and a class name does not depend on the plugins.
import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import { StyleSheet } from '@emotion/sheet';

/** Properties that Safari versions still in use read only with -webkit-. */
const WEBKIT_ONLY = new Set(['user-select', 'backdrop-filter']);

/** A stylis plugin: writes `-webkit-` before the declarations of WEBKIT_ONLY. */
export const webkitWhereNeeded: StylisPlugin = (element) => {
  if (element.type !== 'decl' || element.return || typeof element.props !== 'string') return;
  if (WEBKIT_ONLY.has(element.props)) element.return = `-webkit-${element.value}${element.value}`;
};

const KEY = 'css';

/**
 * What the server's style tags say in `data-emotion` before their ids ("css-ssr id1 id2 …"), and
 * they carry `data-s` (emotion's "in place" mark). With emotion's own form ("css id1 …"), every
 * cache created in the browser with the key "css" — @emotion/react's default one when it is
 * imported, then ours — adopted the tags by moving each to the end of <head>: every sheet of the
 * page taken out and put back, twice, and the page's style recomputed, in the middle of
 * start-up. Ours adopts their ids without touching the tags (adoptServerStyles).
 */
export const SERVER_STYLE_KEY = `${KEY}-ssr`;

/** The server's style tags as the page sends them (see SERVER_STYLE_KEY). */
export function serverStyleTags(tags: string): string {
  return tags
    .replaceAll(`<style data-emotion="${KEY} `, `<style data-emotion="${SERVER_STYLE_KEY} `)
    .replaceAll('<style data-emotion=', '<style data-s="" data-emotion=');
}

/**
 * Marks the ids of the server's styles as inserted, so hydration does not make them again, and
 * takes their tags as the sheet's own where they are: styles made later go after them, and
 * global styles before them, in the order the server wrote.
 */
function adoptServerStyles(cache: EmotionCache): void {
  if (typeof document === 'undefined') return;
  for (const node of document.querySelectorAll<HTMLStyleElement>(`style[data-emotion^="${SERVER_STYLE_KEY} "]`)) {
    for (const id of (node.dataset.emotion ?? '').split(' ').slice(1)) cache.inserted[id] = true;
    cache.sheet.tags.push(node);
  }
}

/**
 * A sheet that takes the server's tags where they are. Emotion's `<Global>` (Material's
 * CssBaseline) adopts its server tag with `sheet.hydrate`, which inserts the tag again before
 * the page's other styles: where the server already put it. The DOM still takes it out and puts
 * it back, and the browser restyles every element of the page in the middle of hydration (in
 * Lighthouse's traces of cinema's home: 295 elements, 12.9 ms, four times that on a slow phone).
 * Global makes its sheets with `cache.sheet.constructor`, so the cache's sheet being one of
 * these is enough.
 */
class InPlaceSheet extends StyleSheet {
  override hydrate(nodes: HTMLStyleElement[]): void {
    this.tags.push(...nodes);
  }
}

export function createStyleCache(): EmotionCache {
  // MUI's default cache uses the key "css": class names stay what they have always been.
  const cache = createCache({ key: KEY, stylisPlugins: [webkitWhereNeeded] });
  if (typeof document !== 'undefined') {
    const { container, isSpeedy: speedy, nonce } = cache.sheet;
    cache.sheet = new InPlaceSheet({ key: KEY, container, speedy, ...(nonce ? { nonce } : {}) });
  }
  adoptServerStyles(cache);
  return cache;
}
