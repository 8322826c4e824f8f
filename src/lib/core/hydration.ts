// Whether this render may use what only the browser knows (time zone, off-screen artwork).
// False on the server and while a server-rendered page hydrates, so the first client render
// matches the server's HTML; switched on in a transition once the browser is idle, so the
// follow-up render is sliced like the hydration itself. A page rendered by the client alone
// starts with it on.
import { createContext, startTransition, useContext } from 'react';
import { nextIdle } from '../main-thread.ts';
import { atom, store, useAtomValue } from './store.ts';

export const hydratedAtom = atom(true);

/**
 * True while some <HydrateLater> part still shows the server's HTML. A change to a context every
 * part reads (the theme) must wait until this is false: React cannot pass a new context into a
 * part it has not hydrated, and a transition carrying one stays pending until that part
 * hydrates, which for a part far down the page is only when the viewer scrolls to it.
 */
export const heldPartsAtom = atom(false);

/**
 * True inside a <HydrateLater> part that has not hydrated yet. Such a part may hydrate long
 * after the rest of the page switched the browser-only details on (when the viewer scrolls to
 * it): its own first render must still be the server's.
 */
export const HeldPartContext = createContext(false);

export function useHydrated(): boolean {
  const held = useContext(HeldPartContext);
  return useAtomValue(hydratedAtom) && !held;
}

/** Whether a part mounting now is held (the root is hydrating a server-rendered page). */
export function holdingHydration(): boolean {
  return gate !== null && !gateOpen;
}

/**
 * The clock a server render read, set on the server before it renders and in the browser
 * before it hydrates; null on a page the client rendered alone.
 */
export const renderNowAtom = atom<number | null>(null);

/**
 * False when the server rendered the page for nobody (it saw no session hint cookie) while
 * this browser may keep a session all the same (cookies cleared, a session from before the
 * cookie): pages for a viewer were rendered signed out, and load again once the session is
 * known (app/session-effects.ts). True on a page the client rendered alone.
 */
export const renderKnewSessionAtom = atom(true);

/**
 * "Now" for what a render shows by the clock (an event upcoming or not): the server's render
 * time until hydrated, so an event starting between the render and the hydration does not
 * change the HTML under React; the wall clock after.
 */
export function useRenderNow(): number {
  const hydrated = useHydrated();
  const renderedAt = useAtomValue(renderNowAtom);
  return hydrated || renderedAt === null ? Date.now() : renderedAt;
}

/** The time zone to format with: the viewer's once hydrated, UTC before (as the server did). */
export function useRenderTimeZone(): 'UTC' | undefined {
  return useHydrated() ? undefined : 'UTC';
}

/** True from the start of a server-rendered page's hydration until it has all committed. */
let hydrating = false;
let rootCommitted = false;
/** <HydrateApart> parts the hydration left for commits of their own and has not reached yet. */
const apartParts = new Set<string>();

let gate: Promise<void> | null = null;
let gateOpen = true;
let openGate: () => void = () => {};
let committed: () => void = () => {};
let hydrated: Promise<void> = Promise.resolve();
/** <HydrateLater> boundaries still showing the server's HTML, and who waits for them. */
const heldBoundaries = new Set<string>();
let settledWaiters: Array<() => void> = [];

/**
 * Called once before hydrating a server-rendered page: parts wrapped in <HydrateLater> keep
 * their server HTML and hydrate when the browser is next idle (or after `timeoutMs`), so the
 * first screen becomes interactive without waiting for the rest of the page. After that the
 * browser-only details are switched on, through `switchOn` (a transition).
 */
export function holdHydrationUntilIdle(switchOn: (apply: () => void) => void, timeoutMs = 2000): void {
  store.set(hydratedAtom, false);
  // Idle is counted from the root's hydration commit, not from now: on a slow or busy device
  // the idle wait's timeout could otherwise end while React is still hydrating, and switching
  // the browser-only details on then makes the client's HTML differ from the server's.
  hydrated = new Promise<void>((resolve) => (committed = resolve));
  hydrating = true;
  rootCommitted = false;
  apartParts.clear();
  gateOpen = false;
  gate = new Promise<void>((resolve) => {
    openGate = () => {
      gateOpen = true;
      resolve();
    };
  });
  void hydrated.then(() => nextIdle(timeoutMs)).then(() => openGate());
  void gate.then(() => nextIdle(timeoutMs)).then(() => switchOn(() => store.set(hydratedAtom, true)));
}

function finishIfHydrated(): void {
  if (!hydrating || !rootCommitted || apartParts.size > 0) return;
  hydrating = false;
  committed();
}

/** Called by the root once its first (hydrating) render has committed. */
export function markHydrationCommitted(): void {
  rootCommitted = true;
  finishIfHydrated();
}

/**
 * A <HydrateApart> part mounted by a hydrating commit: React hydrates its content in a commit
 * of its own, after this one. Called from the part's effect, which runs before the root's (and
 * before the enclosing part's), so the hydration is not counted as done without it.
 */
export function holdApartPart(id: string): void {
  if (hydrating) apartParts.add(id);
}

/** The part's content has hydrated (or the part is gone). */
export function releaseApartPart(id: string): void {
  if (apartParts.delete(id)) finishIfHydrated();
}

/**
 * Resolves once the hydration has committed, the <HydrateApart> parts' included (at once for a
 * client render). A change to what the first render reads (the language, say) waits for it:
 * made while React is still hydrating, it would make the client's HTML differ from the server's.
 */
export function hydrationCommitted(): Promise<void> {
  return hydrated;
}

/** A <HydrateLater> boundary hydrated with the root: held while the gate is shut. */
export function holdBoundary(id: string): void {
  if (gateOpen) return;
  heldBoundaries.add(id);
  store.set(heldPartsAtom, true);
}

/** The attribute naming a <HydrateLater> boundary's element, in the server's HTML as in the client's. */
export const HELD_PART_ATTRIBUTE = 'data-hydrate-later';

/** Whether the <HydrateLater> boundary `id` still shows the server's HTML, unhydrated. */
export function isHeldBoundary(id: string): boolean {
  return heldBoundaries.has(id);
}

/** The boundary has hydrated (or is gone). */
export function releaseBoundary(id: string): void {
  heldBoundaries.delete(id);
  if (heldBoundaries.size > 0) return;
  // What waited for the held parts (a child profile's theme) re-renders the page: sliced.
  startTransition(() => store.set(heldPartsAtom, false));
  const waiters = settledWaiters;
  settledWaiters = [];
  for (const resolve of waiters) resolve();
}

/**
 * Finishes hydration now: opens the idle gate and resolves once every held <HydrateLater>
 * boundary has hydrated. A change that held parts would read (labels of another language) waits
 * for it: applied to a boundary still showing the server's HTML, its hydration would find text
 * the client no longer renders (React #418).
 */
export async function settleHydration(): Promise<void> {
  await hydrated;
  openGate();
  for (const reveal of [...unseen.values()]) reveal();
  if (heldBoundaries.size === 0) return;
  await new Promise<void>((resolve) => settledWaiters.push(resolve));
}

/** The promise deferred parts wait for; null when nothing is held (client renders, the server). */
export function hydrationGate(): Promise<void> | null {
  return gate;
}

/** Held parts not yet near the viewport, and what lets each hydrate. */
const unseen = new Map<string, () => void>();
const nearGates = new Map<string, Promise<void>>();
/** How far below the screen a held part starts hydrating: it is ready before it is seen. */
const NEAR_MARGIN = '50% 0px';

/**
 * The promise a held part waits for: the idle gate, then the part coming near the viewport
 * (`element`, its server HTML). A part far down the page stays server HTML — readable, its
 * links plain links — until the viewer scrolls towards it, so its hydration never competes
 * with the first screen's. Without IntersectionObserver, the gate alone. The same promise for
 * every render of a part (React asks again when it retries).
 */
export function nearViewportGate(id: string, element: Element | null): Promise<void> | null {
  const known = nearGates.get(id);
  if (known) return known;
  const idle = gate;
  if (!idle || gateOpen || !element || typeof IntersectionObserver === 'undefined') return idle;
  const near = new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reveal();
      },
      { rootMargin: NEAR_MARGIN },
    );
    const reveal = () => {
      observer.disconnect();
      unseen.delete(id);
      resolve();
    };
    unseen.set(id, reveal);
    observer.observe(element);
  }).then(() => idle);
  nearGates.set(id, near);
  return near;
}
