// Writes a realm's name, title, colour and manifest into the built index.html, so the first
// paint (before the app boots) already carries the realm. The service worker later serves the
// same shell without these; the app then sets them itself. The realm's settings ride along
// as a JSON script, so a first visit starts init without a separate realm request.
import type { RealmSettings } from '../../contracts/realm.ts';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** JSON safe inside a <script> element: no "</script>" or "<!--" can be formed. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function renderShell(template: string, realm: RealmSettings | null, manifestHref: string | null): string {
  if (!realm) return template.replace(/<link rel="manifest"[^>]*>\s*/, '');
  const look = realm.settings;
  const lang = (realm.realmLanguages[0]?.language ?? 'en_US').replace('_', '-');
  return template
    .replace(/<html([^>]*) lang="[^"]*"/, `<html$1 lang="${escapeHtml(lang)}"`)
    .replace(/data-realm="[^"]*"/, `data-realm="${escapeHtml(realm.realm)}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(look.MAIN_TITLE)}</title>`)
    .replace(/<meta name="theme-color" content="[^"]*"/, `<meta name="theme-color" content="${escapeHtml(look.backgroundColour)}"`)
    .replace(/<link rel="manifest" href="[^"]*"/, `<link rel="manifest" href="${escapeHtml(manifestHref ?? '')}"`)
    .replace(/background: #000;/, `background: ${escapeHtml(look.backgroundColour)};`)
    .replace('</head>', () => `<script id="realm-settings" type="application/json">${inlineJson(realm)}</script></head>`);
}
