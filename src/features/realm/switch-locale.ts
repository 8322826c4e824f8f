// Changing language (spec §4): fetch init (labels, menu, content) for the new locale, then
// switch i18n, <html lang>, fonts and the stored choice together, so nothing shows half-changed.
import { http, httpContextAtom } from '../../lib/http.ts';
import { applyLabels } from '../../lib/i18n.ts';
import { store } from '../../lib/store.ts';
import { realmApi } from './api.ts';
import { localeSwitchingAtom, readyRealmAtom } from './atoms.ts';
import { realmLanguage } from './boot.ts';
import { setDocumentLanguage } from './document.ts';
import { loadRealmFonts } from './fonts.ts';
import { buildInitQuery } from './init-query.ts';
import { storeLocale } from './locale.ts';

/** Reloads init for `locale`; returns false (and keeps the current language) when it fails. */
export async function switchLocale(locale: string): Promise<boolean> {
  const current = store.get(readyRealmAtom);
  if (!current) return false;
  const previousContext = store.get(httpContextAtom);
  store.set(localeSwitchingAtom, true);
  store.set(httpContextAtom, { ...previousContext, locale });
  try {
    const init = await realmApi(http).init(buildInitQuery(locale, window.innerWidth));
    storeLocale(locale);
    await applyLabels(locale, init.labels?.translations);
    setDocumentLanguage(locale);
    const language = realmLanguage(current.realm, locale);
    if (language) loadRealmFonts(language);
    store.set(readyRealmAtom, { ...current, init, locale });
    return true;
  } catch {
    store.set(httpContextAtom, previousContext);
    return false;
  } finally {
    store.set(localeSwitchingAtom, false);
  }
}

/** Fetches init again for the current locale (a retry after a failed or empty load). */
export async function reloadInit(): Promise<boolean> {
  const current = store.get(readyRealmAtom);
  if (!current) return false;
  try {
    const init = await realmApi(http).init(buildInitQuery(current.locale, window.innerWidth));
    store.set(readyRealmAtom, { ...current, init });
    return true;
  } catch {
    return false;
  }
}
