// Writes a realm's name, language, title, colour and manifest into the built index.html, so the
// first paint (before the app boots) already carries the realm. The realm's settings ride along
// as a JSON script, so a first visit starts init without a separate realm request.
//
// index.html marks the places: {{name}} attribute values on <html> and a <!--realm-head-->
// comment at the end of <head>. All are replaced in one pass, so nothing written in (a title
// containing "{{lang}}", say) is ever read as a placeholder; with no realm they get neutral
// values, so no placeholder text reaches the page.
import { APP_HTML_MARKER, INLINE_BOOT_ID, INLINE_REALM_ID, NO_REALM_META, type InlineBoot } from '../../contracts/document.ts';
import { DEFAULT_LOCALE, toLanguageTag } from '../../contracts/locale.ts';
import type { RealmSettings } from '../../contracts/realm.ts';
import { artworkPath } from '../../contracts/paths.ts';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** JSON safe inside a <script> element: no "</script>" or "<!--" can be formed. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const PLACEHOLDER = /\{\{(\w+)\}\}|<!--realm-head-->|<!--app-html-->/g;

type Page = {
  /** Values of the {{name}} placeholders, unescaped. */
  attributes: Record<string, string>;
  /** What replaces <!--realm-head-->: ready HTML. */
  head: string;
  /** What replaces <!--app-html--> inside #root: the server-rendered app, or nothing. */
  app: string;
};

/** A server render to put in the page: its HTML, critical CSS and the data to hydrate with. */
export type AppRender = {
  html: string;
  styles: string;
  boot: InlineBoot;
  /** The address of the page rendered, when the server followed a redirect to it. */
  location?: string;
  /** The page's own title (the not-found page's), else the realm's. */
  title?: string;
};

/** The page before any realm is known: the realm directory, or a realm name nobody has. */
// The tab's icon: a realm's own as a PNG. An SVG icon is drawn by the page's renderer as a
// document of its own, on the main thread while the page loads (about 9 ms in a trace).
const NEUTRAL_ICON = '<link rel="icon" href="/manifest/icon.svg" type="image/svg+xml" />';
const realmIcon = (realm: string) =>
  `<link rel="icon" href="${escapeHtml(artworkPath.icon(realm, 192))}" type="image/png" sizes="192x192" />`;

const NO_REALM: Page = {
  attributes: { lang: 'en', realm: '', background: '#000000' },
  head: `<title>Streaming</title>${NEUTRAL_ICON}<meta name="theme-color" content="#000000" />`,
  app: '',
};

function realmPage(realm: RealmSettings, manifestHref: string | null, render: AppRender | null): Page {
  const look = realm.settings;
  const head = [
    `<title>${escapeHtml(render?.title ?? look.MAIN_TITLE)}</title>`,
    realmIcon(realm.realm),
    `<meta name="theme-color" content="${escapeHtml(look.backgroundColour)}" />`,
    manifestHref === null ? '' : `<link rel="manifest" href="${escapeHtml(manifestHref)}" />`,
    `<script id="${INLINE_REALM_ID}" type="application/json">${inlineJson(realm)}</script>`,
    render ? `<script id="${INLINE_BOOT_ID}" type="application/json">${inlineJson(render.boot)}</script>${render.styles}` : '',
    // Before anything reads the address (the router, the worker's registration), as a redirect would have set it.
    render?.location ? `<script>history.replaceState(history.state,'',${inlineJson(render.location)})</script>` : '',
  ];
  return {
    attributes: {
      lang: toLanguageTag(render?.boot.locale ?? realm.realmLanguages[0]?.language ?? DEFAULT_LOCALE),
      realm: realm.realm,
      background: look.backgroundColour,
    },
    head: head.join(''),
    app: render?.html ?? '',
  };
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The longest the app's script waits for the hero image (a stalled image must not keep the app off). */
const HERO_WAIT_MS = 2500;

/**
 * A server-rendered page is readable before any script runs, so the app's script waits until
 * the hero image (the page's largest paint, marked fetchpriority=high) is on screen: on a slow
 * link the hero, fonts and text get the bandwidth first, and hydration follows. A page without
 * a hero waits for its first contentful paint only. Its chunks' preload links go with it (the loader adds them
 * next to the script, so the chunks still load in parallel): left in the head they would be
 * fetched, and compete with the first paint, while the page is still being parsed. It also
 * waits for the whole document: a browser may paint before it has parsed the end of the page,
 * and a script from the cache (a reload) would then hydrate half a page, without the router's
 * data at its end. (The plain shell keeps its script as built: it has nothing to show without it.)
 */
export function deferEntryScript(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) return html;
  const chunks = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  const list = JSON.stringify(chunks).replace(/</g, '\\u003c');
  const url = JSON.stringify(entry[1]).replace(/</g, '\\u003c');
  const load =
    `var h=document.head;${list}.forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;h.appendChild(l)});` +
    `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${url};h.appendChild(s)`;
  // Runs when the document is parsed: the hero's paint (an LCP entry naming it, reported once
  // the frame is on screen, or naming another image once the hero has loaded: where the hero is
  // not the largest paint it is never named, as on a phone's grid where another card of the
  // same size painted first, which waited out HERO_WAIT_MS) or, with no hero, the first
  // contentful paint; then the app. Starting at the hero's load instead put the app's script
  // before the other cards' paint (Lighthouse's LCP on the phone grids: 1.6–1.8 s → up to
  // 2.4 s). Without the paint observer (older browsers): the hero's load and the next frame.
  // Input from the viewer, a failed hero or HERO_WAIT_MS start the app at once.
  const start =
    `function(){var i=document.querySelector('img[fetchpriority=high]'),done=0,o,` +
    `t=setTimeout(go,${HERO_WAIT_MS}),kind=i?'largest-contentful-paint':'paint',` +
    `known=(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];` +
    `function go(){if(done)return;done=1;clearTimeout(t);if(o)o.disconnect();` +
    `removeEventListener('pointerdown',go,true);removeEventListener('keydown',go,true);setTimeout(function(){${load}})}` +
    `function frame(){requestAnimationFrame(function(){setTimeout(go)})}` +
    `function painted(e){return i?e.element===i||(i.complete&&e.element&&e.element.tagName==='IMG'):e.name==='first-contentful-paint'}` +
    `addEventListener('pointerdown',go,true);addEventListener('keydown',go,true);` +
    `if(i){if(i.complete&&!i.naturalWidth)return go();i.addEventListener('error',go)}` +
    `if(known.indexOf(kind)<0)return !i||i.complete?frame():i.addEventListener('load',frame);` +
    `o=new PerformanceObserver(function(l){l.getEntries().forEach(function(e){if(painted(e))go()})});` +
    `o.observe({type:kind,buffered:true})}`;
  const loader = `<script>(function(go){document.readyState==='loading'?document.addEventListener('DOMContentLoaded',go):go()})(${start})</script>`;
  return html.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => loader);
}

export function renderShell(
  template: string,
  realm: RealmSettings | null,
  manifestHref: string | null,
  render: AppRender | null = null,
  /** This URL has no realm (not the worker's shell, which serves every URL). */
  noRealmHere = false,
): string {
  const page = realm
    ? realmPage(realm, manifestHref, render)
    : noRealmHere
      ? { ...NO_REALM, head: `${NO_REALM.head}<meta name="${NO_REALM_META}" content="none" />` }
      : NO_REALM;
  const pageTemplate = render ? deferEntryScript(template) : template;
  return pageTemplate.replace(PLACEHOLDER, (marker: string, name: string | undefined) => {
    if (marker === APP_HTML_MARKER) return page.app;
    if (name === undefined) return page.head;
    const value = page.attributes[name];
    // A misspelt placeholder in index.html fails every page, in the tests first.
    if (value === undefined) throw new Error(`index.html has an unknown placeholder ${marker}`);
    return escapeHtml(value);
  });
}
