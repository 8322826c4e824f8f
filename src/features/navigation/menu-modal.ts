// The open phone menu as a modal, in a few lines of DOM instead of MUI's Modal (whose focus
// trap and portal would weigh on the home route's first chunk): the rest of the page is `inert`
// (no focus, no clicks, hidden from screen readers), the page behind does not scroll, Tab cycles
// through the menu's own controls, and Escape, a press outside or a resize close it. Loaded when
// the menu first opens (use-menu-panel.ts), so a page whose menu stays shut does not carry it.
import { debounce } from '../../lib/debounce.ts';
import { RESIZE_DEBOUNCE_MS } from '../../lib/layout.ts';

const FOCUSABLE = 'a[href], button:not([disabled]), select:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The controls Tab reaches inside `root`, in document order (hidden ones have no boxes). */
function focusablesIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

/**
 * Makes everything outside `root` inert: the siblings of `root` and of each of its ancestors up
 * to <body>. Returns the undo, which touches only the elements this made inert (an element
 * already inert for its own reasons stays so).
 */
function inertOutside(root: HTMLElement): () => void {
  const changed: HTMLElement[] = [];
  for (let node: HTMLElement | null = root; node && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement?.children ?? []) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      sibling.inert = true;
      changed.push(sibling);
    }
  }
  return () => {
    for (const el of changed) el.inert = false;
  };
}

/**
 * Keeps Tab inside `root`: from its last control to its first, and Shift+Tab from its first to
 * its last. Within, the browser's own order applies.
 */
function wrapTab(event: KeyboardEvent, root: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const controls = focusablesIn(root);
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  const edge = event.shiftKey ? first : last;
  if (active !== edge && root.contains(active)) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}

/**
 * Holds `dialog` (the menu button and its panel) as a modal until the returned release is
 * called; `close(true)` closes the menu and gives focus back to its button.
 */
export function holdModal(dialog: HTMLElement, close: (returnFocus: boolean) => void): () => void {
  const undoInert = inertOutside(dialog);
  // Stops the page scrolling under the menu, by touch and wheel alike.
  const root = document.documentElement;
  const overflow = root.style.overflow;
  root.style.overflow = 'hidden';
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close(true);
    else wrapTab(event, dialog);
  };
  // A press anywhere but the menu closes it (the inert page takes no press of its own). The
  // scrim is inside the menu and closes it on its click, once the press has moved focus, so
  // that focus can go back to the button.
  const onPointer = (event: PointerEvent) => {
    if (!dialog.contains(event.target as Node | null)) close(false);
  };
  // Past the phone width the menu is the bar's own: the panel has no place there.
  const onResize = debounce(() => close(false), RESIZE_DEBOUNCE_MS);
  document.addEventListener('keydown', onKey);
  document.addEventListener('pointerdown', onPointer);
  window.addEventListener('resize', onResize);
  return () => {
    document.removeEventListener('keydown', onKey);
    document.removeEventListener('pointerdown', onPointer);
    window.removeEventListener('resize', onResize);
    onResize.cancel();
    root.style.overflow = overflow;
    undoInert();
  };
}
