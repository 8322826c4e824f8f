// renderShell over the real built index.html (what `vite build` made of the placeholders), not
// a fixture: the build must keep every placeholder, and the rendered page must carry the realm
// and no placeholder text. `npm test` builds the app before the API suites; run by hand, build
// first (`npm run build`, or DIST_DIR=… to point at another build).
import { beforeAll, expect, test } from 'vitest';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { INLINE_REALM_ID } from '../../src/contracts/document.ts';
import { manifestPath } from '../../src/contracts/paths.ts';
import { realmSettings, type RealmSettings } from '../../src/contracts/realm.ts';
import { loadConfig } from '../../src/server/config.ts';
import { renderShell } from '../../src/server/routes/app-shell-html.ts';
import { DEMO_REALMS } from '../../src/server/db/seed/realms/index.ts';

const distDir = loadConfig(process.env).distDir;
let built: string;

beforeAll(async () => {
  const path = join(distDir ?? 'dist', 'index.html');
  built = await readFile(path, 'utf8').catch(() => {
    throw new Error(`${path} is missing: build the app first (npm run build); npm test does it for you`);
  });
});

const realms: RealmSettings[] = DEMO_REALMS.map((def) => realmSettings.parse(def.settings));

test('the build keeps every placeholder of index.html', () => {
  const found = [...built.matchAll(/\{\{\w+\}\}|<!--realm-head-->/g)].map((m) => m[0]).sort();
  expect(found, 'dist/index.html predates the placeholders: rebuild (npm run build)').toEqual(
    ['<!--realm-head-->', '{{background}}', '{{lang}}', '{{realm}}'].sort(),
  );
});

test('each demo realm is written into the built page, with its settings inline and nothing left over', () => {
  for (const realm of realms) {
    const html = renderShell(built, realm, manifestPath.byPrefix(realm.realm));
    const look = realm.settings;
    const lang = realm.realmLanguages[0]?.language.replace('_', '-');
    expect(html, realm.realm).toMatch(
      new RegExp(`<html lang="${lang}" data-realm="${realm.realm}" style="background: ${look.backgroundColour}; color: #fff">`),
    );
    expect(html, realm.realm).toContain(`<title>${look.MAIN_TITLE}</title>`);
    expect(html, realm.realm).toContain(`<meta name="theme-color" content="${look.backgroundColour}" />`);
    expect(html, realm.realm).toContain(`<link rel="manifest" href="${manifestPath.byPrefix(realm.realm)}" />`);
    const json = new RegExp(`<script id="${INLINE_REALM_ID}" type="application/json">(.*?)</script>`).exec(html)?.[1];
    expect(JSON.parse(json ?? 'null'), realm.realm).toEqual(realm);
    expect(html, realm.realm).not.toMatch(/\{\{|realm-head/);
    // Still the app: its entry script is there, after the realm's settings.
    expect(html.indexOf(INLINE_REALM_ID), realm.realm).toBeLessThan(html.search(/<script type="module"[^>]* src="\/assets\//));
    expect(html.match(/<title>/g), realm.realm).toHaveLength(1);
  }
});

test('with no realm the built page gets neutral values and no placeholder text', () => {
  const html = renderShell(built, null, null);
  expect(html).toContain('<html lang="en" data-realm="" style="background: #000000; color: #fff">');
  expect(html).toContain('<title>Streaming</title>');
  expect(html).not.toMatch(/\{\{|realm-head|rel="manifest"/);
  expect(html).not.toContain(INLINE_REALM_ID);
});
