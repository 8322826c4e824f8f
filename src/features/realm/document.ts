// Realm facts that live outside React's tree: <html data-realm> and lang, the title,
// <meta name="theme-color"> and <link rel="manifest">. The served HTML may already carry
// them (the server writes them in); the cached shell from the service worker does not.
import { manifestPath } from '../../contracts/paths.ts';
import { toLanguageTag } from '../../contracts/locale.ts';

// Each setter leaves a value the served HTML already has alone: writing even the same value
// to <html> invalidates the style of the whole page, work the first task after paint can skip.

export function setRealmAttribute(realm: string): void {
  if (document.documentElement.dataset.realm !== realm) document.documentElement.dataset.realm = realm;
}

export function setDocumentLanguage(locale: string): void {
  const lang = toLanguageTag(locale);
  if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
}

function headElement<K extends 'meta' | 'link'>(
  tag: K,
  selector: string,
  init: (el: HTMLElementTagNameMap[K]) => void,
): HTMLElementTagNameMap[K] {
  const existing = document.head.querySelector<HTMLElementTagNameMap[K]>(selector);
  if (existing) return existing;
  const el = document.createElement(tag);
  init(el);
  document.head.appendChild(el);
  return el;
}

export function setThemeColour(colour: string): void {
  const meta = headElement('meta', 'meta[name="theme-color"]', (m) => (m.name = 'theme-color'));
  if (meta.content !== colour) meta.content = colour;
}

/** The manifest of a realm on a path prefix has its own scope; on a realm host it is at the root. */
export function manifestHref(prefixRealm: string | null): string {
  return prefixRealm ? manifestPath.byPrefix(prefixRealm) : manifestPath.byHost();
}

export function setManifest(href: string): void {
  const link = headElement('link', 'link[rel="manifest"]', (l) => (l.rel = 'manifest'));
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}

export type RealmDocument = {
  realm: string;
  locale: string;
  title: string;
  themeColour: string;
  manifest: string;
};

export function applyRealmDocument(doc: RealmDocument): void {
  setRealmAttribute(doc.realm);
  // index.html paints <html> black before scripts run; the realm's own background replaces it
  // (the served HTML may already say so, the shell cached by the service worker does not).
  // The served HTML writes the colour as given (index.html's style attribute); once set here the
  // browser keeps it as rgb(), so this only spares the first, served, write.
  const root = document.documentElement;
  if (!(root.getAttribute('style') ?? '').includes(`background: ${doc.themeColour};`)) root.style.background = doc.themeColour;
  setDocumentLanguage(doc.locale);
  if (document.title !== doc.title) document.title = doc.title;
  setThemeColour(doc.themeColour);
  setManifest(doc.manifest);
}
