// The update flow: a new build is noticed by the installed worker, offered to the viewer with
// "A new version is available", and applied by its Reload action (the waiting worker takes
// over, the page reloads under it, the previous build's precache entries are gone). The test
// serves a copy of dist/ with a server of its own (DIST_DIR), so it can publish a "new build"
// by rewriting that copy's sw.js without touching the shared end-to-end server.
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { baseURL } from '../../playwright.config.ts';
import { expect, test } from '../e2e/test.ts';

// The port after the shared server's, in the range the suite was given.
const PORT = Number(new URL(baseURL).port) + 1;
const origin = `http://localhost:${PORT}`;

let server: ChildProcess;
let dist: string;
let data: string;

test.beforeAll(async () => {
  // Copying dist/ and seeding a fresh database take longer than a test's default time.
  test.setTimeout(120_000);
  dist = await mkdtemp(join(tmpdir(), 'update-dist-'));
  data = await mkdtemp(join(tmpdir(), 'update-data-'));
  await cp('dist', dist, { recursive: true });
  server = spawn(process.execPath, ['src/server/main.ts'], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: data, DIST_DIR: dist, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await expect.poll(async () => (await fetch(`${origin}/api/realms`).catch(() => null))?.status ?? 0, { timeout: 60_000 }).toBe(200);
});

test.afterAll(async () => {
  server.kill();
  await rm(dist, { recursive: true, force: true });
  await rm(data, { recursive: true, force: true });
});

/** Every precache entry the page's origin holds, by URL. */
const precacheKeys = (page: Page) =>
  page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.includes('precache'));
    const keys = await Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url)));
    return keys.flat();
  });

/** Publishes a new build: the worker script's bytes change and index.html gets a new revision. */
async function publishNewBuild(): Promise<{ oldRevision: string; newRevision: string }> {
  const file = join(dist, 'sw.js');
  const source = await readFile(file, 'utf8');
  const entry = /\{"revision":"([0-9a-f]+)","url":"index\.html"\}/.exec(source);
  if (!entry?.[1]) throw new Error('sw.js has no precache entry for index.html');
  const oldRevision = entry[1];
  const newRevision = oldRevision.split('').reverse().join('');
  await writeFile(file, `${source.replace(entry[0], entry[0].replace(oldRevision, newRevision))}\n// build ${newRevision}\n`);
  // The build's compressed siblings would still be served for sw.js: remove them.
  await rm(`${file}.br`, { force: true });
  await rm(`${file}.gz`, { force: true });
  return { oldRevision, newRevision };
}

test('a new build is offered once the worker is installed and applied by the Reload action', async ({ page }) => {
  await page.goto(`${origin}/realm/arena/`);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const notice = page.getByRole('status').filter({ hasText: 'A new version is available' });
  // The first install replaced nothing: no notice.
  await expect(page.getByText('A new version is available')).toHaveCount(0);
  const { oldRevision, newRevision } = await publishNewBuild();
  const before = await precacheKeys(page);
  expect(before.some((url) => url.endsWith(`index.html?__WB_REVISION__=${oldRevision}`))).toBe(true);
  // A precache left by an older workbox layout, for cleanupOutdatedCaches to remove.
  const outdated = await page.evaluate(async () => {
    const name = `workbox-precache-${new URL('/', location.href).href}`;
    await (await caches.open(name)).put('/left-over', new Response('old'));
    return name;
  });

  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
  await expect(notice).toBeVisible();
  const reload = notice.getByRole('button', { name: 'Reload' });
  // Reachable from the keyboard.
  await reload.focus();
  await expect(reload).toBeFocused();

  await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
  const reloaded = page.waitForEvent('load');
  await page.keyboard.press('Enter');
  await reloaded;
  expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(false);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  const state = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      waiting: registration?.waiting ?? null,
      active: registration?.active?.state,
      controlled: navigator.serviceWorker.controller !== null,
    };
  });
  expect(state).toEqual({ waiting: null, active: 'activated', controlled: true });
  const after = await precacheKeys(page);
  expect(after.some((url) => url.endsWith(`index.html?__WB_REVISION__=${newRevision}`))).toBe(true);
  expect(after.some((url) => url.endsWith(`index.html?__WB_REVISION__=${oldRevision}`))).toBe(false);
  expect(await page.evaluate(() => caches.keys())).not.toContain(outdated);
  await expect(page.getByText('A new version is available')).toHaveCount(0);
});
