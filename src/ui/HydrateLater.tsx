// Hydrates its children in a later task. The server renders them as usual (readable without
// JavaScript); in the browser, while a server-rendered page hydrates, the boundary suspends on
// the idle gate, React keeps the server HTML as it is, and hydrates it once the gate opens.
// Renders that are not hydrations (navigation, the cached shell) are never held.
import { Suspense, use, type ReactNode } from 'react';
import { hydrationGate } from '../lib/core/index.ts';

function Gate({ children }: { children: ReactNode }) {
  const gate = hydrationGate();
  if (gate) use(gate);
  return children;
}

export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}
