// The analytics journey (spec §4): who counts as logged in, the sign-up flow flag, the journey
// name, when a page view is reported, and the purchase state the journey actions carry. Pure.

export const SIGN_UP_JOURNEY = 'Sign Up Journey';
export const LOGGED_IN_JOURNEY = 'Logged In Journey';
/** The view whose every visit is reported, even a second one in a row (spec §4). */
export const ACCOUNT_VIEW = 'account';

export const JOURNEY_ACTIONS = {
  licenceSelected: 'Licence Selected',
  consentTermsAccepted: 'Consent Terms Accepted',
  addressSaved: 'Address Saved',
  paymentMethodSelected: 'Payment Method Selected',
} as const;
export const JOURNEY_COMPLETED = 'Journey Completed';
export const PAGE_VIEWED = 'Page Viewed';

/** Spec §4: logged in when the stored token lacks the guest flag, or the user type is not GUEST. */
export function isLoggedIn(token: { gue?: boolean } | null, userType: string | null): boolean {
  if (!token) return false;
  return token.gue !== true || (userType !== null && userType !== 'GUEST');
}

export type JourneyState = { view: string | null; signupFlow: boolean };
export const INITIAL_JOURNEY: JourneyState = { view: null, signupFlow: false };

export function journeyName(state: JourneyState): string {
  return state.signupFlow ? SIGN_UP_JOURNEY : LOGGED_IN_JOURNEY;
}

/**
 * A navigation: the sign-up flag is cleared (on any navigation), and a page view is due when
 * the view changed or the view is the account's.
 */
export function navigated(state: JourneyState, view: string): { state: JourneyState; pageViewed: boolean } {
  return { state: { view, signupFlow: false }, pageViewed: view !== state.view || view === ACCOUNT_VIEW };
}

/** The sign-up form started: the flag is set only for a visitor who is not logged in. */
export function signupStarted(state: JourneyState, loggedIn: boolean): JourneyState {
  return loggedIn ? state : { ...state, signupFlow: true };
}

export type PurchaseState = { product: string | null; transactionId: string | null; paymentPresent: boolean };
export const INITIAL_PURCHASE: PurchaseState = { product: null, transactionId: null, paymentPresent: false };

/** Spec §4: selecting a licence marks payment present; removing it resets product and transaction. */
export function licenceChosen(state: PurchaseState, licence: string | null): PurchaseState {
  if (licence === null) return { ...state, product: null, transactionId: null };
  return { ...state, product: licence, paymentPresent: true };
}
