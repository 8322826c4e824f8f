// Whether the browser offers to install the app right now: the `beforeinstallprompt` event it
// fired, kept until used (install-prompt.ts). Only the atom lives here, small enough for the
// navigation bar's chunk; the listener and the button load after the first paint.
import { useHydrated } from '../../lib/core/hydration.ts';
import { atom, useAtomValue } from '../../lib/core/store.ts';

/** The event Chromium fires when the app may be installed (not in the DOM's type library). */
export type InstallPromptEvent = Event & {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
};

export const installPromptAtom = atom<InstallPromptEvent | null>(null);

/**
 * Whether to show the offer. Only the browser knows of it, and its event may arrive while a
 * server-rendered page is still hydrating (the listener is in place soon after the first paint,
 * the navigation hydrates later): until hydrated the answer is the server's, no offer, so the
 * first client render matches the HTML; the control appears right after.
 */
export function useInstallOffered(): boolean {
  const offered = useAtomValue(installPromptAtom) !== null;
  return useHydrated() && offered;
}
