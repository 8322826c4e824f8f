// The mobile menu as a modal: opens from the hamburger and moves focus into the panel; while
// open (menu-modal.ts) it keeps focus inside the menu (button and panel) over an inert, still
// page, and closes on Escape or a tap on the scrim (focus back to the button), a press
// elsewhere and a window resize (debounced). It also closes on navigation — one that starts
// while it is open. A navigation already under way when it opened (a slow page still loading,
// or one whose address has changed but whose screen React has not shown yet, as right after a
// sign-in) does not snatch the menu away when it lands.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';

export function useMenuPanel() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  /** The modal: the button and the panel (and the scrim between them). */
  const dialogRef = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const lastLocation = useRef(location.key);
  const navigation = useNavigation();
  // The key the navigation under way when the menu opened will land with (its location's own).
  const pendingAtOpen = useRef<string | null>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const pendingKey = navigation.location?.key ?? null;
  const toggle = useCallback(() => {
    pendingAtOpen.current = pendingKey;
    setOpen((o) => !o);
  }, [pendingKey]);

  useEffect(() => {
    if (lastLocation.current === location.key) return;
    lastLocation.current = location.key;
    if (location.key !== pendingAtOpen.current) close(false);
    pendingAtOpen.current = null;
  }, [location.key, close]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    panelRef.current?.querySelector<HTMLElement>('a[href], button, select')?.focus();
    // Everything the open menu does beyond that (menu-modal.ts) is a chunk of its own, out of the
    // home route's first JavaScript, fetched on the first opening (the worker has it cached).
    // Should it fail to load, the menu still opens and closes from its button.
    let release: (() => void) | null = null;
    let closed = false;
    import('./menu-modal.ts')
      .then(({ holdModal }) => {
        if (!closed) release = holdModal(dialog, close);
      })
      .catch(() => undefined);
    return () => {
      closed = true;
      release?.();
    };
  }, [open, close]);

  return { open, toggle, close, buttonRef, panelRef, dialogRef };
}
