// Hydrates its children in a later task. The server renders them as usual (readable without
// JavaScript); in the browser, while a server-rendered page hydrates, the boundary suspends on
// the idle gate, React keeps the server HTML as it is, and hydrates it once the gate opens.
// Renders that are not hydrations (navigation, the cached shell) are never held. Held
// boundaries are counted, so a change they would read can wait for them (settleHydration).
import { Suspense, use, useEffect, useId, type ReactNode } from 'react';
import { holdBoundary, hydrationGate, releaseBoundary } from '../lib/core/index.ts';

function Hydrated({ id }: { id: string }) {
  useEffect(() => releaseBoundary(id), [id]);
  return null;
}

function Gate({ children }: { children: ReactNode }) {
  const gate = hydrationGate();
  if (gate) use(gate);
  return children;
}

export function HydrateLater({ children }: { children: ReactNode }) {
  const id = useId();
  useEffect(() => {
    holdBoundary(id);
    return () => releaseBoundary(id);
  }, [id]);
  return (
    <Suspense fallback={null}>
      <Gate>
        {children}
        <Hydrated id={id} />
      </Gate>
    </Suspense>
  );
}
