// Hydrates its children in a commit of their own. React leaves a Suspense boundary's server
// HTML in place while it hydrates what surrounds it, and hydrates the boundary's content in a
// render and commit of their own right after: a commit cannot be split, so the first visit's
// main thread sees two shorter tasks instead of one long one. Nothing waits for idle time or
// the viewport (compare HydrateLater): the part is hydrated as soon as the scheduler gets to it,
// and at once if the viewer interacts with it first. On renders that are not hydrations it is
// a boundary with nothing to wait for.
import { Suspense, useEffect, useId, type ReactNode } from 'react';
import { holdApartPart, releaseApartPart } from '../lib/core/index.ts';

function Hydrated({ id }: { id: string }) {
  useEffect(() => releaseApartPart(id), [id]);
  return null;
}

export function HydrateApart({ children }: { children: ReactNode }) {
  const id = useId();
  useEffect(() => {
    holdApartPart(id);
    return () => releaseApartPart(id);
  }, [id]);
  return (
    <Suspense fallback={null}>
      {children}
      <Hydrated id={id} />
    </Suspense>
  );
}
