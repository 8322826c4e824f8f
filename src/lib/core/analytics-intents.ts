// What features tell analytics that the router does not show (spec §4 analytics): the sign-up
// form starting, journey actions and a completed purchase. Features emit here; the analytics
// feature listens once it runs (it loads after start-up, and the first of these needs a tap).
// In the core because features may not import each other. Imported directly, not through the
// core's index, so it stays out of the start-up chunk.

export type AnalyticsIntent =
  | { type: 'signupStarted' }
  | {
      type: 'journeyAction';
      action: 'licenceSelected' | 'consentTermsAccepted' | 'addressSaved' | 'paymentMethodSelected';
      licence?: string | null;
    }
  | { type: 'purchaseCompleted'; licence: string; transactionId: string };

type Listener = (intent: AnalyticsIntent) => void;
const listeners = new Set<Listener>();

export function emitAnalyticsIntent(intent: AnalyticsIntent): void {
  for (const listener of listeners) {
    // Analytics never breaks the screen that reported something.
    try {
      listener(intent);
    } catch (error) {
      queueMicrotask(() => {
        throw error;
      });
    }
  }
}

export function onAnalyticsIntent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
