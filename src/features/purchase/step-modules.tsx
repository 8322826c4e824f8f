// The walk's form steps (partition, billing address, card, the voucher box) load with chunks of their own: the
// page's usual start (the licences) then carries no form library, no schemas and no zod, and
// its hydration is that much shorter. A step the page starts on is preloaded by the loader, so
// the server render draws it (renderToString cannot wait for a lazy component) and a
// navigation shows no fallback; a hydration that meets a step not loaded yet leaves the
// server's HTML in place until it is. The walk preloads the later steps once it has moved on.
import { lazy, useState, type ComponentType, type ReactElement } from 'react';
import { STEP, type Step } from './flow.ts';

type Preloadable<P> = { preload(): Promise<unknown>; Component: (props: P) => ReactElement };

function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed chunk may load on a later try.
        pending = null;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Component(props: P): ReactElement {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component on a later
    // render would remount the step and lose what was typed in it.
    const [Chosen] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Chosen {...props} />;
  }
  return { preload, Component };
}

export const PartitionStep = preloadable(() => import('./PartitionStep.tsx').then((m) => m.PartitionStep));
export const AddressStep = preloadable(() => import('./AddressStep.tsx').then((m) => m.AddressStep));
export const CardStep = preloadable(() => import('./CardStep.tsx').then((m) => m.CardStep));
/** The voucher box of the payment method step (a text field and its menu and modal parts). */
export const VoucherBox = preloadable(() => import('./VoucherBox.tsx').then((m) => m.VoucherBox));

const PRELOAD: Partial<Record<Step, () => Promise<unknown>>> = {
  [STEP.partitions]: PartitionStep.preload,
  [STEP.billingAddress]: AddressStep.preload,
  [STEP.card]: CardStep.preload,
};

/** Loads the step's chunk when it has one of its own; resolves at once otherwise. */
export const preloadStep = (step: Step): Promise<unknown> => PRELOAD[step]?.() ?? Promise.resolve();

/** The payment steps, once the walk is under way (the visitor chose, or came back mid-walk). */
export const preloadPayment = (): Promise<unknown> => Promise.all([VoucherBox.preload(), AddressStep.preload(), CardStep.preload()]);
