// Requests for the checks that follow a sign-in (spec §4 "Missing profile details": when the
// session reports missing information, or on TV login). A flow that signs in without the
// server's missingInformationStatus (TV login) asks for the check here; the overlays feature
// runs it. A counter, so asking twice checks twice.
import { atom, store, useAtomValue } from './store.ts';

export const missingInformationCheckAtom = atom(0);

export function requestMissingInformationCheck(): void {
  store.set(missingInformationCheckAtom, (n) => n + 1);
}

export function useMissingInformationCheckRequests(): number {
  return useAtomValue(missingInformationCheckAtom);
}
