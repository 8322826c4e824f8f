// Where start-up stands and, once ready, the realm every screen belongs to: its settings, the
// init payload (labels, menu, first page of content), the active locale and how the page is
// addressed (host or /realm/{name}). Features read these through the hooks; start-up and the
// language switch write them through the store.
import type { InitResponse } from '../../contracts/init.ts';
import type { Menu } from '../../contracts/menu.ts';
import type { MenuLayout, RealmDirectoryEntry, RealmSettings } from '../../contracts/realm.ts';
import { atom, store, useAtomValue } from './store.ts';

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

/** The ready realm; only screens inside the ready app call this, where it exists by construction. */
export function useRealm(): ReadyRealm {
  const ready = useAtomValue(readyRealmAtom);
  if (!ready) throw new Error('useRealm used before the realm finished loading');
  return ready;
}

export function useLocale(): string {
  return useRealm().locale;
}

export function useLocaleSwitching(): boolean {
  return useAtomValue(localeSwitchingAtom);
}

/** The menu's layout: the menu's own, else the realm's app setting. */
export function menuLayoutOf(realm: RealmSettings, init: InitResponse): MenuLayout {
  return init.menu?.layout ?? realm.appSettings.menuLayout;
}

export function useMenuLayout(): MenuLayout {
  const { realm, init } = useRealm();
  return menuLayoutOf(realm, init);
}

/**
 * What the realm's menu calls a view (cinema's news is its "Journal"), in the active locale
 * (init is fetched per locale), or null when the menu has no item for it. A screen's heading
 * uses it, so the page reads as the menu item that led there.
 */
export function menuViewTitle(menu: Pick<Menu, 'items'> | null, view: string): string | null {
  const wanted = view.toUpperCase();
  const item = menu?.items.find((i) => i.type === 'VIEW' && (i.data.view ?? '').toUpperCase() === wanted);
  return item?.title.trim() ? item.title : null;
}

export function useMenuViewTitle(view: string): string | null {
  return menuViewTitle(useRealm().init.menu, view);
}

/** For non-React code (loaders, start-up): the ready realm or null. */
export function currentRealm(): ReadyRealm | null {
  return store.get(readyRealmAtom);
}

type LocaleSwitch = (locale: string) => Promise<boolean>;
let localeSwitch: LocaleSwitch = async () => false;

/**
 * The realm feature owns changing language (labels, init, fonts, document); the app registers
 * it here at start-up so any feature's language control can ask for a switch without
 * importing the realm feature.
 */
export function registerLocaleSwitch(fn: LocaleSwitch): void {
  localeSwitch = fn;
}

/** Asks for another language; resolves false (and keeps the current one) when it fails. */
export function requestLocale(locale: string): Promise<boolean> {
  return localeSwitch(locale);
}
