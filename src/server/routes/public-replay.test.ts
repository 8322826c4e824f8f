// A replay matches every request header but those in IGNORED_REQUEST_HEADERS. That is right only
// while no code behind a public answer reads one of them: the server-rendered pages may (they
// never answer through the answer cache), nothing else may.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';
import { IGNORED_REQUEST_HEADERS } from './public-replay.ts';

const SERVER = join(import.meta.dirname, '..');
// Server-rendered pages only: they answer documents, never a replayed JSON answer.
const PAGES = ['render/', 'routes/app-shell.ts'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Ways server code reads a request header by name: headers['x'], headers.x, a constant spelling it. */
function reads(text: string, name: string): boolean {
  const quoted = `['"\`]${name.replace(/-/g, '\\-')}['"\`]`;
  if (new RegExp(`headers\\[\\s*${quoted}\\s*\\]`, 'i').test(text)) return true;
  if (/^[a-z]+$/.test(name) && new RegExp(`headers\\.${name}\\b`).test(text)) return true;
  // A constant holding the name, used to index headers somewhere in the file.
  return new RegExp(`=\\s*${quoted}`, 'i').test(text) && /headers\[[A-Z_]/.test(text);
}

test('no request header a replay ignores is read outside the server-rendered pages', () => {
  const offenders = sources(SERVER)
    .map((file) => ({ file: relative(SERVER, file), text: readFileSync(file, 'utf8') }))
    .filter(({ file }) => !PAGES.some((page) => file.startsWith(page)) && file !== 'routes/public-replay.ts')
    .flatMap(({ file, text }) => [...IGNORED_REQUEST_HEADERS].filter((name) => reads(text, name)).map((name) => `${file}: ${name}`));
  expect(offenders).toEqual([]);
});

test('the check finds a read where there is one', () => {
  expect(reads(`const agent = request.headers['user-agent'];`, 'user-agent')).toBe(true);
  expect(reads(`const c = req.headers.cookie ?? '';`, 'cookie')).toBe(true);
  expect(reads(`const HINT = 'Sec-CH-Viewport-Width';\nheaders[HINT.toLowerCase()]`, 'sec-ch-viewport-width')).toBe(true);
  expect(reads(`reply.header('referrer-policy', 'x')`, 'referer')).toBe(false);
});

test('the scan sees the server’s files, the pages’ reads among them', () => {
  const files = sources(SERVER).map((file) => relative(SERVER, file));
  expect(files).toContain('routes/init.ts');
  expect(reads(readFileSync(join(SERVER, 'render/device.ts'), 'utf8'), 'user-agent')).toBe(true);
  expect(reads(readFileSync(join(SERVER, 'render/device.ts'), 'utf8'), 'sec-ch-viewport-width')).toBe(true);
});
