// Which overlays show (spec §2 Overlays, §4): the banners that may sit together at the bottom
// of the page, and at most one modal at a time. Pure, so "which overlay shows when" is tested
// without rendering. Nothing shows before hydration: a server-rendered page does not know the
// viewer's stored agreement, and a banner drawn then removed would flash.
import type { ConsentPrompt, MissingField } from '../../contracts/session.ts';
import type { ImpersonationState, Role } from '../../lib/core/index.ts';
import type { RealmApp } from './app-banner.ts';
import type { BrowserVerdict } from './browser.ts';

export type OverlayInputs = {
  hydrated: boolean;
  role: Role;
  /** A kids profile is active: the account holder's questions wait for an adult profile. */
  childProfile: boolean;
  /** An administrator is signed in as this user. */
  impersonating: boolean;
  cookiePolicyAgreed: boolean;
  shouldDisplaySmartBanner: boolean;
  realmApp: RealmApp | null;
  browser: BrowserVerdict;
  browserPromptDismissed: boolean;
  impersonation: ImpersonationState;
  /** Required prompts the user has not accepted (from the consent check). */
  consentMissing: readonly ConsentPrompt[];
  /** Fields the server says are missing (from the missing-information check). */
  missingFields: readonly MissingField[];
  /** The viewer has a promo notification they have not dismissed (from the promo fetch). */
  promoAvailable: boolean;
};

export type OverlayModal = 'consent' | 'missingDetails';

export type OverlayPlan = {
  cookieBanner: boolean;
  smartBanner: boolean;
  browserUpgrade: boolean;
  impersonation: 'loaded' | 'failed' | null;
  modal: OverlayModal | null;
  promo: boolean;
};

export function planOverlays(i: OverlayInputs): OverlayPlan {
  const customer = i.role === 'CUSTOMER' && !i.childProfile;
  // Consent is the user's own: an administrator acting as them does not give it.
  const consent = customer && !i.impersonating && i.consentMissing.length > 0;
  const missing = customer && i.missingFields.length > 0;
  const impersonation = i.impersonation.status === 'loaded' || i.impersonation.status === 'failed' ? i.impersonation.status : null;
  // Legal terms first: the details form is a request, the terms a condition of use.
  const modal = !i.hydrated ? null : consent ? 'consent' : missing ? 'missingDetails' : null;
  return {
    cookieBanner: i.hydrated && !i.cookiePolicyAgreed,
    smartBanner: i.hydrated && i.shouldDisplaySmartBanner && i.realmApp !== null,
    browserUpgrade: i.hydrated && !i.browser.supported && !i.browserPromptDismissed,
    impersonation: i.hydrated ? impersonation : null,
    modal,
    // One request at a time: the promo waits for the cookie question to be answered and for
    // any modal to close, so a phone's screen is never covered by two asks at once.
    promo: i.hydrated && i.promoAvailable && i.cookiePolicyAgreed && modal === null,
  };
}
