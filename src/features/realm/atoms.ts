// Realm state: where start-up stands, and once ready the realm, its init payload and locale.
import { atom } from 'jotai';
import type { InitResponse } from '../../contracts/init.ts';
import type { RealmSettings } from '../../contracts/realm.ts';
import type { RealmDirectoryEntry } from './api.ts';

export type BootState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'directory'; realms: RealmDirectoryEntry[] }
  | { status: 'unknown-realm'; name: string }
  | { status: 'ready' };

export type ReadyRealm = {
  realm: RealmSettings;
  init: InitResponse;
  /** Active locale in the spec's form (en_US). */
  locale: string;
  /** The realm name when the page is under /realm/{name}; null when the host names the realm. */
  prefixRealm: string | null;
  /** Router basename: "/realm/{name}" or "/". */
  basename: string;
};

export const bootStateAtom = atom<BootState>({ status: 'loading' });

export const readyRealmAtom = atom<ReadyRealm | null>(null);

/** True while a language switch is fetching the new locale's labels and content. */
export const localeSwitchingAtom = atom(false);
