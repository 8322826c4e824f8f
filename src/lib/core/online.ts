// Whether the browser believes it is online. Mounted atoms follow the online/offline events,
// so any component (or store.get) sees the change without polling.
import { atom, useAtomValue } from './store.ts';

// Node has a navigator without onLine: only an explicit false means offline.
const initial = typeof navigator === 'undefined' || navigator.onLine !== false;

export const onlineAtom = atom(initial);

onlineAtom.onMount = (set) => {
  const update = () => set(navigator.onLine);
  update();
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
  };
};

export function useOnline(): boolean {
  return useAtomValue(onlineAtom);
}
