// The mobile menu as a disclosure: opens from the hamburger, moves focus into the panel, and
// closes on Escape (focus back to the button), outside click, window resize (debounced) and
// navigation — one that starts while it is open. A navigation already under way when it opened
// (a slow page still loading, or one whose address has changed but whose screen React has not
// shown yet, as right after a sign-in) does not snatch the menu away when it lands.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { debounce } from '../../lib/debounce.ts';
import { RESIZE_DEBOUNCE_MS } from '../../lib/layout.ts';

export function useMenuPanel() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
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
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>('a[href], button, select')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && !panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) close(false);
    };
    const onResize = debounce(() => close(false), RESIZE_DEBOUNCE_MS);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    window.addEventListener('resize', onResize);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      window.removeEventListener('resize', onResize);
      onResize.cancel();
    };
  }, [open, close]);

  return { open, toggle, close, buttonRef, panelRef };
}
