// Where focus goes when one of the account modals closes. MUI's Dialog hands focus back to the
// element that had it when the dialog opened; these modals open on arrival (after a sign-in),
// when that element is <body> or a control since removed (the sign-in button), so focus would
// drop to <body> and a keyboard or screen reader user would start again from the top. The
// page's main content (the shell's <main id="main">, the skip link's target) takes it instead.
import { useEffect } from 'react';

export function useFocusMainAfterClose(): void {
  useEffect(
    () => () => {
      // A microtask: after every clean-up of the commit that removes the modal, the dialog's own
      // focus return among them, so an element it could give focus back to keeps it.
      queueMicrotask(() => {
        const active = document.activeElement;
        if (active === null || active === document.body) document.getElementById('main')?.focus({ preventScroll: true });
      });
    },
    [],
  );
}
