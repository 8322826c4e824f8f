// The loader of a server-rendered page: the app's script and its chunks start once the page is
// parsed and its largest paint (the hero) is on screen, never before; input, a failed hero or
// the longest wait start them at once.
import { expect, test } from 'vitest';
import { deferEntryScript } from './app-shell-html.ts';

const BUILT_HEAD =
  '<head><script type="module" crossorigin src="/assets/index-abc.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/core-1.js"><link rel="modulepreload" crossorigin href="/assets/ui-2.js"></head>';

const LOADED = ['/assets/core-1.js', '/assets/ui-2.js', '/assets/index-abc.js'];

test("a rendered page loads the app's script and its chunks from an inline loader, with the same URLs", () => {
  const deferred = deferEntryScript(BUILT_HEAD);
  expect(deferred).not.toContain('<script type="module"');
  // Nothing the parser would fetch before the first paint.
  expect(deferred).not.toContain('<link rel="modulepreload"');
  expect(deferred).toContain('"/assets/index-abc.js"');
  expect(deferEntryScript('<head></head>')).toBe('<head></head>');
});

type Hero = { complete: boolean; naturalWidth: number; listeners: Record<string, () => void> };
type Entry = { element?: unknown; name?: string };

/** Runs the inline loader against a stand-in page; `observer: false` is a browser without paint entries. */
function runLoader(options: { readyState: 'loading' | 'interactive'; hero?: Hero; observer?: boolean }) {
  const inline = deferEntryScript(BUILT_HEAD).match(/<script>(.*)<\/script>/)?.[1] ?? '';
  const appended: string[] = [];
  const documentListeners: Record<string, () => void> = {};
  const windowListeners = new Map<string, () => void>();
  const frames: Array<() => void> = [];
  const soon: Array<() => void> = [];
  const later: Array<() => void> = [];
  let observed: { type: string; report: (entries: Entry[]) => void } | null = null;
  const document = {
    readyState: options.readyState,
    addEventListener: (type: string, fn: () => void) => (documentListeners[type] = fn),
    querySelector: () => options.hero ?? null,
    createElement: () => ({}) as { src?: string; href?: string },
    head: { appendChild: (element: { src?: string; href?: string }) => appended.push(element.src ?? element.href ?? '') },
  };
  class PerformanceObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    readonly callback: (list: { getEntries: () => Entry[] }) => void;
    constructor(callback: (list: { getEntries: () => Entry[] }) => void) {
      this.callback = callback;
    }
    observe({ type }: { type: string }) {
      observed = { type, report: (entries) => this.callback({ getEntries: () => entries }) };
    }
    disconnect() {
      observed = null;
    }
  }
  const observer = options.observer === false ? undefined : PerformanceObserver;
  new Function(
    'document',
    'window',
    'PerformanceObserver',
    'requestAnimationFrame',
    'setTimeout',
    'clearTimeout',
    'addEventListener',
    'removeEventListener',
    inline,
  )(
    document,
    { PerformanceObserver: observer },
    observer,
    (fn: () => void) => frames.push(fn),
    (fn: () => void, ms?: number) => (ms ? later : soon).push(fn),
    () => later.splice(0),
    (type: string, fn: () => void) => windowListeners.set(type, fn),
    (type: string) => windowListeners.delete(type),
  );
  const flush = () => {
    while (frames.length > 0 || soon.length > 0) (frames.shift() ?? soon.shift())?.();
  };
  return {
    appended,
    flush,
    parsed: () => documentListeners.DOMContentLoaded?.(),
    report: (entries: Entry[]) => observed?.report(entries),
    observing: () => observed?.type ?? null,
    input: (type: string) => windowListeners.get(type)?.(),
    waitedLongest: () => later.splice(0).forEach((fn) => fn()),
  };
}

const hero = (complete = false): Hero => {
  const listeners: Record<string, () => void> = {};
  return {
    complete,
    naturalWidth: complete ? 800 : 0,
    listeners,
    addEventListener: (type: string, fn: () => void) => (listeners[type] = fn),
  } as Hero;
};

test('without a hero it waits for the whole page, then the first contentful paint', () => {
  const page = runLoader({ readyState: 'loading' });
  page.flush();
  expect(page.observing()).toBeNull();
  page.parsed();
  expect(page.observing()).toBe('paint');
  page.report([{ name: 'first-paint' }]);
  page.flush();
  expect(page.appended).toEqual([]);
  page.report([{ name: 'first-contentful-paint' }]);
  page.flush();
  expect(page.appended).toEqual(LOADED);
});

test("with a hero it waits for the largest paint naming the hero, not another element's", () => {
  const image = hero();
  const page = runLoader({ readyState: 'interactive', hero: image });
  page.flush();
  expect(page.observing()).toBe('largest-contentful-paint');
  page.report([{ element: { heading: true } }]);
  page.flush();
  expect(page.appended).toEqual([]);
  page.report([{ element: image }]);
  page.flush();
  expect(page.appended).toEqual(LOADED);
  // Started once: nothing is appended again.
  page.report([{ element: image }]);
  page.waitedLongest();
  page.flush();
  expect(page.appended).toEqual(LOADED);
});

test("where the hero is not the largest paint, another image's paint once the hero has loaded starts the app", () => {
  // A phone's grid: the hero is the first card, and another card of the same size painted first,
  // so no paint entry ever names the hero.
  const image = hero();
  const page = runLoader({ readyState: 'interactive', hero: image });
  page.flush();
  const card = { tagName: 'IMG' };
  // Before the hero has loaded, another image's paint is not the first screen's.
  page.report([{ element: card }]);
  page.flush();
  expect(page.appended).toEqual([]);
  image.complete = true;
  image.naturalWidth = 800;
  page.report([{ element: { tagName: 'H1' } }]);
  page.flush();
  expect(page.appended).toEqual([]);
  page.report([{ element: card }]);
  page.flush();
  expect(page.appended).toEqual(LOADED);
});

test('input, a hero that fails, or the longest wait start the app without the paint', () => {
  for (const start of ['pointerdown', 'keydown', 'error', 'timeout'] as const) {
    const image = hero();
    const page = runLoader({ readyState: 'interactive', hero: image });
    page.flush();
    expect(page.appended).toEqual([]);
    if (start === 'error') image.listeners.error?.();
    else if (start === 'timeout') page.waitedLongest();
    else page.input(start);
    page.flush();
    expect(page.appended, start).toEqual(LOADED);
  }
  // Already failed when the page was parsed.
  const broken = { ...hero(), complete: true, naturalWidth: 0 };
  const page = runLoader({ readyState: 'interactive', hero: broken });
  page.flush();
  expect(page.appended).toEqual(LOADED);
});

test('a browser without paint entries waits for the hero to load, then the next frame', () => {
  const image = hero();
  const page = runLoader({ readyState: 'interactive', hero: image, observer: false });
  page.flush();
  expect(page.appended).toEqual([]);
  image.listeners.load?.();
  page.flush();
  expect(page.appended).toEqual(LOADED);

  const none = runLoader({ readyState: 'loading', observer: false });
  none.parsed();
  none.flush();
  expect(none.appended).toEqual(LOADED);
});
