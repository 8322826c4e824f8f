// Labels the shared core and ui use (status screens, errors, carousels). Each feature declares
// its own beside it; src/app/labels.ts joins them, i18next types its keys from the join, and
// contracts/label-defaults.json (the server's English fallback and seed) is generated from it.
export type LabelDeclarations = Readonly<Record<string, string>>;

export const coreLabels = {
  loading: 'Loading…',
  retry: 'Try again',
  refresh: 'Refresh',
  offlineBanner: 'You are offline. Showing what was saved on this device.',
  // A screen that failed offline: nothing of it was saved, so the banner's words would not hold.
  offlineNotSaved: 'This page has not been saved on this device. Connect to the internet to open it.',
  connectionFailed: 'Connection Failed - Please refresh the page',
  errorOccurredPleaseTryAgain: 'An error occurred, please try again',
  generic: 'An error occurred',
  notFoundTitle: 'Page not found',
  notFoundBody: 'The page you are looking for does not exist or has moved.',
  goHome: 'Go to home',
  skipToContent: 'Skip to content',
  previous: 'Previous',
  next: 'Next',
  dismiss: 'Dismiss',
  updateAvailable: 'A new version is available',
  reloadApp: 'Reload',
  disconnectedTitle: 'Disconnected',
  disconnectedBody: 'This page cannot be shown inside another site. Open it on its own to continue.',
  openInOwnWindow: 'Open the site',
  vpnErrorMessage: 'It looks like you are using a VPN or proxy. Please turn it off to keep watching.',
  vpnSignOut: 'Sign out',
  // A billing address, edited in the account and in the purchase steps alike.
  addressCountry: 'Country',
  addressPostalCode: 'Postal code',
  addressSave: 'Save address',
} as const satisfies LabelDeclarations;
