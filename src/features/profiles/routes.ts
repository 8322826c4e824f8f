// The profiles feature's screen: confirming a parental PIN reset from the emailed link
// (`?token=`), where the viewer chooses a new PIN.
import { defineScreen } from '../../lib/core/index.ts';

export const confirmPinResetScreen = defineScreen({
  name: 'confirmPinReset',
  loader: ({ url }) => Promise.resolve({ token: url.searchParams.get('token') }),
  lazy: () => import('./ConfirmPinResetScreen.tsx').then((m) => ({ Component: m.ConfirmPinResetScreen })),
});
