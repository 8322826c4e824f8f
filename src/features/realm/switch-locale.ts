// Changing language (spec §4): fetch init (labels, menu, content) for the new locale, then
// switch i18n, <html lang>, fonts and the stored choice together, so nothing shows half-changed.
// The shell then moves the page to the new language's path and reloads its data.
import {
  http,
  httpContextAtom,
  localeSwitchingAtom,
  prime,
  readyRealmAtom,
  sectionKey,
  settleHydration,
  store,
} from '../../lib/core/index.ts';
import { applyLabels } from '../../lib/i18n.ts';
import { realmApi } from './api.ts';
import { realmLanguage } from './realm-language.ts';
import { setDocumentLanguage } from './document.ts';
import { loadRealmFonts } from './fonts.ts';
import { buildInitQuery } from '../../contracts/viewport.ts';
import { storeLocale } from './locale.ts';

/** The section init's content belongs to (spec §7: init without a section means home). */
export const HOME_SECTION = 'home';

/** Reloads init for `locale`; returns false (and keeps the current language) when it fails. */
export async function switchLocale(locale: string): Promise<boolean> {
  const current = store.get(readyRealmAtom);
  if (!current) return false;
  if (current.locale === locale) return true;
  const previousContext = store.get(httpContextAtom);
  store.set(localeSwitchingAtom, true);
  store.set(httpContextAtom, { ...previousContext, locale });
  try {
    const init = await realmApi(http).init(buildInitQuery(locale, window.innerWidth));
    // Parts of a server-rendered page still showing its HTML hydrate first, in the old language.
    await settleHydration();
    storeLocale(locale);
    await applyLabels(locale, init.labels?.translations);
    setDocumentLanguage(locale);
    const language = realmLanguage(current.realm, locale);
    if (language) loadRealmFonts(language);
    if (init.content) prime(sectionKey(HOME_SECTION, locale), init.content);
    store.set(readyRealmAtom, { ...current, init, locale });
    return true;
  } catch {
    store.set(httpContextAtom, previousContext);
    return false;
  } finally {
    store.set(localeSwitchingAtom, false);
  }
}
