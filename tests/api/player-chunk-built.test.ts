// shaka-player stays out of the home route's JavaScript (issue 8): over the real build, the
// scripts and module preloads of index.html and everything they import statically never
// include the shaka chunk, which exists and is reached only by the player's dynamic import.
// Run by hand after `npm run build` (npm test builds first), like app-shell-built.test.ts.
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, expect, test } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';

const distDir = loadConfig(process.env).distDir ?? 'dist';
let html: string;
let assets: string[];

beforeAll(async () => {
  const path = join(distDir, 'index.html');
  html = await readFile(path, 'utf8').catch(() => {
    throw new Error(`${path} is missing: build the app first (npm run build); npm test does it for you`);
  });
  assets = (await readdir(join(distDir, 'assets'))).filter((f) => f.endsWith('.js'));
});

const STATIC_IMPORT = /\bimport\s*(?:[\w$*{}\s,]+\s*from\s*)?["'`]\.\/([^"'`]+\.js)["'`]/g;

/** The page's own scripts and preloads, and every chunk they import statically, transitively. */
async function homeChunks(): Promise<Set<string>> {
  const start = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1] ?? '');
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.pop() ?? '';
    if (seen.has(file)) continue;
    seen.add(file);
    const code = await readFile(join(distDir, 'assets', file), 'utf8');
    for (const m of code.matchAll(STATIC_IMPORT)) queue.push(m[1] ?? '');
  }
  return seen;
}

test('the build has a shaka-player chunk of its own', () => {
  expect(assets.filter((f) => /shaka/i.test(f))).toHaveLength(1);
});

test("home's scripts, preloads and their static imports do not include shaka-player", async () => {
  const chunks = await homeChunks();
  expect(chunks.size).toBeGreaterThan(2);
  expect([...chunks].filter((f) => /shaka/i.test(f))).toEqual([]);
  for (const file of chunks) {
    const code = await readFile(join(distDir, 'assets', file), 'utf8');
    expect(code.includes('shaka.Player') || code.includes('isBrowserSupported'), file).toBe(false);
  }
});

test("every chunk of the build is in the service worker's precache, the player's and shaka-player's included", async () => {
  const worker = await readFile(join(distDir, 'sw.js'), 'utf8');
  const precached = new Set([...worker.matchAll(/"?url"?\s*:\s*"assets\/([^"]+\.js)"/g)].map((m) => m[1] ?? ''));
  expect(assets.filter((f) => /shaka/i.test(f) && precached.has(f))).toHaveLength(1);
  expect(assets.some((f) => /^PlayerScreen/.test(f))).toBe(true);
  expect(assets.filter((f) => !precached.has(f))).toEqual([]);
});
