// The gift redemption route (spec §2 giftRedemption, only where gifting is ENABLED; the guard's
// guestOrCustomer). The loader and what it imports load with the screen's chunk.
import { defineScreen } from '../../lib/core/index.ts';

export const giftRedemptionScreen = defineScreen({
  name: 'giftRedemption',
  loader: async ({ core, url, signal }) => (await import('./loaders.ts')).loadGiftRedemption(core, url, signal),
  lazy: () => import('./GiftRedemptionScreen.tsx').then((m) => ({ Component: m.GiftRedemptionScreen })),
});

export const GIFT_SCREENS = [giftRedemptionScreen] as const;
