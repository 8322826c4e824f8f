// The signed-in viewer's own language (spec §4 "Language start-up": if signed in, the user's
// language is fetched and its labels loaded; otherwise the stored or default locale). The
// account keeps the language, so it follows the viewer from device to device: a customer's
// choice in the language menu is saved to the account, and a customer's session (restored at
// start-up or just signed in) switches to the account's language when it differs.
import { negotiateLocale } from '../../contracts/locale.ts';
import { http } from './http.ts';
import { currentRealm, requestLocale } from './realm.ts';
import { sessionAtom } from './session.ts';
import { store } from './store.ts';

/** A customer on their own (adult) profile: the only viewer with account details to read or write. */
function accountHolder(): string | null {
  const claims = store.get(sessionAtom).claims;
  if (!claims || claims.gue || claims.pro?.type === 'c') return null;
  return claims.sub;
}

/** Subjects whose language has been followed in this page, so a token refresh does not ask again. */
const followed = new Set<string>();

/**
 * Switches to the account's language when the viewer is a customer whose account names one the
 * realm offers. An account without a language is given the current one. Failures keep the
 * current language (spec §4 "on failure … labels for stored or default locale").
 */
export async function followUserLanguage(): Promise<void> {
  const sub = accountHolder();
  const ready = currentRealm();
  if (!sub || !ready || followed.has(sub)) return;
  followed.add(sub);
  try {
    const profile = await http.call('userProfile');
    if (accountHolder() !== sub) return;
    const offered = ready.realm.realmLanguages.map((l) => l.language);
    const wanted = profile.locale ? negotiateLocale([profile.locale], offered) : null;
    const now = currentRealm()?.locale ?? ready.locale;
    if (wanted && wanted !== now) await requestLocale(wanted);
    else if (!profile.locale) await saveUserLanguage(now);
  } catch {
    // Offline, or the account cannot be read: the current language stays.
  }
}

async function saveUserLanguage(locale: string): Promise<void> {
  if (!accountHolder()) return;
  try {
    await http.call('userProfileUpdate', { body: { locale } });
  } catch {
    // The language still changed here; the account catches up with the next choice.
  }
}

/** The language menu's choice: switch, then keep it on the customer's account. */
export async function chooseLocale(locale: string): Promise<boolean> {
  const switched = await requestLocale(locale);
  if (switched) await saveUserLanguage(locale);
  return switched;
}

/** Tests: forget which subjects were followed. */
export function resetFollowedUserLanguages(): void {
  followed.clear();
}
