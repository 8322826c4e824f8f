// @vitest-environment node
import { expect, test } from 'vitest';
import { deferEntryScript } from '../routes/app-shell-html.ts';
import { guessDesktop, guessedWidth } from './device.ts';

test('client hints decide the layout first, then the user agent, else desktop', () => {
  expect(guessDesktop({ 'sec-ch-ua-mobile': '?1', 'user-agent': 'X11; Linux' })).toBe(false);
  expect(guessDesktop({ 'sec-ch-ua-mobile': '?0', 'user-agent': 'iPhone Mobile' })).toBe(true);
  expect(guessDesktop({ 'user-agent': 'Mozilla/5.0 (Linux; Android 11) Mobile Safari/537.36' })).toBe(false);
  expect(guessDesktop({ 'user-agent': 'Mozilla/5.0 (iPad; CPU OS 17_0)' })).toBe(false);
  expect(guessDesktop({ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120' })).toBe(true);
  expect(guessDesktop({})).toBe(true);
  expect(guessedWidth(false)).toBeLessThan(1025);
  expect(guessedWidth(true)).toBeGreaterThanOrEqual(1025);
});

const BUILT_HEAD =
  '<head><script type="module" crossorigin src="/assets/index-abc.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/core-1.js"><link rel="modulepreload" crossorigin href="/assets/ui-2.js"></head>';

test("a rendered page loads the app's script and its chunks after the first paint, with the same URLs", () => {
  const deferred = deferEntryScript(BUILT_HEAD);
  expect(deferred).not.toContain('<script type="module"');
  // Nothing the parser would fetch before the first paint.
  expect(deferred).not.toContain('<link rel="modulepreload"');
  expect(deferred).toContain('requestAnimationFrame');
  expect(deferred).toContain('"/assets/index-abc.js"');
  expect(deferEntryScript('<head></head>')).toBe('<head></head>');
});

/** Runs the inline loader against a stand-in document; returns what it appended, and the triggers. */
function runLoader(readyState: 'loading' | 'interactive') {
  const inline = deferEntryScript(BUILT_HEAD).match(/<script>(.*)<\/script>/)?.[1] ?? '';
  const appended: string[] = [];
  const listeners: Record<string, () => void> = {};
  const frames: Array<() => void> = [];
  const timers: Array<() => void> = [];
  const document = {
    readyState,
    addEventListener: (type: string, fn: () => void) => (listeners[type] = fn),
    createElement: () => ({}) as { src?: string; href?: string },
    head: { appendChild: (element: { src?: string; href?: string }) => appended.push(element.src ?? element.href ?? '') },
  };
  new Function('document', 'requestAnimationFrame', 'setTimeout', inline)(
    document,
    (fn: () => void) => frames.push(fn),
    (fn: () => void) => timers.push(fn),
  );
  const flush = () => {
    while (frames.length > 0 || timers.length > 0) (frames.shift() ?? timers.shift())?.();
  };
  return { appended, listeners, flush };
}

const LOADED = ['/assets/core-1.js', '/assets/ui-2.js', '/assets/index-abc.js'];

test('the deferred script never starts before the whole page is parsed', () => {
  const parsing = runLoader('loading');
  parsing.flush();
  expect(parsing.appended).toEqual([]);
  parsing.listeners.DOMContentLoaded?.();
  parsing.flush();
  expect(parsing.appended).toEqual(LOADED);

  const parsed = runLoader('interactive');
  expect(parsed.appended).toEqual([]);
  parsed.flush();
  expect(parsed.appended).toEqual(LOADED);
});
