// The purchase routes (spec §2): the purchase flow, pay (an existing basket), the payment
// authorisation step, the payment confirmation, payment update (a subscription's card) and the
// licence redirect, and the gifts page. Customer pages in a server render are their public
// shell: the viewer is known only in the browser (the gifts catalogue is public, so that page is
// rendered). Loaders and screens load with their own chunks (decision 0032).
import { defineScreen, setLicenceRedirectPending } from '../../lib/core/index.ts';

export const purchaseScreen = defineScreen({
  name: 'purchase',
  loader: async ({ core, url, signal }) => (await import('./loaders.ts')).loadPurchase(core, url, signal),
  lazy: () => import('./PurchaseScreen.tsx').then((m) => ({ Component: m.PurchaseScreen })),
});

export const paymentAuthorizationScreen = defineScreen({
  name: 'paymentAuthorization',
  loader: async ({ core, url }) => (await import('./loaders.ts')).loadAuthorisation(core, url),
  lazy: () => import('./AuthorisationScreen.tsx').then((m) => ({ Component: m.AuthorisationScreen })),
});

export const paymentConfirmationScreen = defineScreen({
  name: 'paymentConfirmation',
  loader: async ({ core, url, signal }) => (await import('./loaders.ts')).loadConfirmation(core, url, signal),
  lazy: () => import('./ConfirmationScreen.tsx').then((m) => ({ Component: m.ConfirmationScreen })),
});

export const payScreen = defineScreen({
  name: 'pay',
  loader: async ({ core, url, signal }) => (await import('./loaders.ts')).loadPay(core, url, signal),
  lazy: () => import('./PayScreen.tsx').then((m) => ({ Component: m.PayScreen })),
});

export const paymentUpdateScreen = defineScreen({
  name: 'paymentUpdate',
  loader: async ({ core, url, signal }) => (await import('./loaders.ts')).loadPaymentUpdate(core, url, signal),
  lazy: () => import('./PaymentUpdateScreen.tsx').then((m) => ({ Component: m.PaymentUpdateScreen })),
});

// Spec §4's stored flag: a visitor who is not signed in yet has it set before the guard sends
// them on (to sign in, or the default target), so the sign-in comes back here.
export const licenceRedirectScreen = defineScreen({
  name: 'licenceRedirect',
  beforeGuard: (url, core) => {
    if (core.viewer.role !== 'CUSTOMER' && core.viewer.role !== 'ADMIN') {
      setLicenceRedirectPending(url.searchParams.get('licence') || true);
    }
  },
  loader: async ({ core, url }) => (await import('./loaders.ts')).loadLicenceRedirect(core, url),
  lazy: () => import('./LicenceRedirectScreen.tsx').then((m) => ({ Component: m.LicenceRedirectScreen })),
});

/** Buying a gift (decision 0041): only where the realm's gifting is ENABLED (lib/routes.ts routeAvailable). */
export const giftsScreen = defineScreen({
  name: 'gifts',
  loader: async ({ core, url, signal }) => (await import('./loaders.ts')).loadGifts(core, url, signal),
  lazy: () => import('./GiftsScreen.tsx').then((m) => ({ Component: m.GiftsScreen })),
});

export const PURCHASE_SCREENS = [
  purchaseScreen,
  payScreen,
  paymentAuthorizationScreen,
  paymentConfirmationScreen,
  paymentUpdateScreen,
  licenceRedirectScreen,
  giftsScreen,
] as const;
