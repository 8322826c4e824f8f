// Labels of the gift redemption page (spec §2 giftRedemption, decision 0040).
import type { LabelDeclarations } from '../../lib/core/labels.ts';

export const giftsLabels = {
  giftRedemptionTitle: 'Redeem a gift',
  giftRedemptionIntro: 'Enter the redemption id from the email you received, or open its link.',
  giftRedemptionId: 'Redemption id',
  giftRedemptionFind: 'Find the gift',
  giftRedemptionIdInvalid: 'A redemption id looks like 1b4e28ba-2fa1-11d2-883f-0016d3cca427',
  giftNotFound: 'There is no gift with this redemption id.',
  giftRedemptionPeriodP1D_one: '{{count}} day',
  giftRedemptionPeriodP1D_other: '{{count}} days',
  giftRedemptionPeriodP1M_one: '{{count}} month',
  giftRedemptionPeriodP1M_other: '{{count}} months',
  giftRedemptionPeriodP1Y_one: '{{count}} year',
  giftRedemptionPeriodP1Y_other: '{{count}} years',
  giftRedemptionNote: 'Their note',
  giftRedeem: 'Redeem',
  giftRedeemed: '{{name}} is yours until {{date}}. Enjoy!',
  giftAlreadyRedeemed: 'This gift has already been redeemed.',
  giftRedemptionSignIn: 'Sign in or create an account to redeem a gift.',
  giftingDisabled: 'This service does not offer gifts.',
} as const satisfies LabelDeclarations;
