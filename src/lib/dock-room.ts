// The room kept for the overlay dock (the cookie and app banners fixed to the bottom of the
// viewport): the page's end and the floating install control sit above it. The dock's height is
// written as a CSS variable on those few elements, each reading it for itself, never on <html>:
// a custom property changed on the root restyles every element of the page — 2–4 ms on a fast
// machine, four times that on a slow phone, twice on every first visit (the dock measured empty,
// then with the cookie banner) — where one element costs a tenth of a millisecond.
import { DOCK_HEIGHT_VAR } from './layout.ts';

const rooms = new Set<HTMLElement>();
let dockHeight = 0;

function apply(element: HTMLElement): void {
  if (dockHeight > 0) element.style.setProperty(DOCK_HEIGHT_VAR, `${dockHeight}px`);
  else element.style.removeProperty(DOCK_HEIGHT_VAR);
}

/** The dock's height in CSS pixels (0 when empty); elements are touched only when it changes. */
export function setDockHeight(px: number): void {
  if (px === dockHeight) return;
  dockHeight = px;
  rooms.forEach(apply);
}

/** A ref callback: the element reads the dock's height from DOCK_HEIGHT_VAR on itself. */
export function dockRoom(element: HTMLElement | null): (() => void) | undefined {
  if (!element) return undefined;
  rooms.add(element);
  apply(element);
  return () => {
    rooms.delete(element);
    element.style.removeProperty(DOCK_HEIGHT_VAR);
  };
}
