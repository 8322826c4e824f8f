// Hydrates its children later. The server renders them as usual (readable without
// JavaScript); in the browser, while a server-rendered page hydrates, the boundary suspends,
// React keeps the server HTML as it is, and hydrates it once the browser has been idle and the
// part has come near the viewport (lib/core/hydration.ts nearViewportGate): parts further down
// wait for the viewer to scroll towards them. Renders that are not hydrations (navigation, the
// cached shell) are never held. Held boundaries are counted, so a change they would read can
// wait for them (settleHydration).
import { Suspense, startTransition, use, useEffect, useId, useState, type ReactNode } from 'react';
import {
  HELD_PART_ATTRIBUTE as ATTRIBUTE,
  HeldPartContext,
  holdBoundary,
  holdingHydration,
  nearViewportGate,
  releaseBoundary,
} from '../lib/core/index.ts';

function Hydrated({ id, onHydrated }: { id: string; onHydrated: () => void }) {
  useEffect(() => {
    releaseBoundary(id);
    onHydrated();
  }, [id, onHydrated]);
  return null;
}

/** The server HTML of the boundary `id`, found before React has hydrated it. */
function serverElement(id: string): Element | null {
  if (typeof document === 'undefined') return null;
  for (const element of document.querySelectorAll(`[${ATTRIBUTE}]`)) if (element.getAttribute(ATTRIBUTE) === id) return element;
  return null;
}

function Gate({ id, children }: { id: string; children: ReactNode }) {
  const gate = nearViewportGate(id, serverElement(id));
  if (gate) use(gate);
  return children;
}

export function HydrateLater({ children }: { children: ReactNode }) {
  const id = useId();
  // Held parts render the server's way (UTC times, no off-screen artwork) until their own
  // hydration has committed, then switch the browser-only details on, in a transition.
  const [held, setHeld] = useState(holdingHydration);
  const [onHydrated] = useState(() => () => startTransition(() => setHeld(false)));
  useEffect(() => {
    holdBoundary(id);
    return () => releaseBoundary(id);
  }, [id]);
  return (
    <div {...{ [ATTRIBUTE]: id }}>
      <HeldPartContext value={held}>
        <Suspense fallback={null}>
          <Gate id={id}>
            {children}
            <Hydrated id={id} onHydrated={onHydrated} />
          </Gate>
        </Suspense>
      </HeldPartContext>
    </div>
  );
}
