import { afterEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for navigator.serviceWorker: a controller or none, and its controllerchange event. */
function workerContainer(controller: object | null) {
  const target = new EventTarget();
  return Object.assign(target, { controller });
}

async function loadWith(container: ReturnType<typeof workerContainer>) {
  vi.resetModules();
  vi.stubGlobal('navigator', { serviceWorker: container });
  return import('./first-control.ts');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('whenFirstControlled', () => {
  it('runs once, when a worker first takes control of a page that started without one', async () => {
    const container = workerContainer(null);
    const { whenFirstControlled } = await loadWith(container);
    const run = vi.fn();
    whenFirstControlled(run);
    expect(run).not.toHaveBeenCalled();
    container.controller = {};
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    whenFirstControlled(run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at once when the worker claimed the page before the app listened', async () => {
    const container = workerContainer(null);
    const { whenFirstControlled } = await loadWith(container);
    container.controller = {};
    const run = vi.fn();
    whenFirstControlled(run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('never runs on a page the worker served from the start (an update taking over included)', async () => {
    const container = workerContainer({});
    const { whenFirstControlled } = await loadWith(container);
    const run = vi.fn();
    whenFirstControlled(run);
    container.dispatchEvent(new Event('controllerchange'));
    expect(run).not.toHaveBeenCalled();
  });

  it('keeps the reads the worker caches sent before the claim, each once and without their signal, and none after', async () => {
    const container = workerContainer(null);
    const { noteRead, takeEarlyReads, whenFirstControlled } = await loadWith(container);
    const signal = new AbortController().signal;
    noteRead('section', { params: { name: 'home' }, query: { pn: 2 }, signal });
    noteRead('section', { params: { name: 'home' }, query: { pn: 2 } });
    noteRead('progressGet', { params: { id: 'v1' } });
    whenFirstControlled(() => undefined);
    container.controller = {};
    container.dispatchEvent(new Event('controllerchange'));
    noteRead('section', { params: { name: 'home' }, query: { pn: 3 } });
    expect(takeEarlyReads()).toEqual([{ id: 'section', options: { params: { name: 'home' }, query: { pn: 2 } } }]);
    expect(takeEarlyReads()).toEqual([]);
  });

  it('forgets the reads noted for a viewer who has gone', async () => {
    const { forgetEarlyReads, noteRead, takeEarlyReads } = await loadWith(workerContainer(null));
    noteRead('userProfile', {});
    forgetEarlyReads();
    noteRead('section', { params: { name: 'home' } });
    expect(takeEarlyReads()).toEqual([{ id: 'section', options: { params: { name: 'home' } } }]);
  });

  it('notes nothing on a page the worker served from the start', async () => {
    const { noteRead, takeEarlyReads } = await loadWith(workerContainer({}));
    noteRead('section', { params: { name: 'home' } });
    expect(takeEarlyReads()).toEqual([]);
  });

  it('stops waiting when told to', async () => {
    const container = workerContainer(null);
    const { whenFirstControlled } = await loadWith(container);
    const run = vi.fn();
    whenFirstControlled(run)();
    container.controller = {};
    container.dispatchEvent(new Event('controllerchange'));
    expect(run).not.toHaveBeenCalled();
  });
});
