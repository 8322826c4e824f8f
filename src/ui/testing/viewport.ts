// A matchMedia stand-in driven by a width, for tests of layouts on either side of 1025 px.
type Listener = () => void;

let width = 1280;
const listeners = new Set<Listener>();

function evaluate(query: string): boolean {
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  if (min?.[1] && width < Number(min[1])) return false;
  if (max?.[1] && width > Number(max[1])) return false;
  return Boolean(min ?? max);
}

export function installViewport(initial: number): void {
  width = initial;
  Object.defineProperty(window, 'innerWidth', { configurable: true, get: () => width });
  window.matchMedia = ((query: string) => ({
    get matches() {
      return evaluate(query);
    },
    media: query,
    onchange: null,
    addEventListener: (_: string, l: Listener) => listeners.add(l),
    removeEventListener: (_: string, l: Listener) => listeners.delete(l),
    addListener: (l: Listener) => listeners.add(l),
    removeListener: (l: Listener) => listeners.delete(l),
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

/** Changes the width, notifies media listeners and fires a resize event, as a browser would. */
export function resizeViewport(next: number): void {
  width = next;
  for (const l of [...listeners]) l();
  window.dispatchEvent(new Event('resize'));
}
