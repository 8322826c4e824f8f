// Realm facts that live outside React's tree: <html data-realm> and lang, the title,
// <meta name="theme-color"> and <link rel="manifest">. The served HTML may already carry
// them (the server writes them in); the cached shell from the service worker does not.
import { manifestPath } from '../../contracts/paths.ts';
import { toLanguageTag } from '../../contracts/locale.ts';

export function setRealmAttribute(realm: string): void {
  document.documentElement.dataset.realm = realm;
}

export function setDocumentLanguage(locale: string): void {
  document.documentElement.lang = toLanguageTag(locale);
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
  headElement('meta', 'meta[name="theme-color"]', (m) => (m.name = 'theme-color')).content = colour;
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
  document.documentElement.style.background = doc.themeColour;
  setDocumentLanguage(doc.locale);
  document.title = doc.title;
  setThemeColour(doc.themeColour);
  setManifest(doc.manifest);
}
